import { useTranslation } from "react-i18next";
import { isLang, type Lang } from "../../../shared/i18n";

/** The interface language as the shared formatters take it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : "gr";
}
