import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppType, createApp } from "../../../app";
import { buildDeps } from "../../../bootstrap";
import type { Deps } from "../../../context";
import { type Database, openPostgres } from "../../../db/client";
import { creditLedger, emailOutbox, reservations, waitlistEntries } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { fixedClock } from "../../../platform/clock";
import { TEST_POOL_WAIT_MS } from "../../../test/db";
import { createTestApp, type TestApp } from "../../../test/factories";
import { gymSessions, quickMembers } from "../../../test/members";
import { send } from "../../../test/requests";
import { expireClosedWaitlists } from "./service";

/**
 * Ten cancellations at once on a full slot with fifty waiting (decision 018). On PostgreSQL two
 * server instances, each with its own connection pool, share one database and the cancellations
 * alternate between them; on PGlite (one connection, one transaction at a time) one instance runs
 * the same scenario.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fixedClock("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const VALID_UNTIL = new Date("2025-12-31T21:59:59.999Z");
const DATE = "2025-09-02";
const TIME = "18:00";

let t: TestApp;
let second: Database | undefined;
let instances: AppType[];
/** Each instance's dependencies, for the closing job run from both at once. */
let allDeps: Deps[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  instances = [t.app];
  allDeps = [t.deps];
  if (onPostgres) {
    second = openPostgres(t.database.url!, 10, undefined, TEST_POOL_WAIT_MS);
    const secret = (await t.deps.auth.$context).secret;
    const deps = buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret, clock });
    instances.push(createApp(deps));
    allDeps.push(deps);
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const on = (i: number) => instances[i % instances.length]!;

describe("a full slot's waitlist under concurrent cancellations", () => {
  it("ten cancellations at once promote exactly the first ten of fifty, in order, each spending one credit", async () => {
    const holders = await quickMembers(t.deps, 10, { sessions: 2, expiresAt: VALID_UNTIL });
    const waiters = await quickMembers(t.deps, 50, { sessions: 2, expiresAt: VALID_UNTIL });
    const bookingIds: string[] = [];
    for (const [i, h] of holders.entries()) {
      const res = await send(
        on(i),
        "/api/bookings",
        { date: DATE, time: TIME },
        { headers: { cookie: h.cookie } },
      );
      expect(res.status).toBe(201);
      bookingIds.push(((await res.json()) as { reservation: { id: string } }).reservation.id);
    }
    for (const [i, w] of waiters.entries()) {
      const res = await send(
        on(i),
        "/api/waitlist",
        { date: DATE, time: TIME },
        { headers: { cookie: w.cookie } },
      );
      expect(res.status).toBe(201);
      expect(((await res.json()) as { place: { position: number } }).place.position).toBe(i + 1);
    }

    const cancelled = await Promise.all(
      holders.map((h, i) =>
        send(on(i), `/api/bookings/${bookingIds[i]}`, undefined, {
          method: "DELETE",
          headers: { cookie: h.cookie },
        }),
      ),
    );
    expect(cancelled.map((r) => r.status)).toEqual(Array(10).fill(200));

    const db = t.database.db;
    const inSlot = await db
      .select({ userId: reservations.userId })
      .from(reservations)
      .where(and(eq(reservations.date, DATE), eq(reservations.time, TIME)));
    expect(inSlot).toHaveLength(10);
    const promotedIds = waiters.slice(0, 10).map((w) => w.id);
    expect(inSlot.map((r) => r.userId).sort()).toEqual([...promotedIds].sort());

    const entries = await db
      .select({ userId: waitlistEntries.userId, state: waitlistEntries.state })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.date, DATE))
      .orderBy(asc(waitlistEntries.seq));
    expect(entries.map((e) => e.state)).toEqual([
      ...Array(10).fill("promoted"),
      ...Array(40).fill("waiting"),
    ]);
    expect(entries.slice(0, 10).map((e) => e.userId)).toEqual(promotedIds);

    const balances = await Promise.all(waiters.map((w) => gymSessions(db, w.id)));
    expect(balances).toEqual([...Array(10).fill(1), ...Array(40).fill(2)]);
    for (const h of holders) expect(await gymSessions(db, h.id)).toBe(2);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, "booking"), sql`${creditLedger.userId} in ${promotedIds}`))) as [
      { n: number },
    ];
    expect(n).toBe(10);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "bookingPromoted"));
    expect(mails).toHaveLength(10);
    expect(await ledgerMismatches(db)).toEqual([]);
  }, 120_000);

  it("the closing job run by both instances at once expires each of the forty left once, with one e-mail each", async () => {
    clock.set("2025-09-02T14:45:00Z"); // 17:45 in Athens: the 18:00 slot's booking cutoff
    const counts = await Promise.all([...allDeps, ...allDeps].map((deps) => expireClosedWaitlists(deps, 7)));
    let total = counts.reduce((a, b) => a + b, 0);
    while (total < 40) {
      const more = await expireClosedWaitlists(t.deps, 7);
      if (more === 0) break;
      total += more;
    }
    expect(total).toBe(40);
    const db = t.database.db;
    const states = await db
      .select({ state: waitlistEntries.state, n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.date, DATE))
      .groupBy(waitlistEntries.state);
    expect(Object.fromEntries(states.map((r) => [r.state, r.n]))).toEqual({ promoted: 10, expired: 40 });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "waitlistExpired"));
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(40);
  }, 60_000);
});
