/**
 * The rush studio's three years (rush-studio.ts says what and why): bookings, cancellations,
 * waitlist places and events, standing series, the ledger with its package requests, balances
 * and campaigns, each one INSERT … SELECT on the generator's connection.
 * Members are picked by formula from the pool holding the kind a schedule spends
 * (`memberOf`): within a date and schedule no member twice, as the schema's unique index wants.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import {
  bookerCase,
  DESK,
  HISTORY_DAYS,
  KINDS_BY_DIGIT,
  LONG_MEMBER,
  MEMBERS,
  type RushDates,
  SERIES,
  SERIES_FIRST,
} from "./rush-plan";

type HistoryInput = { dates: RushDates; now: Date; ownerId: string; tz: string };

/**
 * The index of the member holding `kind` numbered `x` (both SQL expressions) in its pool: the
 * pool of a kind is every member whose last digit holds it (rush-plan.ts), in index order.
 */
function memberOf(kind: string, x: string): SQL {
  const pools = Object.entries(KINDS_BY_DIGIT).map(([k, digits]) => {
    const size = (MEMBERS / 10) * digits.length;
    return `when '${k}' then ((${x}) % ${size}) / ${digits.length} * 10 + (array[${digits.join(",")}])[((${x}) % ${size}) % ${digits.length} + 1]`;
  });
  return sql.raw(`(case ${kind} ${pools.join(" ")} end)`);
}

/** The days of history (Monday to Saturday, no closure) and every place of a day in the order a day fills. */
async function writeCalendar(db: Db, d: RushDates) {
  await db.execute(sql`
    create temp table rush_days as
    select x.d, x.day, extract(dow from x.day)::int as dow,
      case when x.day = ${d.busy}::date then 400 when x.day = ${d.quiet}::date then 40
        when extract(dow from x.day) = 6 then 200 else 280 end as cnt
    from generate_series(1, ${HISTORY_DAYS}) g(d)
    cross join lateral (select g.d, ${d.today}::date - g.d as day) x
    where extract(dow from x.day) <> 0
      and not exists (select 1 from closures c where x.day between c.start_date and c.end_date)`);
  // First places of every slot and class, then second places, …: a day of 280 fills each about 70 %.
  await db.execute(sql`
    create temp table rush_places as
    with slots as (
      select 'gym'::text as schedule, lpad(h::text, 2, '0') || ':00' as time, 10 as cap, h between 10 and 17 as sat
      from generate_series(8, 21) h
      union all
      select 'studio-b', lpad(h::text, 2, '0') || ':00', 8, h between 10 and 17 from generate_series(8, 21) h
      union all
      select schedule, start_time, capacity, true from classes where weekday = 1
    ), places as (select s.*, p as place from slots s, generate_series(1, s.cap) p)
    select p.schedule, p.time, p.place, s.credit_kind as kind, s.numbered_places as numbered,
      (row_number() over (order by p.place, p.time, p.schedule) - 1)::int as n_week,
      case when p.sat then (row_number() over (partition by p.sat order by p.place, p.time, p.schedule) - 1)::int end as n_sat,
      (row_number() over (partition by p.schedule order by p.place, p.time) - 1)::int as ks
    from places p join schedules s on s.key = p.schedule`);
}

/** The places of the history's days: (d, day, schedule, time, place, kind, ks, slot). */
const DAY_PLACES = (tz: string) => sql`
  rush_days dd
  join rush_places p on (case when dd.dow = 6 then p.n_sat else p.n_week end) < dd.cnt
  cross join lateral (select ((dd.day::text || ' ' || p.time)::timestamp at time zone ${tz}) as slot) t`;

