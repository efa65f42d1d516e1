import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANG,
  FALLBACK_LANG,
  HTML_LANG,
  isLang,
  LANG_STORAGE_KEY,
  type Lang,
} from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";

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

export function initI18n() {
  const lng = storedLang();
  void i18n.use(initReactI18next).init({
    resources: { gr: { translation: gr }, en: { translation: en } },
    lng,
    fallbackLng: FALLBACK_LANG,
    interpolation: { escapeValue: false },
    returnObjects: true,
  });
  applyHtmlLang(lng);
  i18n.on("languageChanged", (l) => {
    applyHtmlLang(l);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, l);
    } catch {
      // private mode: the choice lasts for this visit
    }
  });
}
