/**
 * The rush benchmark's studio at full size, written through the real schema before the servers
 * start (npm run bench -- rush; decision 046). Built in a few large INSERT … SELECT generate_series
 * statements on one connection (`withConnection`: the generator's temporary tables live there), on
 * PostgreSQL or on the embedded database alike, in under two minutes (the run prints how long it
 * took and the CPU time it used: a crowded machine stretches the first, not the second):
 *
 * - 3,000 members (`rush-<i>`, Greek names, a fifth in English) holding one, two or three kinds of
 *   credit by the last digit of their index (gym, Reformer Pilates, Yoga, group classes;
 *   rush-plan.ts), joined over three years, with a mix of balances (none to a few dozen) and
 *   expiries (to come, passed, none); an owner (signed in through the API with a password), a
 *   front desk, a new member.
 * - Six schedules: the gym's hours (10 places a slot), a second room (hours, 8 places), Reformer
 *   Pilates with numbered places, Yoga, Barre and Spin (classes of 12, Monday to Saturday), at two
 *   locations: Yoga and Spin at Kifisia, where half the Yoga packages are valid only (rush-locations.ts).
 * - Three years of history (rush-history.ts): about 250,000 bookings (280 a weekday, 200 a
 *   Saturday, none on a closure; one past weekday with 400 and one with 40 for the desk's day
 *   table), marked attended or no-show (the session forfeited, as the studio's rule says), about
 *   25,000 cancellations, 12,000 waitlist places with their events, 300 standing series (150
 *   running, booked two weeks ahead), the ledger of every credit (a package of 10 before every
 *   tenth spend, the current package last) with the package requests it came from, and balances
 *   equal to their ledgers; 200,000 activity entries over two years (inside the activity log's
 *   retention, so its job deletes none); a year of campaigns (24, each to every member, sent).
 * - Session rows for the members the load signs in as (their cookies signed as Better Auth signs
 *   them, `sessionCookie`: 350 sign-ins through the API would spend most of the budget hashing
 *   passwords and meet the per-address sign-in limit).
 *
 * The rows satisfy the schema's constraints (the inserts, and the indexes and foreign keys made
 * again after them, `withoutIndexes`, would fail otherwise) and the ledger equals the balances
 * (`ledgerMismatches`, checked after the rush).
 */
import { sql } from "drizzle-orm";
import { ensureFirstAdmin } from "../../src/server/auth/admins";
import type { Deps } from "../../src/server/context";
import type { Database, Db } from "../../src/server/db/client";
import { sessionCookie } from "../../src/server/test/members";
import { cpuSeconds } from "./cpu";
import { writeHistory } from "./rush-history";
import { scopeSecondLocationPackages, writeSecondLocation } from "./rush-locations";
import {
  bookersOf,
  DESK,
  LONG_MEMBER,
  MEMBERS,
  NEW_MEMBER,
  OWNER,
  RUSH_CLASSES,
  type RushDates,
  readerIds,
} from "./rush-plan";