async function writeBookings(db: Db, o: HistoryInput) {
  await db.execute(sql`
    insert into reservations (kind, schedule, user_id, name, email, date, time, place, attendance, no_show_session,
      attendance_marked_at, attendance_marked_by, created_at, updated_at)
    select 'member', p.schedule, u.id, u.name, u.email, dd.day, p.time, case when p.numbered then p.place end,
      case when x.h = 0 then 'no_show' when x.h in (1, 2) then null else 'attended' end,
      case when x.h = 0 then 'forfeited' end,
      case when x.h not in (1, 2) then t.slot + interval '10 minutes' end,
      case when x.h not in (1, 2) then ${DESK} end,
      t.slot - (1 + p.ks % 5) * interval '1 day', t.slot - (1 + p.ks % 5) * interval '1 day'
    from ${DAY_PLACES(o.tz)}
    cross join lateral (select (p.ks * 7 + dd.d) % 20 as h, ${memberOf("p.kind", "p.ks * 11 + dd.d * 131")} as m) x
    join "user" u on u.id = 'rush-' || x.m`);
  await db.execute(sql`
    insert into cancellations (reservation_id, schedule, user_id, name, email, date, time, cancelled_at,
      server_time_at_cancellation, reservation_time_calculated, time_difference_minutes, session_will_be_restored,
      cancellation_reason, created_at, updated_at)
    select gen_random_uuid(), p.schedule, u.id, u.name, u.email, dd.day, p.time, t.slot - x.ahead, t.slot - x.ahead,
      t.slot, extract(epoch from x.ahead)::int / 60, true, 'VALID_CANCELLATION', t.slot - x.ahead, t.slot - x.ahead
    from ${DAY_PLACES(o.tz)}
    cross join lateral (select (2 + p.ks % 46) * interval '1 hour' as ahead,
      ${memberOf("p.kind", "p.ks * 11 + dd.d * 131 + 17 + dd.d / 10")} as m) x
    join "user" u on u.id = 'rush-' || x.m
    where (p.ks + dd.d) % 10 = 3`);
}

async function writeWaitlists(db: Db, o: HistoryInput) {
  await db.execute(sql`
    insert into waitlist_entries (schedule, user_id, date, time, state, reason, closes_at, resolved_at, created_at, updated_at)
    select p.schedule, 'rush-' || x.m, dd.day, p.time,
      case when x.st < 4 then 'promoted' when x.st < 9 then 'expired' else 'left' end,
      case when x.st between 4 and 8 then 'WAITLIST_CLOSED' end,
      t.slot - interval '15 minutes',
      case when x.st < 4 then t.slot - interval '1 day' when x.st < 9 then t.slot - interval '15 minutes'
        else t.slot - interval '2 days' end,
      t.slot - interval '3 days', t.slot - interval '3 days'
    from ${DAY_PLACES(o.tz)}
    cross join lateral (select (p.ks + dd.d) % 10 as st, ${memberOf("p.kind", "p.ks * 11 + dd.d * 131 + 53 + dd.d / 10")} as m) x
    where dd.d % 3 = 0 and p.place <= 3 and p.schedule not in ('gym', 'studio-b')`);
  await db.execute(sql`
    insert into waitlist_events (entry_id, user_id, schedule, date, time, kind, reason, at)
    select id, user_id, schedule, date, time, case when state = 'promoted' then 'promoted' else 'expired' end,
      reason, resolved_at
    from waitlist_entries where state in ('promoted', 'expired')`);
}

/**
 * 150 running series (booked to the horizon, their weeks to come written as bookings) and 150
 * ended ones; the holders are members 2000 to 2299, none of them in the rush.
 */
