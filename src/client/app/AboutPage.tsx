import {
  IconApple,
  IconBarbell,
  IconMail,
  IconMapPin,
  IconStretching,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { paragraphsOf } from "../../shared/domain/paragraphs";
import { dayOfWeek } from "../../shared/domain/schedule";
import { socialNetworkOf } from "../../shared/domain/social-links";
import { LightShell } from "../components/LightShell";
import { SocialIcon } from "../components/SocialIcon";
import { openingHours, rangesText } from "../features/about/hours";
import { meRead, siteRead, useFirstRead } from "../lib/firstReads";
import { useLang } from "../lib/lang";
import { useGo } from "../lib/screenNav";
import styles from "./AboutPage.module.css";
import { AboutPlaces } from "./AboutPlaces";
import { locationsRead, studioRulesRead } from "./homeReads";
import { LazyMantineRoot } from "./lazyMantine";

const ContactModal = lazy(() => import("../features/contact/ContactModal"));
const SERVICE_ICONS = [IconBarbell, IconStretching, IconUsersGroup, IconUser, IconApple];

type Service = { name: string; text: string };

/**
 * About us: the studio's story (the owner's, decision 048, else the standard one with the studio's
 * name), services, hours from the booking calendar, location and social links. Plain markup, read
 * with plain fetch (lib/firstReads.ts): drawn before the router, without Mantine, which comes only
 * with the contact form (decision 054).
 */
export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const go = useGo();
  const rules = useFirstRead(studioRulesRead);
  const site = useFirstRead(siteRead);
  // Who is signed in matters only while the site is not open yet (below): an open site's about page
  // asks nothing of the server after it is drawn (the rules and places come in the page itself).
  const me = useFirstRead(meRead, site?.open === false);
  // Two or more open places: each one listed with its address and hours (decision 057).
  const places = useFirstRead(locationsRead) ?? [];
  const many = places.length > 1;
  const [contactOpen, setContactOpen] = useState(false);
  // Until the owner opens the site, a visitor not signed in is shown the home page's "coming soon".
  const closed = site?.open === false && me !== undefined && !me.user;
  useEffect(() => {
    if (closed) go("/", { replace: true });
  }, [closed, go]);
  if (closed) return null;
  const own = site?.texts.story[lang];
  const story = own
    ? paragraphsOf(own)
    : (t("site.about.story", { returnObjects: true, studio: site?.name ?? t("common.appName") }) as string[]);
  // The standard services belong with the standard story: a studio that tells its own shows neither.
  const services = own ? [] : (t("site.about.services", { returnObjects: true }) as Service[]);
  // The days are named as the hours editor names them: Intl's first date formatter on a page costs
  // tens of milliseconds of the phone's main thread (its locale data loading), a long task here.
  const weekdays = t("settings.weekdays", { returnObjects: true }) as string[];
  const weekday = (date: string) => weekdays[dayOfWeek(date)];

  return (
    <LightShell title={t("site.about.title")} size="md">
      <div className={styles.sections}>
        <section>
          <h2 className={styles.h2}>{t("site.about.storyTitle")}</h2>
          {story.map((p) => (
            <p key={p} className={styles.p}>
              {p}
            </p>
          ))}
        </section>

        {services.length > 0 && (
          <section>
            <h2 className={styles.h2}>{t("site.about.servicesTitle")}</h2>
            <div className={styles.grid}>
              {services.map((s, i) => {
                const Icon = SERVICE_ICONS[i] ?? IconBarbell;
                return (
                  <div key={s.name} className={styles.card}>
                    <span className={styles.icon} aria-hidden>
                      <Icon size={22} />
                    </span>
                    <div>
                      <h3 className={styles.h3}>{s.name}</h3>
                      <p className={styles.small}>{s.text}</p>
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
        )}

        <section>
          <h2 className={styles.h2}>{t("site.about.hoursTitle")}</h2>
          <table className={styles.table}>
            <tbody>
              {rules &&
                openingHours(rules).map((h) => (
                  <tr key={h.days[0]}>
                    <th scope="row">
                      {h.days.length > 1
                        ? `${weekday(h.days[0]!)} – ${weekday(h.days.at(-1)!)}`
                        : weekday(h.days[0]!)}
                    </th>
                    <td>{"closed" in h ? t("site.about.closed") : rangesText(h.ranges)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>

        <section>
          <h2 className={styles.h2}>{t("site.about.locationTitle")}</h2>
          {site && (
            <div className={styles.location}>
              {many ? (
                <AboutPlaces places={places} site={site} lang={lang} />
              ) : (
                <p className={styles.p}>
                  {site.name} · {i18n.language === "en" ? site.addressEn : site.address}
                </p>
              )}
              <p className={styles.p}>
                <a className={styles.link} href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>
                  {site.phone}
                </a>{" "}
                ·{" "}
                <a className={styles.link} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </p>
              <div className={styles.buttons}>
                {site.mapUrl && !many && (
                  <a
                    className={`${styles.button} ${styles.filled}`}
                    href={site.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <IconMapPin size={18} aria-hidden />
                    {t("site.about.openMap")}
                  </a>
                )}
                {site.socialLinks.map((url) => {
                  const network = socialNetworkOf(url);
                  return (
                    <a
                      key={url}
                      className={`${styles.button} ${styles.light}`}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={network} size={18} />
                      {t(`home.socialNetworks.${network}`)}
                    </a>
                  );
                })}
                <button
                  type="button"
                  className={`${styles.button} ${styles.outline}`}
                  onClick={() => setContactOpen(true)}
                >
                  <IconMail size={18} aria-hidden />
                  {t("site.about.contactUs")}
                </button>
              </div>
            </div>
          )}
        </section>
      </div>
      {contactOpen && (
        <Suspense fallback={null}>
          <LazyMantineRoot>
            <ContactModal opened onClose={() => setContactOpen(false)} />
          </LazyMantineRoot>
        </Suspense>
      )}
    </LightShell>
  );
}
