import type { TFunction } from "i18next";
import { dateFormat } from "../../../shared/intl";
import { GUEST_NAME } from "../../../shared/schemas/booking";

/** The calendar's date formats live in `lib/dates.ts` (the settings screen shows dates too). */
export { dateTime, longDay, numericDay, shortDay } from "../../lib/dates";

/** A reservation's name as shown: a guest stored with the guest label (or none) reads in the interface language. */
export function shownName(name: string, t: TFunction): string {
  return !name || name === GUEST_NAME ? t("booking.admin.guest") : name;
}

/** The weekday of a studio date, in the screen's language ("Monday", "Δευτέρα"). */
export const weekdayName = (date: string, lang: string) =>
  dateFormat(lang === "en" ? "en-GB" : "el-GR", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
