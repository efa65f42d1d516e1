import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionsCheck } from "../../../../shared/schemas/booking";
import { memberCredits, reservations } from "../../../db/schema";
import { ledgerMismatches } from "../../../domain/credits";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions } from "../../../test/members";
import { errorOf } from "../../../test/requests";

const tb = bookingTestbed();
const { clock } = tb;
const START = MONDAY_MORNING;

describe("the session check", () => {
  it("shows sessions before and now with a status, and warns of bookings without sessions and ledger mismatches", async () => {
    clock.set(START);
    const m = await tb.member(4);
    await tb.api.book(m.cookie, { date: "2025-09-10", time: "10:00" });
    await tb.t.database.db.insert(reservations).values({
      kind: "member",
      userId: (await tb.member(0)).id,
      name: "Legacy",
      email: "legacy@example.com",
      date: "2025-09-10",
      time: "11:00",
      sessionsBeforeBooking: 0,
    });
    await tb.deskBook({ email: "guest4@example.com", date: "2025-09-10", time: "12:00" });
    // Two balances drift from their ledgers; only the one booked that day is the page's business.
    const drifted = await tb.member(3);
    await tb.api.book(drifted.cookie, { date: "2025-09-10", time: "13:00" });
    const elsewhere = await tb.member(3);
    const setGym = (userId: string, gymSessions: number) =>
      tb.t.database.db
        .update(memberCredits)
        .set({ sessions: gymSessions })
        .where(and(eq(memberCredits.userId, userId), eq(memberCredits.kind, "gym")));
    await setGym(drifted.id, 9);
    await setGym(elsewhere.id, 7);
    const check = (await (
      await tb.api.admin.sessionsCheck(tb.admin.cookie, "2025-09-10")
    ).json()) as SessionsCheck;
    expect(check.rows.map((r) => [r.time, r.sessionsBefore, r.activeSessions, r.status])).toEqual([
      ["10:00", 4, 3, "ok"],
      ["11:00", 0, 0, "noSessions"],
      ["12:00", null, null, "guest"],
      ["13:00", 3, 9, "ok"],
    ]);
    expect(check.warnings).toEqual([
      { kind: "bookedWithoutSessions", name: "Legacy", email: "legacy@example.com", time: "11:00" },
      { kind: "ledgerMismatch", name: drifted.name, email: drifted.email, time: null },
    ]);
    // The full check (tests, maintenance) still finds both.
    expect((await ledgerMismatches(tb.t.database.db)).map((r) => r.userId).sort()).toEqual(
      [drifted.id, elsewhere.id].sort(),
    );
    await setGym(drifted.id, 2);
    await setGym(elsewhere.id, 3);
  });
});

describe("capacity overrides, closures and mass fills", () => {
  it("sets, reads and clears a capacity, refusing what is not an integer ≥ 0", async () => {
    expect(await (await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-22", 6)).json()).toEqual({
      date: "2025-09-22",
      capacity: 6,
    });
    expect(await (await tb.api.admin.capacity(tb.admin.cookie, "2025-09-22")).json()).toEqual({
      date: "2025-09-22",
      capacity: 6,
    });
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-22", -1)).status).toBe(400);
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-22", 2.5)).status).toBe(400);
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-13-01", 2)).status).toBe(400);
    await tb.api.admin.clearCapacity(tb.admin.cookie, "2025-09-22");
    expect(await (await tb.api.admin.capacity(tb.admin.cookie, "2025-09-22")).json()).toEqual({
      date: "2025-09-22",
      capacity: null,
    });
  });

  it("adds and removes closures, refusing a range that ends before it starts", async () => {
    expect(
      (await tb.api.admin.addClosure(tb.admin.cookie, { startDate: "2025-12-31", endDate: "2025-12-24" }))
        .status,
    ).toBe(400);
    const added = (await (
      await tb.api.admin.addClosure(tb.admin.cookie, {
        startDate: "2025-12-24",
        endDate: "2025-12-31",
        note: "Χριστούγεννα",
      })
    ).json()) as { id: string };
    const list = (await (await tb.api.admin.closures(tb.admin.cookie)).json()) as {
      id: string;
      note: string;
    }[];
    expect(list).toContainEqual({
      id: added.id,
      startDate: "2025-12-24",
      endDate: "2025-12-31",
      note: "Χριστούγεννα",
      location: null,
    });
    expect((await tb.api.admin.removeClosure(tb.admin.cookie, added.id)).status).toBe(204);
    expect((await errorOf(await tb.api.admin.removeClosure(tb.admin.cookie, added.id))).code).toBe(
      "CLOSURE_NOT_FOUND",
    );
  });

  it("fills every slot of a range's open days, lists the fill and undoes it", async () => {
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-24", 0);
    // Tue 23 (14 slots), Wed 24 closed, Thu 25, Fri 26 (14 each), Sat 27 (8), Sun 28 none.
    const fill = (await (
      await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-23", endDate: "2025-09-28" })
    ).json()) as {
      batchId: string;
      slots: number;
    };
    expect(fill.slots).toBe(50);
    const batches = (await (await tb.api.admin.blocks(tb.admin.cookie)).json()) as {
      batchId: string;
      startDate: string;
      endDate: string;
    }[];
    expect(batches).toContainEqual({
      batchId: fill.batchId,
      schedule: "gym",
      startDate: "2025-09-23",
      endDate: "2025-09-27",
      slots: 50,
    });
    expect(
      (
        (await (await tb.api.admin.reservations(tb.admin.cookie, "2025-09-23")).json()) as {
          blockedSlots: number;
        }
      ).blockedSlots,
    ).toBe(14);
    expect(await (await tb.api.admin.unblock(tb.admin.cookie, fill.batchId)).json()).toEqual({ slots: 50 });
    expect((await errorOf(await tb.api.admin.unblock(tb.admin.cookie, fill.batchId))).code).toBe(
      "BLOCK_NOT_FOUND",
    );
    expect(
      (
        await errorOf(
          await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-01-01", endDate: "2026-12-31" }),
        )
      ).code,
    ).toBe("RANGE_TOO_LONG");
    expect(
      (await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-23", endDate: "2025-09-22" })).status,
    ).toBe(400);
  });
});

describe("a booking that fails for a reason no rule gave", () => {
  it("answers 'booking failed', spends nothing and records the failure", async () => {
    clock.set(START);
    const m = await tb.member(2);
    await tb.t.database.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      expect(await errorOf(await tb.api.book(m.cookie, { date: "2025-09-11", time: "10:00" }))).toMatchObject(
        {
          status: 500,
          code: "BOOKING_FAILED",
        },
      );
    } finally {
      await tb.t.database.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(2);
    expect(await tb.t.database.db.select().from(reservations).where(eq(reservations.userId, m.id))).toEqual(
      [],
    );
  });
});
