import { IconArrowLeft } from "@tabler/icons-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { openInPlace, useGo } from "../lib/screenNav";
import { LanguageSwitch } from "./LanguageSwitch";
import styles from "./LightShell.module.css";
import { StudioMark } from "./StudioMark";

const WIDTH = { xs: 540, sm: 720, md: 960 } as const;

/**
 * PageShell for a page of text drawn without Mantine or the router (back link, language switch,
 * title, content): a public page's first load carries only what it shows (decision 054).
 */
export function LightShell(props: { title: string; children: ReactNode; size?: keyof typeof WIDTH }) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <div className={styles.shell} style={{ maxWidth: WIDTH[props.size ?? "sm"] }}>
      <div className={styles.stack}>
        <div className={styles.head}>
          <a className={styles.back} href="/" onClick={(e) => openInPlace(e, go, "/")}>
            <IconArrowLeft size={18} aria-hidden />
            {t("common.back")}
          </a>
          <StudioMark />
          <LanguageSwitch />
        </div>
        <h1 className={styles.title}>{props.title}</h1>
        <main className={styles.main}>{props.children}</main>
      </div>
    </div>
  );
}

/**
 * An outcome on a plain page, as FeedbackAlert draws it (green and polite, or red and at once) for a
 * page that has not loaded Mantine.
 */
export function LightAlert({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${ok ? styles.teal : styles.red}`} role={ok ? "status" : "alert"}>
      {children}
    </div>
  );
}

/** A filled button on a plain page; `busy` while its action runs. */
export function LightButton({ busy, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return <button type="button" className={styles.button} disabled={busy} aria-busy={busy} {...rest} />;
}
