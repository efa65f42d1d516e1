import type { TFunction } from "i18next";
import { ApiError } from "./api";

/**
 * The one way a failure becomes the sentence a person reads: an API refusal's code (with its
 * params) in the interface language; a lost connection as such; anything else, or a code that
 * says only "something broke", as `fallbackKey` (the screen's own spec text, e.g. 'booking.failed').
 */
export function errorText(t: TFunction, err: unknown, fallbackKey = "errors.INTERNAL"): string {
  if (err instanceof ApiError && err.code !== "INTERNAL") return t(`errors.${err.code}`, err.params);
  return t(fallbackKey);
}
