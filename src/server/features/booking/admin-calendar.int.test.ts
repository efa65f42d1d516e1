import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionsCheck } from "../../../shared/schemas/booking";
import { memberAccounts, reservations, user } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { ledgerMismatches } from "../../lib/credits";
import { createTestApp, type TestApp } from "../../test/factories";
import { gymSessions, type QuickMember, quickMembers } from "../../test/members";
import { errorOf } from "../../test/requests";
import { bookingApi } from "./test-api";

const START = "2025-09-01T06:00:00Z"; // Monday 09:00 in Athens
const clock = fixedClock(START);
const VALID_UNTIL = new Date("2025-10-01T20:59:59.999Z");

let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: QuickMember;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = bookingApi(t.app);
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "admin" });
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin!.id));
});
afterAll(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  await t.close();
});

const member = async (sessions = 5, expiresAt: Date | null = VALID_UNTIL) =>
  (await quickMembers(t.deps, 1, { sessions, expiresAt }))[0]!;
const adminBook = async (body: { email: string; name?: string; date: string; time: string }) => {
  const res = await api.admin.book(admin.cookie, body);
  return {
    res,
    body: (await res.clone().json()) as {
      reservation: { id: string };
      kind: string;
      sessions: number | null;
    },
  };
};

describe("the session check", () => {
  it("shows sessions before and now with a status, and warns of bookings without sessions and ledger mismatches", async () => {
    clock.set(START);
    const m = await member(4);
    await api.book(m.cookie, { date: "2025-09-10", time: "10:00" });
    await t.database.db.insert(reservations).values({
      kind: "member",
      userId: (await member(0)).id,
      name: "Legacy",
      email: "legacy@example.com",
      date: "2025-09-10",
      time: "11:00",
      sessionsBeforeBooking: 0,
    });
    await adminBook({ email: "guest4@example.com", date: "2025-09-10", time: "12:00" });
    const drifted = await member(3);
    await t.database.db
      .update(memberAccounts)
      .set({ gymSessions: 9 })
      .where(eq(memberAccounts.userId, drifted.id));
    const check = (await (await api.admin.sessionsCheck(admin.cookie, "2025-09-10")).json()) as SessionsCheck;
    expect(check.rows.map((r) => [r.time, r.sessionsBefore, r.activeSessions, r.status])).toEqual([
      ["10:00", 4, 3, "ok"],
      ["11:00", 0, 0, "noSessions"],
      ["12:00", null, null, "guest"],
    ]);
    expect(check.warnings).toEqual([
      { kind: "bookedWithoutSessions", name: "Legacy", email: "legacy@example.com", time: "11:00" },
      { kind: "ledgerMismatch", name: drifted.name, email: drifted.email, time: null },
    ]);
    await t.database.db
      .update(memberAccounts)
      .set({ gymSessions: 3 })
      .where(eq(memberAccounts.userId, drifted.id));
  });
});

describe("capacity overrides, closures and mass fills", () => {
  it("sets, reads and clears a capacity, refusing what is not an integer ≥ 0", async () => {
    expect(await (await api.admin.setCapacity(admin.cookie, "2025-09-22", 6)).json()).toEqual({
      date: "2025-09-22",
      capacity: 6,
    });
    expect(await (await api.admin.capacity(admin.cookie, "2025-09-22")).json()).toEqual({
      date: "2025-09-22",
      capacity: 6,
    });
    expect((await api.admin.setCapacity(admin.cookie, "2025-09-22", -1)).status).toBe(400);
    expect((await api.admin.setCapacity(admin.cookie, "2025-09-22", 2.5)).status).toBe(400);
    expect((await api.admin.setCapacity(admin.cookie, "2025-13-01", 2)).status).toBe(400);
    await api.admin.clearCapacity(admin.cookie, "2025-09-22");
    expect(await (await api.admin.capacity(admin.cookie, "2025-09-22")).json()).toEqual({
      date: "2025-09-22",
      capacity: null,
    });
  });

  it("adds and removes closures, refusing a range that ends before it starts", async () => {
    expect(
      (await api.admin.addClosure(admin.cookie, { startDate: "2025-12-31", endDate: "2025-12-24" })).status,
    ).toBe(400);
    const added = (await (
      await api.admin.addClosure(admin.cookie, {
        startDate: "2025-12-24",
        endDate: "2025-12-31",
        note: "Χριστούγεννα",
      })
    ).json()) as { id: string };
    const list = (await (await api.admin.closures(admin.cookie)).json()) as { id: string; note: string }[];
    expect(list).toContainEqual({
      id: added.id,
      startDate: "2025-12-24",
      endDate: "2025-12-31",
      note: "Χριστούγεννα",
    });
    expect((await api.admin.removeClosure(admin.cookie, added.id)).status).toBe(204);
    expect((await errorOf(await api.admin.removeClosure(admin.cookie, added.id))).code).toBe(
      "CLOSURE_NOT_FOUND",
    );
  });

  it("fills every slot of a range's open days, lists the fill and undoes it", async () => {
    await api.admin.setCapacity(admin.cookie, "2025-09-24", 0);
    // Tue 23 (14 slots), Wed 24 closed, Thu 25, Fri 26 (14 each), Sat 27 (8), Sun 28 none.
    const fill = (await (
      await api.admin.block(admin.cookie, { startDate: "2025-09-23", endDate: "2025-09-28" })
    ).json()) as {
      batchId: string;
      slots: number;
    };
    expect(fill.slots).toBe(50);
    const batches = (await (await api.admin.blocks(admin.cookie)).json()) as {
      batchId: string;
      startDate: string;
      endDate: string;
    }[];
    expect(batches).toContainEqual({
      batchId: fill.batchId,
      startDate: "2025-09-23",
      endDate: "2025-09-27",
      slots: 50,
    });
    expect(
      ((await (await api.admin.reservations(admin.cookie, "2025-09-23")).json()) as { blockedSlots: number })
        .blockedSlots,
    ).toBe(14);
    expect(await (await api.admin.unblock(admin.cookie, fill.batchId)).json()).toEqual({ slots: 50 });
    expect((await errorOf(await api.admin.unblock(admin.cookie, fill.batchId))).code).toBe("BLOCK_NOT_FOUND");
    expect(
      (await errorOf(await api.admin.block(admin.cookie, { startDate: "2025-01-01", endDate: "2026-12-31" })))
        .code,
    ).toBe("RANGE_TOO_LONG");
    expect(
      (await api.admin.block(admin.cookie, { startDate: "2025-09-23", endDate: "2025-09-22" })).status,
    ).toBe(400);
  });
});

describe("a booking that fails for a reason no rule gave", () => {
  it("answers 'booking failed', spends nothing and records the failure", async () => {
    clock.set(START);
    const m = await member(2);
    await t.database.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      expect(await errorOf(await api.book(m.cookie, { date: "2025-09-11", time: "10:00" }))).toMatchObject({
        status: 500,
        code: "BOOKING_FAILED",
      });
    } finally {
      await t.database.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(await gymSessions(t.database.db, m.id)).toBe(2);
    expect(await t.database.db.select().from(reservations).where(eq(reservations.userId, m.id))).toEqual([]);
  });
});
