import { useTranslation } from "react-i18next";
import { type TermsMessages, termsPage } from "../../../shared/domain/terms";
import { LightShell } from "../../components/LightShell";
import { useFirstRead } from "../../lib/firstReads";
import { useLang } from "../../lib/lang";
import { termsRead } from "./read";
import styles from "./TermsPage.module.css";

/**
 * The studio's terms (decision 053): the spec's terms filled with the studio's legal details, ages
 * and retention, then its own paragraphs; dated by their last change, not by today. Plain markup,
 * no Mantine: a page of text loads only what it shows (decision 054).
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useFirstRead(termsRead);
  // The template's raw words: the values are filled by `termsPage`, as the server's first paint does.
  const messages = t("terms", { returnObjects: true }) as TermsMessages;
  const page = terms ? termsPage(messages, terms, lang) : null;
  return (
    <LightShell title={t("terms.title")}>
      <div className={styles.stack}>
        {!page && <div className="page-loading" role="status" aria-label={t("common.loading")} />}
        {page && (
          <>
            <p className={styles.updated}>{page.updated}</p>
            {page.sections.map((s) => (
              <section key={s.heading}>
                <h2 className={styles.heading}>{s.heading}</h2>
                {s.paragraphs.map((p) => (
                  <p key={p} className={styles.body}>
                    {p}
                  </p>
                ))}
              </section>
            ))}
          </>
        )}
      </div>
    </LightShell>
  );
}
