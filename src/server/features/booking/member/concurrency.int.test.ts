import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppType, createApp } from "../../../app";
import { buildDeps } from "../../../bootstrap";
import { type Database, openPostgres } from "../../../db/client";
import { reservations } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { fixedClock } from "../../../platform/clock";
import { TEST_POOL_WAIT_MS } from "../../../test/db";
import { createTestApp, type TestApp } from "../../../test/factories";
import { gymSessions, quickMembers } from "../../../test/members";
import { send } from "../../../test/requests";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fixedClock("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const VALID_UNTIL = new Date("2025-12-31T21:59:59.999Z");

let t: TestApp;
let second: Database;
/** Two instances of the server over one database, each with its own connection pool. */
let instances: AppType[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ clock });
  second = openPostgres(t.database.url!, 10, undefined, TEST_POOL_WAIT_MS);
  const secret = (await t.deps.auth.$context).secret;
  const deps = buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret, clock });
  instances = [t.app, createApp(deps)];
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await t.close();
});

const book = (i: number, cookie: string, date: string, time: string) =>
  send(instances[i % 2]!, "/api/bookings", { date, time }, { headers: { cookie } });

async function codesOf(responses: Response[]): Promise<Record<string, number>> {
  const codes: Record<string, number> = {};
  for (const res of responses) {
    const code =
      res.status === 201 ? "BOOKED" : ((await res.json()) as { error: { code: string } }).error.code;
    codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
}

describe("bookings racing on two server instances", () => {
  it.skipIf(!onPostgres)(
    "200 members booking one slot of capacity 10 at once get exactly 10 places (PostgreSQL only: PGlite runs one transaction at a time, so nothing can race)",
    async () => {
      const members = await quickMembers(t.deps, 200, { sessions: 3, expiresAt: VALID_UNTIL });
      const responses = await Promise.all(members.map((m, i) => book(i, m.cookie, "2025-09-02", "18:00")));
      expect(await codesOf(responses)).toEqual({ BOOKED: 10, SLOT_FULL: 190 });
      const [{ n }] = (await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(and(eq(reservations.date, "2025-09-02"), eq(reservations.time, "18:00")))) as [{ n: number }];
      expect(n).toBe(10);
      const balances = await Promise.all(members.map((m) => gymSessions(t.database.db, m.id)));
      expect(balances.filter((b) => b === 2)).toHaveLength(10);
      expect(balances.filter((b) => b === 3)).toHaveLength(190);
      expect(await ledgerMismatches(t.database.db)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres)(
    "one member with one session firing 20 bookings for different days gets exactly one (PostgreSQL only: PGlite cannot race)",
    async () => {
      const [m] = await quickMembers(t.deps, 1, { sessions: 1, expiresAt: VALID_UNTIL });
      const days = ["08", "09", "10", "11", "12", "15", "16", "17", "18", "19", "22", "23", "24", "25", "26"]
        .map((d) => `2025-09-${d}`)
        .concat(["2025-09-29", "2025-09-30", "2025-10-01", "2025-10-02", "2025-10-03"]);
      expect(days).toHaveLength(20);
      const responses = await Promise.all(days.map((date, i) => book(i, m!.cookie, date, "10:00")));
      const codes = await codesOf(responses);
      expect(codes.BOOKED).toBe(1);
      expect(Object.keys(codes).sort()).toEqual(expect.arrayContaining(["BOOKED"]));
      for (const code of Object.keys(codes))
        expect(["BOOKED", "ACTIVE_RESERVATION_EXISTS", "NO_SESSIONS_LEFT"]).toContain(code);
      expect(await gymSessions(t.database.db, m!.id)).toBe(0);
      const mine = await t.database.db.select().from(reservations).where(eq(reservations.userId, m!.id));
      expect(mine).toHaveLength(1);
      expect(await ledgerMismatches(t.database.db)).toEqual([]);
    },
  );
});
