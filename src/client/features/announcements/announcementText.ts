import type { TFunction } from "i18next";
import { closureDates } from "../../../shared/domain/announcements";
import type { Lang } from "../../../shared/i18n";
import { dateFormat } from "../../../shared/intl";
import type { Announcement } from "../../../shared/schemas/announcements";
import { dateLocale } from "../../lib/lang";

export type AnnouncementText = { title: string; body: string; offers: string[] };

const format = (date: string, lang: Lang, opts: Intl.DateTimeFormatOptions) =>
  dateFormat(dateLocale(lang), { ...opts, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * What a popup says in one language: the admin's own title and text when given, otherwise the
 * kind's standard wording ('closed 9 to 24 August, sessions resume Monday 25 August').
 */
export function announcementText(a: Announcement, lang: Lang, t: TFunction): AnnouncementText {
  const own = lang === "en" ? { title: a.titleEn, body: a.bodyEn } : { title: a.titleGr, body: a.bodyGr };
  if (a.kind === "closure_notice") {
    const d = closureDates(a.params, a.startsOn);
    const sameMonth = d && d.start.slice(0, 7) === d.end.slice(0, 7);
    const body = d
      ? t("site.announcements.closureBody", {
          start: format(d.start, lang, sameMonth ? { day: "numeric" } : { day: "numeric", month: "long" }),
          end: format(d.end, lang, { day: "numeric", month: "long" }),
          resume: format(d.resume, lang, { weekday: "long", day: "numeric", month: "long" }),
        })
      : "";
    return {
      title: own.title || t("site.announcements.closureTitle", { brand: a.params.brand }),
      body: own.body || body,
      offers: [],
    };
  }
  if (a.kind === "offers") {
    return {
      title: own.title || t("site.announcements.offersTitle"),
      body: own.body,
      offers: a.params.offers.map((o) => (lang === "en" ? o.en : o.gr)),
    };
  }
  return { title: own.title, body: own.body, offers: [] };
}
