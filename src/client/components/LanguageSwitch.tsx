import { useTranslation } from "react-i18next";
import { LANGS } from "../../shared/i18n";
import { api } from "../lib/api";
import { useLang } from "../lib/lang";
import { useMe } from "../lib/useMe";
import styles from "./LanguageSwitch.module.css";

/** ΕΛ / EN; the choice is kept in the browser and, when signed in, on the account (for e-mails). */
export function LanguageSwitch({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation();
  const { data } = useMe();
  const current = useLang();
  return (
    <fieldset className={`${styles.switch} ${styles[tone]}`}>
      <legend className={styles.legend}>{t("common.language")}</legend>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l === "gr" ? "el" : "en"}
          aria-pressed={current === l}
          className={styles.option}
          onClick={() => {
            void i18n.changeLanguage(l);
            if (data?.user) void api.me.language.$put({ json: { language: l } });
          }}
        >
          {l === "gr" ? "ΕΛ" : "EN"}
        </button>
      ))}
    </fieldset>
  );
}
