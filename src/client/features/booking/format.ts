import type { TFunction } from "i18next";
import { GUEST_NAME } from "../../../shared/schemas/booking";

/** The calendar's date formats live in `lib/dates.ts` (the settings screen shows dates too). */
export { dateTime, longDay, numericDay, shortDay, weekdayName } from "../../lib/dates";

/** A reservation's name as shown: a guest stored with the guest label (or none) reads in the interface language. */
export function shownName(name: string, t: TFunction): string {
  return !name || name === GUEST_NAME ? t("booking.admin.guest") : name;
}
