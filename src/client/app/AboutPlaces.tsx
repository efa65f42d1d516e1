import { IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type LocationRow, locationAddress, locationName } from "../../shared/domain/locations";
import type { Lang } from "../../shared/i18n";
import type { Site } from "../../shared/schemas/site";
import styles from "./AboutPage.module.css";

/**
 * The studio's places on the about page (decision 057), only when it has two or more: each one's
 * name, address, hours as the owner wrote them, phone and map link. Plain markup (a light page).
 */
export function AboutPlaces({ places, site, lang }: { places: LocationRow[]; site: Site; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.grid} ${styles.places}`}>
      {places.map((l) => {
        const hours = lang === "en" ? l.hoursEn || l.hoursGr : l.hoursGr || l.hoursEn;
        // A place without its own phone or map link is reached as the studio is.
        const phone = l.phone || site.phone;
        const map = l.mapUrl || (l.address || l.addressEn ? "" : site.mapUrl);
        return (
          <div key={l.key} className={styles.card} data-testid={`place-${l.key}`}>
            <span className={styles.icon} aria-hidden>
              <IconMapPin size={22} />
            </span>
            <div className={styles.place}>
              <h3 className={styles.h3}>{locationName(l, lang, site)}</h3>
              <p className={styles.small}>{locationAddress(l, lang, site)}</p>
              {hours && <p className={styles.small}>{hours}</p>}
              <p className={styles.small}>
                <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                  {phone}
                </a>
                {map && (
                  <>
                    {" · "}
                    <a className={styles.link} href={map} target="_blank" rel="noopener noreferrer">
                      {t("site.about.openMap")}
                    </a>
                  </>
                )}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
