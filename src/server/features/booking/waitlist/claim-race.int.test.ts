import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppType, createApp } from "../../../app";
import { setRoleByEmail } from "../../../auth/admins";
import { buildDeps } from "../../../bootstrap";
import { type Database, openPostgres } from "../../../db/client";
import { creditLedger, reservations, waitlistEntries } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { fixedClock } from "../../../platform/clock";
import { TEST_POOL_WAIT_MS } from "../../../test/db";
import { createTestApp, type TestApp } from "../../../test/factories";
import { gymSessions, quickMembers } from "../../../test/members";
import { errorOf, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

/**
 * Fifty members claim one late-window place at once (decision 018). On PostgreSQL two
 * server instances, each with its own pool, share one database and the claims alternate between
 * them; on PGlite one instance runs the same scenario. Exactly one booking, one session spent
 * (balance and ledger agree), forty-nine told WAITLIST_OFFER_TAKEN and still in line.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = fixedClock("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const VALID_UNTIL = new Date("2025-12-31T21:59:59.999Z");
const DATE = "2025-09-01";
const TIME = "12:00";

let t: TestApp;
let second: Database | undefined;
let instances: AppType[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  instances = [t.app];
  if (onPostgres) {
    second = openPostgres(t.database.url!, 10, undefined, TEST_POOL_WAIT_MS);
    const secret = (await t.deps.auth.$context).secret;
    const deps = buildDeps({ config: t.deps.config, database: second, logger: t.deps.logger, secret, clock });
    instances.push(createApp(deps));
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const on = (i: number) => instances[i % instances.length]!;
const as = (cookie: string) => ({ headers: { cookie } });

describe("the late window's first-to-claim", () => {
  it("fifty claims of one place on two instances make exactly one booking and spend one session", async () => {
    const [owner] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "owner" });
    await setRoleByEmail(t.database.db, owner!.email, "owner");
    expect((await setRules(t, owner!.cookie, { lateWindowHours: 6 })).status).toBe(200);
    const capacity = await send(
      t.app,
      `/api/admin/slot-capacity/${DATE}`,
      { capacity: 1 },
      {
        method: "PUT",
        ...as(owner!.cookie),
      },
    );
    expect(capacity.status).toBe(200);
    const [holder] = await quickMembers(t.deps, 1, { sessions: 2, expiresAt: VALID_UNTIL });
    const booked = await send(t.app, "/api/bookings", { date: DATE, time: TIME }, as(holder!.cookie));
    expect(booked.status).toBe(201);
    const bookingId = ((await booked.json()) as { reservation: { id: string } }).reservation.id;
    const waiters = await quickMembers(t.deps, 50, { sessions: 2, expiresAt: VALID_UNTIL });
    const places: string[] = [];
    for (const [i, w] of waiters.entries()) {
      const res = await send(on(i), "/api/waitlist", { date: DATE, time: TIME }, as(w.cookie));
      expect(res.status).toBe(201);
      places.push(((await res.json()) as { place: { id: string } }).place.id);
    }
    const cancelled = await send(t.app, `/api/bookings/${bookingId}`, undefined, {
      method: "DELETE",
      ...as(holder!.cookie),
    });
    expect(cancelled.status).toBe(200);

    const answers = await Promise.all(
      waiters.map((w, i) =>
        send(on(i), `/api/waitlist/${places[i]}/claim`, undefined, { method: "POST", ...as(w.cookie) }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.status === 409))
      expect((await errorOf(r)).code).toBe("WAITLIST_OFFER_TAKEN");

    const db = t.database.db;
    const winner = waiters[statuses.indexOf(201)]!;
    const inSlot = await db
      .select({ userId: reservations.userId })
      .from(reservations)
      .where(and(eq(reservations.date, DATE), eq(reservations.time, TIME)));
    expect(inSlot).toEqual([{ userId: winner.id }]);
    const spent = await db
      .select({ userId: creditLedger.userId, n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.reason, "booking"), sql`${creditLedger.userId} in ${waiters.map((w) => w.id)}`),
      )
      .groupBy(creditLedger.userId);
    expect(spent).toEqual([{ userId: winner.id, n: 1 }]);
    const balances = await Promise.all(waiters.map((w) => gymSessions(db, w.id)));
    expect(balances.filter((b) => b === 1)).toHaveLength(1);
    expect(balances.filter((b) => b === 2)).toHaveLength(49);
    const states = await db
      .select({ state: waitlistEntries.state, n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.date, DATE))
      .groupBy(waitlistEntries.state);
    expect(Object.fromEntries(states.map((s) => [s.state, s.n]))).toEqual({ promoted: 1, waiting: 49 });
    expect(await ledgerMismatches(db)).toEqual([]);
  }, 120_000);
});
