import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeps } from "../../../bootstrap";
import type { Deps } from "../../../context";
import { type Database, openPostgres } from "../../../db/client";
import { creditLedger, emailOutbox, reservations, standingBookings } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { fixedClock } from "../../../platform/clock";
import { TEST_POOL_WAIT_MS } from "../../../test/db";
import { createTestApp, type TestApp } from "../../../test/factories";
import { quickMembers } from "../../../test/members";
import { bookAhead } from "./occurrence";

/**
 * The standing job run by two instances at once (decision 037): on PostgreSQL two sets of
 * dependencies with their own pools share one database; on PGlite (one connection) the two rounds
 * interleave on one. Twenty series on one slot of ten places: each week is handled once, the slot
 * never overfills, no credit is spent twice, and every member not booked is told once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fixedClock("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const VALID_UNTIL = new Date("2025-12-31T21:59:59.999Z");

let t: TestApp;
let second: Database | undefined;
let allDeps: Deps[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  allDeps = [t.deps];
  if (onPostgres) {
    second = openPostgres(t.database.url!, 10, undefined, TEST_POOL_WAIT_MS);
    const secret = (await t.deps.auth.$context).secret;
    allDeps.push(
      buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret, clock }),
    );
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe("the standing job on two instances at once", () => {
  it("books each week once, never past the slot's places, and tells each member not booked once", async () => {
    const members = await quickMembers(t.deps, 20, { sessions: 5, expiresAt: VALID_UNTIL });
    await t.database.db.insert(standingBookings).values(
      members.map((m) => ({
        userId: m.id,
        schedule: "gym",
        weekday: 2,
        time: "18:00",
        startsOn: "2025-09-02",
        until: "2025-09-30",
      })),
    );
    const runs = [0, 1, 2, 3].map((i) => bookAhead(allDeps[i % allDeps.length]!));
    await Promise.all(runs);
    await bookAhead(t.deps);

    const db = t.database.db;
    const perDate = await db
      .select({ date: reservations.date, n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(isNotNull(reservations.standingId))
      .groupBy(reservations.date)
      .orderBy(reservations.date);
    // The horizon (14 days) reaches two Tuesdays; each slot holds the studio's ten places.
    expect(perDate).toEqual([
      { date: "2025-09-02", n: 10 },
      { date: "2025-09-09", n: 10 },
    ]);
    const bookings = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, "booking")));
    expect(bookings[0]!.n).toBe(20);
    // From the outbox: each instance queues with its own mailer.
    const skipped = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "standingSkipped"));
    expect(skipped).toHaveLength(20);
    expect(new Set(skipped.map((m) => `${m.toAddress} ${m.textBody}`)).size).toBe(20);
    const handled = await db.select({ through: standingBookings.bookedThrough }).from(standingBookings);
    expect(handled.every((h) => h.through === "2025-09-09" || h.through === "2025-09-15")).toBe(true);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
