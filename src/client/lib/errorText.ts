import type { TFunction } from "i18next";
import { ApiError } from "./api";

/** The localized sentence for a failed call: the server's code (with its params) when known, else the fallback. */
export function apiErrorText(t: TFunction, err: unknown, fallbackKey = "errors.INTERNAL"): string {
  if (err instanceof ApiError && err.code !== "INTERNAL") {
    const key = `errors.${err.code}`;
    if (t(key, { defaultValue: "" })) return t(key, err.params);
  }
  return t(fallbackKey);
}
