import type { TFunction } from "i18next";

/**
 * A sentence kept as its locale key and params (not as text), so a message already on screen is
 * read again in the new language after the language switch. A plain string is a text
 * that has no key (a server's free text).
 */
export type Message = string | { key: string | string[]; params?: Record<string, unknown> };

/** The message of a locale key: `msg("x.saved", { count })`. */
export const msg = (key: string | string[], params?: Record<string, unknown>): Message => ({ key, params });

/** A message in the current language. */
export function messageText(t: TFunction, m: Message): string {
  return typeof m === "string" ? m : t(m.key, m.params ?? {});
}
