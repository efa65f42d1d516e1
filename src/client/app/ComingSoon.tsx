import { useTranslation } from "react-i18next";
import type { Lang } from "../../shared/i18n";
import type { Site } from "../../shared/schemas/site";
import styles from "./HomePage.module.css";

/**
 * What a visitor who is not signed in sees on the home page until the owner opens the site
 * (decision 051): the studio's name (drawn by the home page), "coming soon", how to reach the
 * studio, and the sign-in, so members and staff still get in.
 */
export function ComingSoon({ site, lang, onLogin }: { site: Site; lang: Lang; onLogin: () => void }) {
  const { t } = useTranslation();
  const address = lang === "en" ? site.addressEn : site.address;
  return (
    <>
      <p className={styles.tagline}>{t("home.comingSoon.title")}</p>
      <p className={styles.intro}>{t("home.comingSoon.text")}</p>
      <p className={`${styles.intro} ${styles.contact}`}>
        <a href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phone}</a>
        {" · "}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {address && (
          <>
            <br />
            {address}
          </>
        )}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onLogin}>
          {t("home.comingSoon.login")}
        </button>
      </div>
    </>
  );
}