const FIRST = [
  "Μαρία",
  "Γιώργος",
  "Ελένη",
  "Νίκος",
  "Κατερίνα",
  "Δημήτρης",
  "Σοφία",
  "Ιωάννης",
  "Άννα",
  "Χρήστος",
];
const LAST = ["Παπαδοπούλου", "Αντωνίου", "Ζερβού", "Οικονόμου", "Καραγιάννη", "Λαμπράκη", "Ρήγα", "Σταύρου"];
const array = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(", ")}]`);

/** The class timetable: Monday to Saturday, 12 places, Reformer's numbered. */
const CLASSES: [schedule: string, times: string[], minutes: number][] = [
  ["pilates", ["09:00", "10:00", "17:00", "18:00", "19:00"], 50],
  ["yoga", ["09:00", "18:00", "20:00"], 60],
  ["barre", ["11:00", "19:00"], 45],
  ["spin", ["08:00", "18:00", "20:00"], 45],
];

/** The members the load signs in as, with their cookies, and the staff. */
export type StudioPeople = {
  cookies: Map<string, string>;
  ownerId: string;
  /** Each booker's balance of the kind its class spends, before the rush. */
  balancesBefore: Map<string, number>;
  /** Seconds each part of the generator took; `cpu`: the CPU seconds it used (this process's and a local PostgreSQL backend's). */
  took: Record<string, number>;
};

async function writeSchedules(db: Db) {
  await db.execute(sql`
    insert into credit_kinds (key, name_gr, name_en, position)
    values ('yoga', 'Yoga', 'Yoga', 2), ('group', 'Ομαδικά', 'Group classes', 3) on conflict do nothing`);
  await db.execute(
    sql`update schedules set numbered_places = true, name_en = 'Reformer Pilates' where key = 'pilates'`,
  );
  await db.execute(sql`
    insert into schedules (key, name_gr, name_en, timetable, credit_kind, position, default_capacity)
    values ('studio-b', 'Αίθουσα 2', 'Studio 2', 'hours', 'gym', 2, 8),
      ('yoga', 'Yoga', 'Yoga', 'classes', 'yoga', 3, null),
      ('barre', 'Barre', 'Barre', 'classes', 'group', 4, null),
      ('spin', 'Spin', 'Spin', 'classes', 'group', 5, null)`);
  // The studio's own timetable in place of the seeded first week.
  await db.execute(sql`delete from classes`);
  const rows = CLASSES.flatMap(([s, times, minutes]) => times.map((t) => `('${s}', '${t}', ${minutes})`));
  await db.execute(sql`
    insert into classes (schedule, weekday, start_time, minutes, capacity)
    select c.schedule, w, c.t, c.minutes, 12
    from (values ${sql.raw(rows.join(", "))}) c(schedule, t, minutes), generate_series(1, 6) w`);
}

async function writeMembers(db: Db, now: Date) {
  const at = now.toISOString();
  await db.execute(sql`
    insert into "user" (id, email, name, first_name, last_name, email_verified, language, created_at, updated_at)
    select 'rush-' || i, 'member' || i || '@rush.kinisi.test', n.f || ' ' || n.l, n.f, n.l, true,
      case when i % 5 = 0 then 'en' else 'gr' end, j.at, j.at
    from generate_series(0, ${MEMBERS - 1}) i
    cross join lateral (select (${array(FIRST)})[1 + i % 10] as f, (${array(LAST)})[1 + (i / 10) % 8] as l) n
    cross join lateral (select ${at}::timestamptz - ((i * 37) % 1095) * interval '1 day' as at) j`);
  await db.execute(sql`
    insert into member_accounts (user_id, active_package_name, package_purchased_at, phone)
    select 'rush-' || i, 'Πακέτο ' || (8 + i % 3 * 4), ${at}::timestamptz - (i % 25 + 1) * interval '1 day',
      '69' || lpad(i::text, 8, '0')
    from generate_series(0, ${MEMBERS - 1}) i`);
  await db.execute(sql`
    insert into account_states (user_id, last_sign_in_at)
    select 'rush-' || i, ${at}::timestamptz - (i % 40) * interval '1 day' from generate_series(0, ${MEMBERS - 1}) i`);
  await db.execute(sql`
    insert into "user" (id, email, name, first_name, last_name, email_verified, role)
    values (${DESK}, 'desk@rush.kinisi.test', 'Ρεσεψιόν Ένα', 'Ρεσεψιόν', 'Ένα', true, 'desk'),
      (${NEW_MEMBER}, 'new@rush.kinisi.test', 'Νέο Μέλος', 'Νέο', 'Μέλος', true, 'user')`);
  await db.execute(sql`insert into member_accounts (user_id) values (${NEW_MEMBER})`);
}

/**
 * Writes the studio into a migrated, seeded database (see the top of this file); answers the
 * cookies of the members the load signs in as and the bookers' balances before the rush.
 */
export async function generateStudio(
  database: Database,
  deps: Deps,
  o: { dates: RushDates; activity: number; now: Date; localBackend: boolean },
): Promise<StudioPeople> {
  const db = database.db;
  await ensureFirstAdmin(db, deps.auth, OWNER.email, OWNER.password);
  const owner = await db.execute<{ id: string }>(sql`select id from "user" where email = ${OWNER.email}`);
  const ownerId = owner.rows[0]!.id;
  const took = await database.withConnection(async (c) => {
    // The PostgreSQL backend doing the work, when it runs on this machine: its CPU time is the generator's.
    const backend = o.localBackend
      ? Number((await c.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid)
      : null;
    const cpuBefore = (backend && cpuSeconds(backend)) ?? 0;
    const ownBefore = process.cpuUsage();
    await writeSchedules(c);
    await writeSecondLocation(c);
    await writeMembers(c, o.now);
    const bulk = performance.now();
    const parts = await withoutIndexes(c, BULK_TABLES, async () => {
      const took = await writeHistory(c, { dates: o.dates, now: o.now, ownerId, tz: deps.zone() });
      const started = performance.now();
      await writeActivity(c, { from: 0, count: o.activity, now: o.now, ownerId });
      took.activity = (performance.now() - started) / 1000;
      return took;
    });
    parts.indexes = (performance.now() - bulk) / 1000 - Object.values(parts).reduce((a, b) => a + b, 0);
    await scopeSecondLocationPackages(c);
    const started = performance.now();
    await c.execute(sql`analyze`);
    parts.analyze = (performance.now() - started) / 1000;
    const own = process.cpuUsage(ownBefore);
    parts.cpu = (own.user + own.system) / 1e6 + ((backend && cpuSeconds(backend)) ?? 0) - cpuBefore;
    return parts;
  });
  const cookies = new Map<string, string>();
  const bookers = RUSH_CLASSES.flatMap((_, c) => bookersOf(c).map((i) => `rush-${i}`));
  for (const id of [...bookers, ...readerIds(), LONG_MEMBER, NEW_MEMBER, DESK])
    cookies.set(id, await sessionCookie(deps.auth, db, id));
  const balancesBefore = new Map<string, number>();
  for (const [c, cls] of RUSH_CLASSES.entries()) {
    const ids = bookersOf(c).map((i) => `rush-${i}`);
    const rows = await db.execute<{ user_id: string; sessions: number }>(sql`
      select user_id, sessions from member_credits
      where kind = ${cls.kind} and user_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const r of rows.rows) balancesBefore.set(r.user_id, Number(r.sessions));
  }
  return { cookies, ownerId, balancesBefore, took };
}

