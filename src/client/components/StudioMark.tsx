import { HEADER_LOGO_BOX, logoDrawSize } from "../../shared/domain/logo";
import { siteRead, useFirstRead } from "../lib/firstReads";
import styles from "./StudioMark.module.css";

/**
 * The studio's logo, else its name, in the middle of a page's header (decision 048). The logo is
 * drawn at a size known before it loads and no taller than the header's back link, so nothing moves
 * when it arrives; until the studio's details are read, the header shows nothing there.
 */
export function StudioMark() {
  const site = useFirstRead(siteRead);
  if (!site) return <span className={styles.mark} />;
  return (
    <span className={styles.mark}>
      {site.logo ? (
        <img
          className={styles.logo}
          src={site.logo.url}
          alt={site.name}
          {...logoDrawSize(site.logo.width, site.logo.height, HEADER_LOGO_BOX)}
        />
      ) : (
        <span className={styles.name}>{site.name}</span>
      )}
    </span>
  );
}
