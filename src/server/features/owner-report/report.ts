import { sql } from "drizzle-orm";
import { previousPeriod } from "../../../shared/domain/report-period";
import { addDays, daysBetween, slotInstant } from "../../../shared/domain/schedule";
import {
  type LocationFigures,
  type OccupancyCell,
  type OwnerReport,
  REPORT_RANGE_DAYS_MAX,
  REPORT_WAITLISTS_SHOWN,
  type ReportQuery,
} from "../../../shared/schemas/owner-report";
import type { Db } from "../../db/client";
import { askedPlace, breakdownPlaces, heldAt, type Place, validThere } from "../../domain/location-numbers";
import { type StudioNow, slotStarted, studioNow, visit } from "../../domain/studio-now";
import { readRules } from "../../domain/studio-rules";
import type { Clock } from "../../platform/clock";
import { badRequest } from "../../platform/errors";
import { slotsBetween } from "./capacity";

/**
 * The owner's report of a period (decision 030): its four reads of figures each read only the
 * period's rows by an index: approved packages by `approved_at`, new and active members (of the
 * studio and of each location) by `created_at` and the bookings' date, bookings and waitlist places
 * by their slot date. The cost follows the period, not the history (decision 046, "The owner's
 * report, profiled", for what a year costs against a month).
 */

type Period = { from: string; to: string; start: Date; end: Date };

function period(from: string, to: string, tz: string): Period {
  return { from, to, start: slotInstant(from, "00:00", tz), end: slotInstant(addDays(to, 1), "00:00", tz) };
}

type RevenueRow = {
  current: boolean;
  name: string;
  /** The package's English name the owner gave it ('' when none, or the package was deleted). */
  name_en: string;
  week: string | null;
  cents: number;
  sold: number;
};

/**
 * Approved packages of both periods at the price the member asked at (decision 030), by package and
 * week. Of one location: the packages valid there (valid at every location included), so the
 * locations' revenues overlap and only the total is the studio's takings (decision 057, "Numbers").
 */
async function revenueRows(db: Db, cur: Period, prev: Period, tz: string, place: Place) {
  const result = await db.execute<RevenueRow>(sql`
    select p.approved_at >= ${cur.start.toISOString()}::timestamptz as current, p.package_name as name,
      case when p.approved_at >= ${cur.start.toISOString()}::timestamptz
        then date_trunc('week', p.approved_at at time zone ${tz})::date::text end as week,
      sum(p.price_cents)::int as cents, count(*)::int as sold, coalesce(max(k.name_en), '') as name_en
    from package_requests p left join packages k on k.id = p.package_id
    where p.status = 'approved'
      and p.approved_at >= ${prev.start.toISOString()}::timestamptz and p.approved_at < ${cur.end.toISOString()}::timestamptz
      and ${validThere(sql`p.locations`, place)}
    group by 1, 2, 3
  `);
  return result.rows;
}

type MemberCounts = {
  new_current: number;
  new_previous: number;
  active_current: number;
  active_previous: number;
  /** The period's active members at each location (a member who booked at two counts at both). */
  active_by_location: Record<string, number> | null;
};

/**
 * New members (signed up) and active members (a visit, or a booking still to come) of both periods,
 * and the period's active members by location, in one statement. A member signs up with the studio,
 * not a location: new members are the studio's in every view. The period's members are found once,
 * with their locations, by grouping (not `count(distinct)`, which sorts every booking of the period
 * and spills to disk over a year); the period before asks of each member whether one of their
 * bookings falls in it, which the planner answers by member or by booking, whichever reads less.
 */
