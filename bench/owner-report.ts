/**
 * npm run bench -- owner-report: the owner's report of one month (decision 030) on two databases
 * that differ only in history, as the attendance benchmark builds them (2,000 members, the same
 * 3,000 bookings in the month, two years of history filling one to 20,000 bookings and the other to
 * 200,000), with one approved package per ten bookings spread over the same years. The month's
 * report is timed on both in alternating rounds, in process. Last line:
 * `owner-report 200k/20k time ratio: R` (the report's cost should follow the period, not the history).
 */
import { sql } from "drizzle-orm";
import { addMonths, monthRange } from "../src/shared/domain/attendance";
import { studioToday } from "../src/shared/domain/schedule";
import type { OwnerReport } from "../src/shared/schemas/owner-report";
import { historyRounds, signInBenchAdmin, startWith } from "./attendance";
import type { BenchApp } from "./support/app";

const ROUNDS = 11;
const PER_ROUND = 10;

/** One approved package per ten bookings, approved on the bookings' dates, the month's included. */
async function seedApprovals(app: BenchApp) {
  await app.deps.database.db.execute(sql`
    insert into package_requests (user_id, package_name, kind, price_cents, sessions, months, status, approved_at)
    select r.user_id, 'Basic ' || (8 + (row_number() over ()) % 3 * 4), 'gym', 5000, 12, 1, 'approved',
      r.date::timestamptz + interval '10 hours'
    from reservations r where r.kind = 'member' and random() < 0.1`);
  await app.deps.database.db.execute(sql`analyze`);
}

export async function run() {
  const month = addMonths(studioToday(new Date(), "Europe/Athens").slice(0, 7), -1);
  const { first, last } = monthRange(month);
  const path = `/api/admin/report?from=${first}&to=${last}`;
  const small = await startWith(20_000, month);
  const large = await startWith(200_000, month);
  try {
    await seedApprovals(small);
    await seedApprovals(large);
    const sides = [
      { label: "20k", app: small, cookie: await signInBenchAdmin(small), ms: [] as number[] },
      { label: "200k", app: large, cookie: await signInBenchAdmin(large), ms: [] as number[] },
    ];
    for (const s of sides) {
      const body = (await (await s.app.fetch(path, { cookie: s.cookie })).json()) as OwnerReport;
      const bookings = body.occupancy.reduce((n, c) => n + c.bookings, 0);
      console.log(`${s.label}: ${bookings} bookings in ${month}, ${body.packagesSold.current} packages sold`);
    }
    const [a, b] = await historyRounds(sides, path, ROUNDS, PER_ROUND);
    console.log(`median per request: 20k ${a.toFixed(2)} ms, 200k ${b.toFixed(2)} ms`);
    console.log(`owner-report 200k/20k time ratio: ${(b / a).toFixed(2)}`);
  } finally {
    await small.stop();
    await large.stop();
  }
}
