import i18next from "i18next";
import { isLang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { addRuleWordFormatters } from "../../shared/rule-words";

/** The sentence a person reads for a refusal, in the language given, through the interface's texts and formatters. */
export async function sentence(lang: "gr" | "en", code: string, params: Record<string, unknown>) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { gr: { translation: gr }, en: { translation: en } },
    lng: lang,
    interpolation: { escapeValue: false },
  });
  addRuleWordFormatters(i18n.services.formatter, isLang);
  return i18n.t(`errors.${code}`, params);
}