/**
 * Members added after the rush to time the members search over ten times as many: the same
 * names, a third holding gym credits to come (each with its ledger row).
 */
export async function addMembers(db: Db, from: number, count: number, now: Date) {
  const at = now.toISOString();
  const to = from + count - 1;
  await db.execute(sql`
    insert into "user" (id, email, name, first_name, last_name, email_verified, created_at, updated_at)
    select 'rush-' || i, 'member' || i || '@rush.kinisi.test', n.f || ' ' || n.l, n.f, n.l, true, ${at}, ${at}
    from generate_series(${from}::int, ${to}::int) i
    cross join lateral (select (${array(FIRST)})[1 + i % 10] as f, (${array(LAST)})[1 + (i / 10) % 8] as l) n`);
  await db.execute(sql`
    insert into member_accounts (user_id) select 'rush-' || i from generate_series(${from}::int, ${to}::int) i`);
  await db.execute(sql`
    insert into member_credits (user_id, kind, sessions, expires_at)
    select 'rush-' || i, 'gym', 8, ${at}::timestamptz + interval '30 days'
    from generate_series(${from}::int, ${to}::int) i where i % 3 = 0`);
  await db.execute(sql`
    insert into credit_ledger (user_id, kind, delta, balance_after, reason)
    select 'rush-' || i, 'gym', 8, 8, 'package_approved' from generate_series(${from}::int, ${to}::int) i where i % 3 = 0`);
  await db.execute(sql`analyze`);
}

/** The tables the generator fills with most rows. */
export const BULK_TABLES = [
  "reservations",
  "cancellations",
  "credit_ledger",
  "package_requests",
  "activity_log",
  "mass_mail_recipients",
];

/**
 * Runs `fn` with the secondary indexes and foreign keys of `tables` dropped, then makes them again
 * from their own definitions, as PostgreSQL's "Populating a Database" advises: an index built over
 * the rows once is several times faster than one grown a row at a time, and a foreign key added
 * back checks every row in one join instead of a trigger a row. The unique indexes and foreign keys
 * still check every row as they are made (the load fails otherwise); primary keys, unique columns
 * and checks stay in place throughout.
 */
export async function withoutIndexes<T>(db: Db, tables: string[], fn: () => Promise<T>): Promise<T> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await db.execute<{ name: string; def: string }>(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${list})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const keys = await db.execute<{ name: string; tbl: string; def: string }>(sql`
    select c.conname as name, t.relname as tbl, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.contype = 'f' and t.relname in (${list})`);
  for (const k of keys.rows) await db.execute(sql.raw(`alter table "${k.tbl}" drop constraint "${k.name}"`));
  for (const r of indexes.rows) await db.execute(sql.raw(`drop index "${r.name}"`));
  const result = await fn();
  for (const r of indexes.rows) await db.execute(sql.raw(r.def));
  for (const k of keys.rows)
    await db.execute(sql.raw(`alter table "${k.tbl}" add constraint "${k.name}" ${k.def}`));
  return result;
}

const KINDS = [
  "booking",
  "cancellation",
  "check_in",
  "credits",
  "package_request",
  "balances",
  "mass_mail",
  "export",
];
/** The whole log's span: two years, inside the activity log's retention (the studio's rule, 730 days). */
const ACTIVITY_TOTAL = 200_000;

/**
 * Entries `from` to `from + count - 1` of the activity log: each entry's place in the two years is
 * a permutation of its number, so the first 2,000 are spread over the same years as all 200,000.
 */
export async function writeActivity(db: Db, o: { from: number; count: number; now: Date; ownerId: string }) {
  const iso = o.now.toISOString();
  if (o.count <= 0) return;
  await db.execute(sql`
    insert into activity_log (at, actor_id, actor_name, member_id, member_name, kind, details)
    select ${iso}::timestamptz - ((k * 7919) % ${ACTIVITY_TOTAL}) * (interval '700 days' / ${ACTIVITY_TOTAL}),
      case when k % 3 = 0 then ${o.ownerId} else ${DESK} end,
      case when k % 3 = 0 then 'Studio Admin' else 'Ρεσεψιόν Ένα' end,
      u.id, u.name, (${sql.raw(`array[${KINDS.map((k) => `'${k}'`).join(",")}]`)})[1 + k % ${KINDS.length}],
      jsonb_build_object('before', k % 12, 'after', k % 12 + 1)
    from generate_series(${o.from}::int, ${o.from + o.count - 1}::int) k
    join "user" u on u.id = 'rush-' || ((k * 7) % ${MEMBERS})`);
}
