import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANG, HTML_LANG, isLang, LANG_STORAGE_KEY, type Lang } from "../../shared/i18n";
import { grFirst } from "../../shared/locales/gr-first";
import { addRuleWordFormatters } from "../../shared/rule-words";

/**
 * Greek, the default language, comes with the first page, as far as the first page needs it
 * (`gr-first.ts`); the rest of Greek (`gr-later.ts`) is loaded with the first Mantine screen by
 * `loadLaterTexts`. English is its own chunk, loaded whole when it is chosen (at start from the
 * stored choice, or from the language switch), so the home page's first load carries one language's
 * texts. Both have the same keys (a test checks), so no fallback language is loaded.
 */
const lazyEnglish: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (language !== "en") return callback(null, {});
    import("../../shared/locales/en").then(
      (m) => callback(null, m.en as unknown as ResourceKey),
      (err: Error) => callback(err, null),
    );
  },
};

function storedLang(): Lang {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(v) ? v : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

function applyHtmlLang(lang: string) {
  document.documentElement.lang = HTML_LANG[isLang(lang) ? lang : DEFAULT_LANG];
}

/** Resolves once the chosen language's texts are there (at once for Greek). */
export async function initI18n(): Promise<void> {
  const lng = storedLang();
  applyHtmlLang(lng);
  await i18n
    .use(lazyEnglish)
    .use(initReactI18next)
    .init({
      resources: { gr: { translation: grFirst } },
      partialBundledLanguages: true,
      lng,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnObjects: true,
    });
  // A rule's number in words of the language: `{{minutes, duration}}`, `{{weekday, onWeekday}}`.
  addRuleWordFormatters(i18n.services.formatter, isLang);
  i18n.on("languageChanged", (l) => {
    applyHtmlLang(l);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, l);
    } catch {
      // private mode: the choice lasts for this visit
    }
  });
}

let later: Promise<void> | undefined;

/** Adds the Greek texts of every screen but the home page (once; a failed load is tried again next time). */
export function loadLaterTexts(): Promise<void> {
  later ??= import("../../shared/locales/gr-later").then(
    (m) => {
      i18n.addResourceBundle("gr", "translation", m.grLater, true, true);
    },
    (err: unknown) => {
      later = undefined;
      throw err;
    },
  );
  return later;
}
