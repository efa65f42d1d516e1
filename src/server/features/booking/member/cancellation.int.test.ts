import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancellations, clientErrors, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { gymSessions, ledgerRowsOf, type QuickMember, quickMembers } from "../../../test/members";
import { errorOf } from "../../../test/requests";

// Monday 2025-09-01 09:00 in Athens; the slots below are Tuesday 2025-09-02 12:00 Athens = 09:00Z.
const tb = bookingTestbed();
const { clock } = tb;
const START = MONDAY_MORNING;

/** A member with 5 sessions who booked `date` `time`; returns the reservation id. */
async function booked(date = "2025-09-02", time = "12:00"): Promise<{ m: QuickMember; id: string }> {
  clock.set(START);
  const m = await tb.member(5);
  const res = await tb.api.book(m.cookie, { date, time });
  expect(res.status).toBe(201);
  return { m, id: ((await res.json()) as { reservation: { id: string } }).reservation.id };
}

describe("a member cancels", () => {
  it("deletes the reservation, records the cancellation and restores the session, judged by server time", async () => {
    const { m, id } = await booked();
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);
    clock.set("2025-09-02T07:30:00Z"); // 10:30 Athens, 90 minutes before
    const res = await tb.api.cancel(m.cookie, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sessionRestored: true, sessions: 5 });
    expect(await tb.t.database.db.select().from(reservations).where(eq(reservations.id, id))).toEqual([]);
    const [c] = await tb.t.database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.reservationId, id));
    expect(c).toMatchObject({
      userId: m.id,
      name: m.name,
      email: m.email,
      date: "2025-09-02",
      time: "12:00",
      timeDifferenceMinutes: 90,
      sessionWillBeRestored: true,
      cancellationReason: "VALID_CANCELLATION",
      cancelledBy: m.id,
    });
    expect(c!.serverTimeAtCancellation.toISOString()).toBe("2025-09-02T07:30:00.000Z");
    expect(c!.cancelledAt.toISOString()).toBe("2025-09-02T07:30:00.000Z");
    expect(c!.reservationTimeCalculated.toISOString()).toBe("2025-09-02T09:00:00.000Z");
    expect((await ledgerRowsOf(tb.t.database.db, m.id)).slice(-2)).toEqual([
      { delta: -1, reason: "booking", relatedId: id, actorId: m.id },
      { delta: 1, reason: "cancellation", relatedId: id, actorId: m.id },
    ]);
  });

  it("allows exactly 60 minutes before, then refuses under 60 minutes", async () => {
    const late = await booked();
    clock.set("2025-09-02T08:00:01Z"); // 59:59 before
    expect(await errorOf(await tb.api.cancel(late.m.cookie, late.id))).toMatchObject({
      status: 409,
      code: "CANCEL_TOO_LATE",
    });
    expect(await gymSessions(tb.t.database.db, late.m.id)).toBe(4);
    const onTime = await booked("2025-09-03");
    clock.set("2025-09-03T08:00:00Z");
    expect((await tb.api.cancel(onTime.m.cookie, onTime.id)).status).toBe(200);
  });

  it("refuses a slot that has started or passed", async () => {
    const { m, id } = await booked();
    clock.set("2025-09-02T09:00:00Z");
    expect((await errorOf(await tb.api.cancel(m.cookie, id))).code).toBe("SLOT_STARTED");
    clock.set("2025-09-03T09:00:00Z");
    expect((await errorOf(await tb.api.cancel(m.cookie, id))).code).toBe("SLOT_STARTED");
    expect(await tb.t.database.db.select().from(reservations).where(eq(reservations.id, id))).toHaveLength(1);
  });

  it("finds only the member's own reservation", async () => {
    const { id } = await booked();
    const [other] = await quickMembers(tb.t.deps, 1, { sessions: 1, expiresAt: VALID_UNTIL });
    expect(await errorOf(await tb.api.cancel(other!.cookie, id))).toMatchObject({
      status: 404,
      code: "RESERVATION_NOT_FOUND",
    });
    expect((await tb.api.cancel(other!.cookie, "not-a-uuid")).status).toBe(400);
  });

  it("answers 'cancellation failed', keeps everything as it was and records the failure", async () => {
    const { m, id } = await booked("2025-09-04");
    clock.set(START);
    // The cancellation record cannot be written: the whole transaction must roll back.
    await tb.t.database.db.execute(sql`alter table cancellations rename to cancellations_away`);
    try {
      expect(await errorOf(await tb.api.cancel(m.cookie, id))).toMatchObject({
        status: 500,
        code: "CANCELLATION_FAILED",
      });
    } finally {
      await tb.t.database.db.execute(sql`alter table cancellations_away rename to cancellations`);
    }
    expect(await tb.t.database.db.select().from(reservations).where(eq(reservations.id, id))).toHaveLength(1);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);
    const logged = await tb.t.database.db.select().from(clientErrors).where(eq(clientErrors.userId, m.id));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.context).toBe("cancellation");
    // And once the fault is gone, the member can cancel.
    expect((await tb.api.cancel(m.cookie, id)).status).toBe(200);
  });
});
