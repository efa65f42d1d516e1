import { sql } from "drizzle-orm";
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  attendanceStatus,
  averageVisits,
  cancelledShare,
  monthRange,
  statusDay,
} from "../../../shared/domain/attendance";
import { addDays } from "../../../shared/domain/schedule";
import type { AttendanceMember, AttendanceStats } from "../../../shared/schemas/attendance";
import type { Db } from "../../db/client";
import { askedPlace, breakdownPlaces, heldAt, type Place, validThere } from "../../domain/location-numbers";
import { type StudioNow as Now, studioNow, visit } from "../../domain/studio-now";
import type { Clock } from "../../platform/clock";

/**
 * A month's attendance statistics (decision 013), computed by the database in three statements
 * whatever the month or the history: the members' figures, the month's days, its cancellations.
 * Every statement reads the month's rows by the (date, time) index; only members without a visit in
 * the month are looked up before it, one index probe each by (user_id, date). The cost follows the
 * month and the members, not the years of history.
 */

type MemberRow = {
  user_id: string;
  name: string;
  email: string;
  visits: number;
  no_shows: number;
  last_visit: string | null;
  erased: boolean;
};

/**
 * The counted members: a valid package or a session left now, or a visit in the month; with their
 * figures. An erased account counts by its visits alone (what it still holds is no one's), so the
 * figures of a month it came in stay as they were when it leaves; it is flagged, for the list of
 * names leaves it out. The last visit is the month's when there is one (a past month's visits are
 * all on or before its last day, the running month's on or before today); otherwise the last before
 * the month. Of one location (decision 057): its schedules' bookings, and balances valid there.
 */
async function memberRows(db: Db, m: { first: string; last: string }, n: Now, place: Place) {
  const result = await db.execute<MemberRow>(sql`
    with per as (
      select r.user_id,
        (count(*) filter (where ${visit(n)}))::int as visits,
        (count(*) filter (where r.attendance = 'no_show'))::int as no_shows,
        (max(r.date) filter (where ${visit(n)}))::text as last_visit
      from reservations r
      where r.date between ${m.first}::date and ${m.last}::date and r.kind = 'member' and r.user_id is not null
        and ${heldAt(sql`r.schedule`, place)}
      group by r.user_id
    ),
    erased as (select s.user_id from account_states s where s.erased_at is not null),
    listed as (
      select c.user_id from member_credits c
      where (c.expires_at > ${n.now.toISOString()}::timestamptz or c.sessions > 0)
        and ${validThere(sql`c.valid_at`, place)}
        and c.user_id not in (select user_id from erased)
      union
      select user_id from per where visits > 0
    )
    select l.user_id, u.name, u.email, l.user_id in (select user_id from erased) as erased,
      coalesce(p.visits, 0) as visits, coalesce(p.no_shows, 0) as no_shows,
      -- Only a member without a visit in the month is looked up before it (coalesce stops at the first value).
      coalesce(p.last_visit, (select r.date::text from reservations r
        where r.user_id = l.user_id and r.date < ${m.first}::date and r.kind = 'member' and ${visit(n)}
          and ${heldAt(sql`r.schedule`, place)}
        order by r.date desc limit 1)) as last_visit
    from listed l
    join "user" u on u.id = l.user_id
    left join per p on p.user_id = l.user_id
    order by visits desc, u.name
  `);
  return result.rows;
}

type DayRow = { date: string; visits: number; kept: number; no_shows: number };

/** The month's dates that have members' bookings: visits, bookings kept, no-shows. */
async function dayRows(db: Db, m: { first: string; last: string }, n: Now, place: Place) {
  const result = await db.execute<DayRow>(sql`
    select r.date::text as date,
      (count(*) filter (where ${visit(n)}))::int as visits,
      count(*)::int as kept,
      (count(*) filter (where r.attendance = 'no_show'))::int as no_shows
    from reservations r
    where r.date between ${m.first}::date and ${m.last}::date and r.kind = 'member' and r.user_id is not null
      and ${heldAt(sql`r.schedule`, place)}
    group by r.date
  `);
  return result.rows;
}

