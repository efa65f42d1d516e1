/**
 * npm run bench -- attendance: the same month's statistics on two databases that differ only in
 * history. Each holds 2,000 members and the same measured month (3,000 bookings, 300 cancellations,
 * 100 no-shows); the rest of two years of bookings fills one to 20,000 and the other to 200,000
 * (with cancellations and no-shows in the same proportions). The month's request is timed on both
 * in alternating rounds, in process. Last line: `attendance 200k/20k time ratio: R` (median time of
 * the large history over the small one; the month's cost should not grow with history).
 */
import { sql } from "drizzle-orm";
import { ensureFirstAdmin } from "../src/server/auth/admins";
import type { Db } from "../src/server/db/client";
import { addMonths, monthRange } from "../src/shared/domain/attendance";
import { addDays, daysBetween, studioToday } from "../src/shared/domain/schedule";
import type { AttendanceStats } from "../src/shared/schemas/attendance";
import { type BenchApp, startBenchApp } from "./support/app";
import { breakdown } from "./support/breakdown";

const MEMBERS = 2000;
const MONTH_BOOKINGS = 3000;
const ROUNDS = 15;
const PER_ROUND = 20;
const ADMIN = { email: "bench-admin@kinisi.local", password: "bench-admin-password" };

/** 2,000 members; two in three hold a valid package, the rest a few sessions or nothing. */
async function seedMembers(db: Db, now: Date) {
  const valid = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into "user" (id, email, name, first_name, last_name, email_verified)
    select 'bench-' || i, 'member' || i || '@bench.kinisi.test', 'Μέλος ' || i, 'Μέλος', i::text, true
    from generate_series(0, ${MEMBERS - 1}) i`);
  await db.execute(sql`
    insert into member_accounts (user_id) select 'bench-' || i from generate_series(0, ${MEMBERS - 1}) i`);
  await db.execute(sql`
    insert into member_credits (user_id, kind, sessions, expires_at)
    select 'bench-' || i, 'gym', 0, ${valid}::timestamptz
    from generate_series(0, ${MEMBERS - 1}) i where i % 3 <> 0`);
}

/**
 * `count` bookings of member `k % 2000` on day `first + (k % 2000 + step * floor(k / 2000)) % days`
 * (one per member per date), every 20th a no-show and every 10th also written as a cancellation, in turns for each member.
 */
async function seedBookings(db: Db, o: { count: number; first: string; days: number; step: number }) {
  const member = sql.raw("(k % 2000)");
  const date = sql`(${o.first}::date + ((k % 2000 + ${o.step} * (k / 2000)) % ${o.days})::int)`;
  const time = sql.raw("lpad((8 + k % 13)::text, 2, '0') || ':00'");
  await db.execute(sql`
    insert into reservations (kind, user_id, name, email, date, time, attendance)
    select 'member', 'bench-' || ${member}, 'Μέλος', 'member' || ${member} || '@bench.kinisi.test', ${date}, ${time},
      case when (k + k / 2000) % 20 = 7 then 'no_show' end
    from generate_series(0, ${o.count - 1}) k`);
  await db.execute(sql`
    insert into cancellations (reservation_id, user_id, name, email, date, time, cancelled_at,
      server_time_at_cancellation, reservation_time_calculated, time_difference_minutes,
      session_will_be_restored, cancellation_reason)
    select gen_random_uuid(), 'bench-' || ${member}, 'Μέλος', 'm@bench.kinisi.test', ${date}, ${time}, now(), now(), now(),
      120, true, 'VALID_CANCELLATION'
    from generate_series(0, ${o.count - 1}) k where (k + k / 2000) % 10 = 3`);
}

/** The benchmark admin signed in: the Cookie header (the owner-report benchmark signs in the same way). */
export async function signInBenchAdmin(app: BenchApp): Promise<string> {
  const res = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function startWith(total: number, month: string) {
  return startBenchApp({
    prepare: async (deps) => {
      const db = deps.database.db;
      const started = Date.now();
      await ensureFirstAdmin(db, deps.auth, ADMIN.email, ADMIN.password);
      await seedMembers(db, deps.clock.now());
      const { first, last } = monthRange(month);
      await seedBookings(db, { count: MONTH_BOOKINGS, first, days: daysBetween(first, last) + 1, step: 11 });
      // Two years of history before the month.
      const historyDays = 730 - 31;
      await seedBookings(db, {
        count: total - MONTH_BOOKINGS,
        first: addDays(first, -historyDays),
        days: historyDays,
        step: 1,
      });
      await db.execute(sql`analyze`);
      const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from reservations`);
      console.log(
        `seeded ${n.rows[0]!.n} bookings (${MONTH_BOOKINGS} in ${month}) for ${MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  });
}

type Side = { label: string; app: BenchApp; cookie: string; ms: number[] };

/**
 * The request timed on both databases in alternating rounds of `perRound` (the owner-report
 * benchmark times its own the same way); answers the median per request of each side.
 */
export async function historyRounds(sides: Side[], path: string, rounds: number, perRound: number) {
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? sides : [...sides].reverse();
    for (const s of order) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) {
        const res = await s.app.fetch(path, { cookie: s.cookie });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${s.label} answered ${res.status}`);
      }
      s.ms.push((performance.now() - started) / perRound);
    }
    console.log(
      `  round ${r + 1}: 20k ${sides[0]!.ms.at(-1)!.toFixed(2)} ms, 200k ${sides[1]!.ms.at(-1)!.toFixed(2)} ms`,
    );
  }
  return sides.map((s) => median(s.ms)) as [number, number];
}

export async function run() {
  // The last whole month: every slot of it has passed.
  const month = addMonths(studioToday(new Date(), "Europe/Athens").slice(0, 7), -1);
  const path = `/api/admin/attendance?month=${month}`;
  const small = await startWith(20_000, month);
  const large = await startWith(200_000, month);
  try {
    const sides = [
      { label: "20k", app: small, cookie: await signInBenchAdmin(small), ms: [] as number[] },
      { label: "200k", app: large, cookie: await signInBenchAdmin(large), ms: [] as number[] },
    ];
    // The month's figures are the same on both; only a last visit before the month may differ.
    const answers = await Promise.all(
      sides.map(async (s) => {
        const body = (await (await s.app.fetch(path, { cookie: s.cookie })).json()) as AttendanceStats;
        return JSON.stringify([body.summary, body.statuses, body.days, body.members.map((m) => m.visits)]);
      }),
    );
    if (answers[0] !== answers[1]) throw new Error("the two databases answer the month differently");
    console.log(`the month's summary (same on both): ${JSON.stringify(JSON.parse(answers[0]!)[0])}`);

    console.log("where a request's time goes (one after another, in process):");
    for (const s of sides)
      await breakdown(`${s.label} history`, s.app.probe, () => s.app.fetch(path, { cookie: s.cookie }), 50);

    const [a, b] = await historyRounds(sides, path, ROUNDS, PER_ROUND);
    console.log(`median per request: 20k ${a.toFixed(2)} ms, 200k ${b.toFixed(2)} ms`);
    console.log(`attendance 200k/20k time ratio: ${(b / a).toFixed(2)}`);
  } finally {
    await small.stop();
    await large.stop();
  }
}
