import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CoachNoticeKind } from "../../shared/schemas/coach-notices";
import { useCoachNotices, useMarkNoticeSeen } from "../lib/coachNotices";
import { formatDay } from "../lib/lang";
import styles from "./CoachNotices.module.css";
import { type HomeNav, ScreenLink } from "./homeNav";

/**
 * The signed-in member's home: what the coach changed that they have not seen (a new version of the
 * program, an edited nutrition plan), each linking to its screen (which marks it seen) with a button
 * that marks it seen here. Plain markup, loaded lazily by the home page once someone is signed in.
 */
export default function CoachNotices({ nav }: { nav: HomeNav }) {
  const { t, i18n } = useTranslation();
  const { data } = useCoachNotices();
  const seen = useMarkNoticeSeen();
  // Each 'Got it' is described by its notice's sentence (two notices: two buttons of the same name).
  const idBase = useId();
  if (!data || (!data.program && !data.nutrition)) return null;
  const date = (day: string) => formatDay(day, i18n.language);
  const notice = (kind: CoachNoticeKind, id: string, to: string, text: string) => (
    <div className={styles.notice}>
      <ScreenLink nav={nav} to={to} className={styles.noticeLink}>
        <span id={`${idBase}-${kind}`}>{text}</span>
      </ScreenLink>
      <button
        type="button"
        aria-describedby={`${idBase}-${kind}`}
        className={styles.noticeButton}
        disabled={seen.isPending}
        onClick={() => seen.mutate({ kind, id })}
      >
        {t("home.noticeSeen")}
      </button>
      {seen.isError && seen.variables?.kind === kind && (
        <p className={styles.noticeError} role="alert">
          {t("home.noticeNotSaved")}
        </p>
      )}
    </div>
  );
  return (
    <section className={styles.notices} aria-label={t("home.noticesLabel")}>
      {data.program &&
        notice(
          "program",
          data.program.id,
          "/my-workouts",
          t("home.programChanged", { date: date(data.program.changedOn), version: data.program.version }),
        )}
      {data.nutrition &&
        notice(
          "nutrition",
          data.nutrition.id,
          "/my-nutrition",
          t("home.nutritionChanged", { date: date(data.nutrition.changedOn) }),
        )}
    </section>
  );
}
