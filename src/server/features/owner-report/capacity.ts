import { type SQL, sql } from "drizzle-orm";
import { addDays, slotTimesFor } from "../../../shared/domain/schedule";
import type { StudioRules } from "../../../shared/domain/studio-rules";
import { closureAtSql } from "../../domain/closures";

/**
 * The slots the studio held between two dates, with their capacity (decision 030): one row
 * per (schedule, date, time, capacity), for the owner's report to divide bookings by. Closed dates
 * (closures, weekdays without hours), a day whose capacity override is 0 and cancelled classes are
 * left out. The one place the report knows how capacity is kept, for every schedule row (decision
 * 035): an hours schedule's opening hours and slot length are the studio's rules as they are now
 * (decision 029; a period before a change of hours is counted with today's hours), its places its
 * own default (or the studio's), with a per-date override in `slot_capacity`; a class schedule's
 * slots are its own weekly timetable (each class names its schedule) with one date's changes.
 */

/** A Monday, from which the gym's hours of each weekday (ISO 1..6) are read. */
const A_MONDAY = "2024-01-01";

/** The gym's opening hours as SQL rows (isodow, time). */
function gymHours(rules: StudioRules): SQL {
  const rows: SQL[] = [];
  for (let i = 0; i < 7; i++)
    for (const time of slotTimesFor(addDays(A_MONDAY, i), rules))
      rows.push(sql`(${i + 1}::int, ${time}::text)`);
  // A studio with no hours at all: one impossible row keeps the statement valid.
  if (rows.length === 0) rows.push(sql`(0::int, ''::text)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as h(isodow, time)`;
}

/** No closure of that location (or of every location) covers `d.date` (decision 057). */
const openAt = (location: string): SQL =>
  sql.raw(
    `not exists (select 1 from closures where d.date between closures.start_date and closures.end_date and ${closureAtSql(location)})`,
  );

/** SQL for a `with` clause: `slots(schedule, date, time, capacity)` between `from` and `to` inclusive. */
export function slotsBetween(from: string, to: string, rules: StudioRules): SQL {
  return sql`
    with open_days as (
      select g::date as date, extract(isodow from g)::int as isodow
      from generate_series(${from}::date, ${to}::date, interval '1 day') g
    )
    select s.schedule, s.date, s.time, s.capacity from (
      select hs.key as schedule, d.date, h.time,
        coalesce(sc.capacity, hs.default_capacity, ${rules.defaultCapacity}::int) as capacity
      from open_days d
      join ${gymHours(rules)} on h.isodow = d.isodow
      join schedules hs on hs.timetable = 'hours'
      left join slot_capacity sc on sc.schedule = hs.key and sc.date = d.date
      where ${openAt("hs.location")}
      union all
      select pc.schedule, d.date, coalesce(ch.start_time, pc.start_time), coalesce(ch.capacity, pc.capacity)
      from open_days d
      join classes pc on pc.weekday = d.isodow
      left join class_changes ch on ch.class_id = pc.id and ch.date = d.date
      where not coalesce(ch.cancelled, false)
        and ${openAt("(select cs.location from schedules cs where cs.key = pc.schedule)")}
    ) s
    where s.capacity > 0`;
}
