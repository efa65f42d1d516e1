import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { studioToday } from "../../shared/domain/schedule";

export type StudioNow = { today: string; time: string; now: Date };

/** The studio's date and 'HH:MM' now. */
export function studioNow(now: Date, tz: string): StudioNow {
  const local = new TZDate(now.getTime(), tz);
  const time = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
  return { today: studioToday(now, tz), time, now };
}

/** SQL: the reservation `r` has started by `n` (its date passed, or today at or after its time). */
export const slotStarted = (n: StudioNow, r = sql.raw("r")) =>
  sql`(${r}.date < ${n.today}::date or (${r}.date = ${n.today}::date and ${r}.time <= ${n.time}))`;

/** SQL: a member's booking counts as a visit: not marked no-show, and its slot has started (spec: past). */
export const visit = (n: StudioNow, r = sql.raw("r")) =>
  sql`(${r}.attendance is distinct from 'no_show' and ${slotStarted(n, r)})`;