/** Members' bookings for the month's dates that were cancelled (guests' never count). */
async function cancelledCount(db: Db, m: { first: string; last: string }, place: Place) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from cancellations
    where date between ${m.first}::date and ${m.last}::date and user_id is not null
      and ${heldAt(sql`schedule`, place)}
  `);
  return result.rows[0]?.n ?? 0;
}

type PlaceRow = {
  location: string;
  visits: number;
  visitors: number;
  kept: number;
  no_shows: number;
  cancelled: number;
};

/** The month's members' bookings split by their schedule's location (the total view's breakdown). */
async function placeRows(db: Db, m: { first: string; last: string }, n: Now, places: string[]) {
  const result = await db.execute<PlaceRow>(sql`
    with kept as (
      select sc.location,
        (count(*) filter (where ${visit(n)}))::int as visits,
        (count(distinct r.user_id) filter (where ${visit(n)}))::int as visitors,
        count(*)::int as kept,
        (count(*) filter (where r.attendance = 'no_show'))::int as no_shows
      from reservations r join schedules sc on sc.key = r.schedule
      where r.date between ${m.first}::date and ${m.last}::date and r.kind = 'member' and r.user_id is not null
      group by 1
    ),
    cancelled as (
      select sc.location, count(*)::int as cancelled
      from cancellations x join schedules sc on sc.key = x.schedule
      where x.date between ${m.first}::date and ${m.last}::date and x.user_id is not null
      group by 1
    )
    select l.key as location, coalesce(k.visits, 0) as visits, coalesce(k.visitors, 0) as visitors,
      coalesce(k.kept, 0) as kept, coalesce(k.no_shows, 0) as no_shows, coalesce(c.cancelled, 0) as cancelled
    from locations l left join kept k on k.location = l.key left join cancelled c on c.location = l.key
  `);
  const byKey = new Map(result.rows.map((r) => [r.location, r]));
  return places.map((location) => {
    const r = byKey.get(location);
    return {
      location,
      visits: r?.visits ?? 0,
      visitors: r?.visitors ?? 0,
      bookings: (r?.kept ?? 0) + (r?.cancelled ?? 0),
      cancellations: r?.cancelled ?? 0,
      noShows: r?.no_shows ?? 0,
    };
  });
}

export async function monthStats(
  deps: { database: { db: Db }; clock: Clock; zone: () => string },
  month: string | undefined,
  place: Place = undefined,
): Promise<AttendanceStats> {
  const db = deps.database.db;
  await askedPlace(db, place);
  const n = studioNow(deps.clock.now(), deps.zone());
  const m = month ?? n.today.slice(0, 7);
  const range = { ...monthRange(m), day: statusDay(m, n.today) };
  const rows = await memberRows(db, range, n, place);
  const days = await dayRows(db, range, n, place);
  const cancellations = await cancelledCount(db, range, place);
  const places = await breakdownPlaces(db, place);
  const byLocation = places.length > 0 ? { byLocation: await placeRows(db, range, n, places) } : {};

  const counted: AttendanceMember[] = rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    visits: r.visits,
    noShows: r.no_shows,
    lastVisit: r.last_visit,
    status: attendanceStatus({ visits: r.visits, lastVisit: r.last_visit, today: range.day }),
  }));
  const statuses = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const x of counted) statuses[x.status]++;
  // An erased account is no one's: it counts as an anonymous member in every figure (decision 015:
  // a deletion leaves the month's sums as they were) and is left out of the list of names.
  const members = counted.filter((_, i) => !rows[i]!.erased);

  const byDate = new Map(days.map((d) => [d.date, d]));
  const allDays: AttendanceStats["days"] = [];
  for (let d = range.first; d <= range.last; d = addDays(d, 1))
    allDays.push({ date: d, visits: byDate.get(d)?.visits ?? 0 });
  const visits = days.reduce((s, d) => s + d.visits, 0);
  const kept = days.reduce((s, d) => s + d.kept, 0);
  const visitors = counted.filter((x) => x.visits > 0).length;
  const bookings = kept + cancellations;

  return {
    month: m,
    statusDay: range.day,
    summary: {
      members: counted.length,
      visitors,
      visits,
      averageVisits: averageVisits(visits, visitors),
      bookings,
      cancellations,
      cancellationRate: cancelledShare(bookings, cancellations),
      noShows: days.reduce((s, d) => s + d.no_shows, 0),
    },
    statuses,
    days: allDays,
    members,
    ...byLocation,
  };
}
