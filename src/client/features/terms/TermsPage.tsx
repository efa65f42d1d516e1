import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { LightShell } from "../../components/LightShell";
import { dateLocale } from "../../lib/lang";
import styles from "./TermsPage.module.css";

type Section = { heading: string; body: string };

/** Plain markup, no Mantine: a page of text loads only what it shows (decision 054). */
export default function TermsPage() {
  const { t, i18n } = useTranslation();
  const sections = t("terms.sections", { returnObjects: true }) as Section[];
  // The spec shows today's date as the last-updated date.
  const today = dateFormat(dateLocale(i18n.language), {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
  return (
    <LightShell title={t("terms.title")}>
      <div className={styles.stack}>
        <p className={styles.updated}>{t("terms.lastUpdated", { date: today })}</p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2 className={styles.heading}>{s.heading}</h2>
            <p className={styles.body}>{s.body}</p>
          </section>
        ))}
      </div>
    </LightShell>
  );
}
