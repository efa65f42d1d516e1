import { IconFileText, IconLogout, IconMapPin, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { socialNetworkOf } from "../../shared/domain/social-links";
import type { Site } from "../../shared/schemas/site";
import { LanguageSwitch } from "../components/LanguageSwitch";
import { SocialIcon } from "../components/SocialIcon";
import styles from "./HomePage.module.css";
import { type HomeNav, ScreenLink } from "./homeNav";

/**
 * The home page's row of icons: refresh, the studio's first social link (its network's icon and
 * name), its map when it gives one, the terms, log-out, and the language switch.
 */
export function HomeHeader(p: {
  nav: HomeNav;
  site: Site | undefined;
  name: string;
  signedIn: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { nav, site, name, signedIn, onLogout } = p;
  const social = site?.socialLinks[0];
  const network = social ? socialNetworkOf(social) : null;
  return (
    <header className={styles.header}>
      <nav className={styles.icons} aria-label={name}>
        <button
          type="button"
          className={styles.icon}
          aria-label={t("common.refresh")}
          title={t("common.refresh")}
          onClick={() => window.location.reload()}
        >
          <IconRefresh size={22} aria-hidden />
        </button>
        {social && network && (
          <a
            className={styles.icon}
            href={social}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`home.socialNetworks.${network}`)}
            title={t(`home.socialNetworks.${network}`)}
          >
            <SocialIcon network={network} size={22} />
          </a>
        )}
        {site?.mapUrl && (
          <a
            className={styles.icon}
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("home.location")}
            title={t("home.location")}
          >
            <IconMapPin size={22} aria-hidden />
          </a>
        )}
        <ScreenLink
          nav={nav}
          className={styles.icon}
          to="/terms"
          aria-label={t("home.terms")}
          title={t("home.terms")}
        >
          <IconFileText size={22} aria-hidden />
        </ScreenLink>
        {signedIn && (
          <button
            type="button"
            className={styles.icon}
            aria-label={t("home.logout")}
            title={t("home.logout")}
            onClick={onLogout}
          >
            <IconLogout size={22} aria-hidden />
          </button>
        )}
      </nav>
      <LanguageSwitch tone="dark" />
    </header>
  );
}
