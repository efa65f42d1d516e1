/** The interface languages: 'gr' is the default, 'en' the fallback (spec section 1). */
export const LANGS = ["gr", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "gr";
export const FALLBACK_LANG: Lang = "en";
export const LANG_STORAGE_KEY = "app_language";

/** The HTML `lang` attribute for each interface language. */
export const HTML_LANG: Record<Lang, string> = { gr: "el", en: "en" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}