async function memberCounts(
  db: Db,
  cur: Period,
  prev: Period,
  n: StudioNow,
  place: Place,
): Promise<MemberCounts> {
  const created = (p: Period) =>
    sql`(select count(*) from "user" u where u.role = 'user' and u.created_at >= ${p.start.toISOString()}::timestamptz and u.created_at < ${p.end.toISOString()}::timestamptz)::int`;
  const counted = sql`r.kind = 'member' and (${visit(n)} or not ${slotStarted(n)}) and ${heldAt(sql`r.schedule`, place)}`;
  const result = await db.execute<MemberCounts>(sql`
    with active as (
      select r.user_id, sc.location
      from reservations r join schedules sc on sc.key = r.schedule
      where r.date between ${cur.from}::date and ${cur.to}::date and r.user_id is not null and ${counted}
      group by 1, 2
    )
    select ${created(cur)} as new_current, ${created(prev)} as new_previous,
      (select count(*) from (select user_id from active group by 1) m)::int as active_current,
      (select count(*) from "user" u where exists (select 1 from reservations r
        where r.user_id = u.id and r.date between ${prev.from}::date and ${prev.to}::date and ${counted}))::int as active_previous,
      (select json_object_agg(location, members) from (select location, count(*)::int as members from active group by 1) l)
        as active_by_location
  `);
  return result.rows[0]!;
}

type CellRow = {
  /** The schedule's location: for the breakdown, not in the answer's cell. */
  location: string;
  schedule: OccupancyCell["schedule"];
  weekday: number;
  time: string;
  slots: number;
  capacity: number;
  bookings: number;
  past_bookings: number;
  no_shows: number;
  waitlisted: number;
  longest_waitlist: number;
};

/** Per schedule, weekday and start time: slots held, capacity, bookings, no-shows and waitlists. */
async function occupancyRows(db: Db, cur: Period, n: StudioNow, place: Place) {
  const rules = await readRules(db);
  const result = await db.execute<CellRow>(sql`
    with slots as (${slotsBetween(cur.from, cur.to, rules)}),
    booked as (
      select r.schedule, r.date, r.time,
        (count(*) filter (where r.kind in ('member', 'guest')))::int as bookings,
        (count(*) filter (where r.kind = 'member' and ${slotStarted(n)}))::int as past_bookings,
        (count(*) filter (where r.kind = 'member' and r.attendance = 'no_show'))::int as no_shows
      from reservations r
      where r.date between ${cur.from}::date and ${cur.to}::date
      group by 1, 2, 3
    ),
    waits as (
      select w.schedule, w.date, w.time, count(*)::int as places
      from waitlist_entries w
      where w.date between ${cur.from}::date and ${cur.to}::date
      group by 1, 2, 3
    )
    select max(sc.location) as location, s.schedule, extract(dow from s.date)::int as weekday, s.time,
      count(*)::int as slots, sum(s.capacity)::int as capacity,
      coalesce(sum(b.bookings), 0)::int as bookings,
      coalesce(sum(b.past_bookings), 0)::int as past_bookings,
      coalesce(sum(b.no_shows), 0)::int as no_shows,
      coalesce(sum(w.places), 0)::int as waitlisted,
      coalesce(max(w.places), 0)::int as longest_waitlist
    from slots s
    join schedules sc on sc.key = s.schedule
    left join booked b on b.schedule = s.schedule and b.date = s.date and b.time = s.time
    left join waits w on w.schedule = s.schedule and w.date = s.date and w.time = s.time
    where ${heldAt(sql`s.schedule`, place)}
    group by 2, 3, 4
    order by 2, 3, 4
  `);
  return result.rows;
}

type WaitRow = { schedule: OccupancyCell["schedule"]; date: string; time: string; places: number };

/** The slot dates of the period whose waitlist was longest. */
async function longestWaitlists(db: Db, cur: Period, place: Place) {
  const result = await db.execute<WaitRow>(sql`
    select w.schedule, w.date::text as date, w.time, count(*)::int as places
    from waitlist_entries w
    where w.date between ${cur.from}::date and ${cur.to}::date and ${heldAt(sql`w.schedule`, place)}
    group by 1, 2, 3
    order by places desc, date, time
    limit ${REPORT_WAITLISTS_SHOWN}
  `);
  return result.rows;
}