async function writeStanding(db: Db, o: HistoryInput) {
  const iso = o.now.toISOString();
  const half = SERIES / 2;
  const horizon = sql`${o.dates.today}::date + 14`;
  const shape = (i: string) =>
    sql.raw(`
    case when ${i} % 10 in (4, 7, 9) then 'pilates' when ${i} % 10 = 8 then 'yoga' else 'gym' end as schedule,
    case when ${i} % 10 in (4, 7, 9) then '10:00' when ${i} % 10 = 8 then '09:00'
      else lpad((10 + (${i} / 10) % 8)::text, 2, '0') || ':00' end as time,
    1 + ${i} % 6 as weekday`);
  await db.execute(sql`
    insert into standing_bookings (user_id, schedule, weekday, time, starts_on, until, until_package_ends, place,
      booked_through, ended_at, end_reason, created_at, updated_at)
    select 'rush-' || (${SERIES_FIRST} + s.i), s.schedule, s.weekday, s.time, s.starts, null, true,
      case when s.schedule = 'pilates' then row_number() over (partition by s.schedule, s.weekday, s.time order by s.i) end,
      ${horizon}, null, null, s.starts, s.starts
    from (select i, ${shape("i")}, ${o.dates.today}::date - 84 + (1 + i % 6 - extract(dow from ${o.dates.today}::date - 84)::int + 7) % 7 as starts
          from generate_series(0, ${half - 1}) i) s`);
  await db.execute(sql`
    insert into standing_bookings (user_id, schedule, weekday, time, starts_on, until, until_package_ends, place,
      booked_through, ended_at, end_reason, created_at, updated_at)
    select 'rush-' || (${SERIES_FIRST + half} + s.i), s.schedule, s.weekday, s.time, s.starts, s.starts + 56, false,
      null, s.starts + 56, (s.starts + 57)::timestamptz, 'finished', s.starts, s.starts
    from (select i, ${shape("i")}, ${o.dates.today}::date - 200 - i + (1 + i % 6 - extract(dow from ${o.dates.today}::date - 200 - i)::int + 7) % 7 as starts
          from generate_series(0, ${half - 1}) i) s`);
  await db.execute(sql`
    insert into reservations (kind, schedule, user_id, name, email, date, time, place, standing_id, created_at, updated_at)
    select 'member', b.schedule, b.user_id, u.name, u.email, f.day, b.time, b.place, b.id, ${iso}, ${iso}
    from standing_bookings b join "user" u on u.id = b.user_id
    cross join lateral (select ${o.dates.today}::date + k as day from generate_series(1, 14) k) f
    where b.ended_at is null and extract(dow from f.day) = b.weekday
      and not exists (select 1 from closures c where f.day between c.start_date and c.end_date)`);
}

/** Every credit movement, a package of 10 before every tenth spend, the current package, and the balances. */
async function writeLedger(db: Db, o: HistoryInput) {
  const iso = o.now.toISOString();
  await db.execute(sql`
    create temp table rush_moves as
    select r.user_id, s.credit_kind as kind, r.created_at as at, 1 as ord, -1 as delta, 'booking' as reason,
      r.id::text as related, r.user_id as actor
    from reservations r join schedules s on s.key = r.schedule where r.kind = 'member'
    union all
    select r.user_id, s.credit_kind, r.attendance_marked_at, 2, 0, 'no_show_forfeited', r.id::text, ${DESK}
    from reservations r join schedules s on s.key = r.schedule where r.attendance = 'no_show'
    union all
    select c.user_id, s.credit_kind, c.cancelled_at - interval '2 days', 1, -1, 'booking', c.reservation_id::text, c.user_id
    from cancellations c join schedules s on s.key = c.schedule
    union all
    select c.user_id, s.credit_kind, c.cancelled_at, 2, 1, 'cancellation', c.reservation_id::text, c.user_id
    from cancellations c join schedules s on s.key = c.schedule`);
  await db.execute(sql`
    create temp table rush_grants as
    select user_id, kind, at - interval '1 hour' as at, gen_random_uuid() as request_id, 10 as amount
    from (select m.*, count(*) filter (where delta < 0)
            over (partition by user_id, kind order by at, ord, related rows unbounded preceding) as n
          from rush_moves m) x
    where delta < 0 and n % 10 = 1`);
  const kinds = Object.entries(KINDS_BY_DIGIT)
    .map(([k, digits], pos) => `('${k}', ${pos}, array[${digits.join(",")}])`)
    .join(", ");
  await db.execute(sql`
    insert into rush_grants (user_id, kind, at, request_id, amount)
    select 'rush-' || i, k.kind, ${iso}::timestamptz - (i % 25 + 1) * interval '1 day', gen_random_uuid(),
      (i * 7 + k.pos * 3) % 15 + case when ${sql.raw(bookerCase("i", "k.kind"))} then 3 else 0 end
    from generate_series(0, ${MEMBERS - 1}) i
    join (values ${sql.raw(kinds)}) k(kind, pos, digits) on i % 10 = any(k.digits)`);
  await db.execute(sql`delete from rush_grants where amount = 0`);
  await db.execute(sql`
    insert into package_requests (id, user_id, package_name, kind, price_cents, sessions, pilates_sessions, months,
      status, approved_at, expires_at, decided_by, created_at, updated_at)
    select request_id, user_id, initcap(kind) || ' ' || amount, kind, amount * 800, amount,
      case when kind = 'pilates' then amount else 0 end, 1, 'approved', at, at + interval '30 days', ${o.ownerId},
      at - interval '1 day', at
    from rush_grants`);
  await db.execute(sql`
    insert into credit_ledger (user_id, kind, delta, balance_after, reason, actor_id, related_id, created_at, updated_at)
    select user_id, kind, delta,
      sum(delta) over (partition by user_id, kind order by at, ord, related rows unbounded preceding),
      reason, actor, related, at, at
    from (select user_id, kind, at, ord, delta, reason, actor, related from rush_moves
          union all
          select user_id, kind, at, 0, amount, 'package_approved', ${o.ownerId}, request_id::text from rush_grants) m
    order by at, ord, related`);
  // Expiries: a booker's kind well after the rush; the others to come, passed or none.
  await db.execute(sql`
    insert into member_credits (user_id, kind, sessions, expires_at)
    select l.user_id, l.kind, sum(l.delta)::int,
      case when ${sql.raw(bookerCase("x.i", "l.kind"))}
          then ${o.dates.today}::date + 40
        when (x.i * 3 + length(l.kind)) % 20 < 12 then ${o.dates.today}::date + 1 + x.i % 90
        when (x.i * 3 + length(l.kind)) % 20 < 17 then ${o.dates.today}::date - 1 - x.i % 200
      end
    from credit_ledger l cross join lateral (select substr(l.user_id, 6)::int as i) x
    group by l.user_id, l.kind, x.i`);
}

