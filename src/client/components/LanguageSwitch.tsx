import { useTranslation } from "react-i18next";
import { LANGS } from "../../shared/i18n";
import { meRead, useFirstRead } from "../lib/firstReads";
import { useLang } from "../lib/lang";
import styles from "./LanguageSwitch.module.css";

/**
 * ΕΛ / EN; the choice is kept in the browser and, when signed in, on the account (for e-mails).
 * On the home page's first paint too, so it reads who is signed in as a first read (lib/firstReads.ts).
 */
export function LanguageSwitch({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation();
  const me = useFirstRead(meRead);
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
            // The typed client is loaded on the press: the home page's first load carries none.
            if (me?.user)
              void import("../lib/api").then(({ api }) => api.me.language.$put({ json: { language: l } }));
          }}
        >
          {l === "gr" ? "ΕΛ" : "EN"}
        </button>
      ))}
    </fieldset>
  );
}