/** The total's bookings split by location: the cells' figures summed by their schedule's location. */
function figuresByPlace(
  places: string[],
  cells: CellRow[],
  active: Record<string, number>,
): LocationFigures[] {
  return places.map((location) => {
    const here = cells.filter((c) => c.location === location);
    const total = (k: "slots" | "capacity" | "bookings" | "past_bookings" | "no_shows" | "waitlisted") =>
      here.reduce((s, c) => s + c[k], 0);
    return {
      location,
      slots: total("slots"),
      capacity: total("capacity"),
      bookings: total("bookings"),
      pastBookings: total("past_bookings"),
      noShows: total("no_shows"),
      waitlisted: total("waitlisted"),
      activeMembers: active[location] ?? 0,
    };
  });
}

export async function ownerReport(
  deps: { database: { db: Db }; clock: Clock; zone: () => string },
  q: ReportQuery,
): Promise<OwnerReport> {
  const length = daysBetween(q.from, q.to) + 1;
  if (length < 1) throw badRequest("REPORT_RANGE_INVALID");
  if (length > REPORT_RANGE_DAYS_MAX)
    throw badRequest("REPORT_RANGE_TOO_LONG", { max: REPORT_RANGE_DAYS_MAX });
  const tz = deps.zone();
  const db = deps.database.db;
  const place = q.location;
  await askedPlace(db, place);
  const n = studioNow(deps.clock.now(), tz);
  const cur = period(q.from, q.to, tz);
  const before = previousPeriod(q.from, q.to);
  const prev = period(before.from, before.to, tz);

  const revenue = await revenueRows(db, cur, prev, tz, place);
  const members = await memberCounts(db, cur, prev, n, place);
  const cells = await occupancyRows(db, cur, n, place);
  const waitlists = await longestWaitlists(db, cur, place);
  const places = await breakdownPlaces(db, place);
  const byLocation =
    places.length > 0 ? { byLocation: figuresByPlace(places, cells, members.active_by_location ?? {}) } : {};

  const sum = (rows: RevenueRow[], k: "cents" | "sold") => rows.reduce((s, r) => s + r[k], 0);
  const current = revenue.filter((r) => r.current);
  const previous = revenue.filter((r) => !r.current);
  const names = [...new Set(revenue.map((r) => r.name))];
  const byPackage = names
    .map((name) => {
      const c = current.filter((r) => r.name === name);
      const p = previous.filter((r) => r.name === name);
      return {
        name,
        nameEn: revenue.find((r) => r.name === name && r.name_en)?.name_en ?? "",
        cents: sum(c, "cents"),
        sold: sum(c, "sold"),
        previousCents: sum(p, "cents"),
        previousSold: sum(p, "sold"),
      };
    })
    .sort((a, b) => b.cents - a.cents || b.previousCents - a.previousCents || a.name.localeCompare(b.name));
  const byWeek = [...new Set(current.map((r) => r.week!))].sort().map((week) => {
    const w = current.filter((r) => r.week === week);
    return { week, cents: sum(w, "cents"), sold: sum(w, "sold") };
  });

  return {
    from: q.from,
    to: q.to,
    previousFrom: prev.from,
    previousTo: prev.to,
    comparison: before.comparison,
    revenueCents: { current: sum(current, "cents"), previous: sum(previous, "cents") },
    packagesSold: { current: sum(current, "sold"), previous: sum(previous, "sold") },
    newMembers: { current: members.new_current, previous: members.new_previous },
    activeMembers: { current: members.active_current, previous: members.active_previous },
    byPackage,
    byWeek,
    occupancy: cells.map((c) => ({
      schedule: c.schedule,
      weekday: c.weekday,
      time: c.time,
      slots: c.slots,
      capacity: c.capacity,
      bookings: c.bookings,
      pastBookings: c.past_bookings,
      noShows: c.no_shows,
      waitlisted: c.waitlisted,
      longestWaitlist: c.longest_waitlist,
    })),
    waitlists,
    ...byLocation,
  };
}