async function writeCampaigns(db: Db, o: HistoryInput) {
  const iso = o.now.toISOString();
  await db.execute(sql`
    insert into mass_mail_campaigns (subject, message, audience, status, created_by, finished_at, created_at, updated_at)
    select 'Νέα του μήνα ' || c, 'Νέο πρόγραμμα από Δευτέρα.', 'all', 'done', ${o.ownerId},
      ${iso}::timestamptz - c * interval '15 days' + interval '2 hours',
      ${iso}::timestamptz - c * interval '15 days', ${iso}::timestamptz - c * interval '15 days'
    from generate_series(1, 24) c`);
  await db.execute(sql`
    insert into mass_mail_recipients (campaign_id, user_id, to_address, name, language, status, attempts, sent_at,
      created_at, updated_at)
    select c.id, u.id, u.email, u.name, u.language, 'sent', 1, c.created_at + interval '1 hour', c.created_at, c.created_at
    from mass_mail_campaigns c cross join "user" u where u.id like 'rush-%' and u.role = 'user'`);
}

/** Writes the history; answers the seconds each part took. */
export async function writeHistory(db: Db, o: HistoryInput): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const parts: [string, () => Promise<void>][] = [
    ["calendar", () => writeCalendar(db, o.dates)],
    ["bookings", () => writeBookings(db, o)],
    ["waitlists", () => writeWaitlists(db, o)],
    ["standing", () => writeStanding(db, o)],
    ["ledger", () => writeLedger(db, o)],
    ["campaigns", () => writeCampaigns(db, o)],
  ];
  for (const [name, write] of parts) {
    const started = performance.now();
    await write();
    took[name] = (performance.now() - started) / 1000;
  }
  for (const t of ["rush_days", "rush_places", "rush_moves", "rush_grants"])
    await db.execute(sql.raw(`drop table ${t}`));
  if (!(await db.execute(sql`select 1 from reservations where user_id = ${LONG_MEMBER} limit 1`)).rows.length)
    throw new Error("the generator wrote no history for the long member");
  return took;
}
