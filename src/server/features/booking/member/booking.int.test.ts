import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberAccounts, notifications, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions, ledgerRowsOf, type QuickMember } from "../../../test/members";
import { errorOf } from "../../../test/requests";

const tb = bookingTestbed({ seed: true });
const { clock } = tb;
const START = MONDAY_MORNING;

describe("a member books a slot", () => {
  it("spends one session with its ledger row, records the reservation and notifies the admins", async () => {
    clock.set(START);
    const m = await tb.member(5);
    const res = await tb.api.book(m.cookie, { date: "2025-09-02", time: "18:00" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      reservation: { id: string; date: string; time: string };
      sessions: number;
    };
    expect(body).toMatchObject({ reservation: { date: "2025-09-02", time: "18:00" }, sessions: 4 });
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);
    expect((await ledgerRowsOf(tb.t.database.db, m.id)).at(-1)).toEqual({
      delta: -1,
      reason: "booking",
      relatedId: body.reservation.id,
      actorId: m.id,
    });
    const [r] = await tb.t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, body.reservation.id));
    expect(r).toMatchObject({
      kind: "member",
      userId: m.id,
      email: m.email,
      sessionsBeforeBooking: 5,
      packageExpiredAtBooking: false,
    });
    const [n] = await tb.t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(n).toMatchObject({ type: "reservation", adminNotified: false });
    expect(n!.message).toContain(m.name);
    expect(n!.message).toContain("2025-09-02");
    expect(n!.message).toContain("18:00");
  });

  it("needs a signed-in member and a well-formed date and time", async () => {
    const anon = await tb.t.app.request("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ date: "2025-09-02", time: "18:00" }),
    });
    expect(anon.status).toBe(401);
    const m = await tb.member();
    expect((await tb.api.book(m.cookie, { date: "2025-9-2", time: "18:00" })).status).toBe(400);
    expect((await tb.api.book(m.cookie, { date: "2025-09-02", time: "6pm" })).status).toBe(400);
  });
});

describe("the booking rules, in the spec's order, with their codes", () => {
  const refusal = async (m: QuickMember, body: { date: string; time: string; seenCount?: number }) =>
    errorOf(await tb.api.book(m.cookie, body));

  it("refuses a full slot with its count and max", async () => {
    clock.set(START);
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-03", 2);
    const [a, b, c] = await Promise.all([tb.member(), tb.member(), tb.member()]);
    expect((await tb.api.book(a!.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    expect((await tb.api.book(b!.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    // The rule's numbers, and the schedule's words every refusal carries (decision 035).
    const gym = { gr: "Γυμναστήριο", en: "Gym" };
    expect(await refusal(c!, { date: "2025-09-03", time: "10:00" })).toEqual({
      status: 409,
      code: "SLOT_FULL",
      params: { count: 2, max: 2, timetable: "hours", schedule: gym, kind: gym },
    });
    expect(await gymSessions(tb.t.database.db, c!.id)).toBe(5);
  });

  it("says 'slot just filled' when the member saw room in the slot", async () => {
    expect(
      await refusal(await tb.member(), { date: "2025-09-03", time: "10:00", seenCount: 1 }),
    ).toMatchObject({
      code: "SLOT_JUST_FILLED",
      params: { count: 2, max: 2 },
    });
  });

  it("needs 15 minutes before a slot today", async () => {
    const m = await tb.member();
    clock.set("2025-09-01T06:45:01Z"); // 09:45:01 Athens
    expect((await refusal(m, { date: "2025-09-01", time: "10:00" })).code).toBe("TOO_LATE_TO_BOOK");
    clock.set("2025-09-01T06:45:00Z");
    expect((await tb.api.book(m.cookie, { date: "2025-09-01", time: "10:00" })).status).toBe(201);
    clock.set(START);
  });

  it("needs a member account, then an unexpired package, then sessions", async () => {
    const noAccount = await tb.member();
    await tb.t.database.db.delete(memberAccounts).where(eq(memberAccounts.userId, noAccount.id));
    expect((await refusal(noAccount, { date: "2025-09-02", time: "09:00" })).code).toBe("NO_ACTIVE_PACKAGE");
    expect((await refusal(await tb.member(5, null), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "PACKAGE_EXPIRED",
    );
    const lapsed = new Date("2025-09-01T05:59:59Z");
    expect((await refusal(await tb.member(5, lapsed), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "PACKAGE_EXPIRED",
    );
    expect((await refusal(await tb.member(0), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "NO_SESSIONS_LEFT",
    );
  });

  it("refuses Sundays, closed days, past dates and times that are not slots", async () => {
    const m = await tb.member();
    expect((await refusal(m, { date: "2025-09-07", time: "10:00" })).code).toBe("WEEKDAY_CLOSED");
    expect((await refusal(m, { date: "2025-08-29", time: "10:00" })).code).toBe("PAST_DATE");
    expect((await refusal(m, { date: "2025-09-01", time: "08:00" })).code).toBe("NOT_A_SLOT");
    expect((await refusal(m, { date: "2025-09-06", time: "18:00" })).code).toBe("NOT_A_SLOT");
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-04", 0);
    expect((await refusal(m, { date: "2025-09-04", time: "10:00" })).code).toBe("DAY_CLOSED");
    const closure = (await (
      await tb.api.admin.addClosure(tb.admin.cookie, { startDate: "2025-09-15", endDate: "2025-09-16" })
    ).json()) as {
      id: string;
    };
    expect((await refusal(m, { date: "2025-09-16", time: "10:00" })).code).toBe("DAY_CLOSED");
    await tb.api.admin.removeClosure(tb.admin.cookie, closure.id);
    expect((await tb.api.book(m.cookie, { date: "2025-09-16", time: "10:00" })).status).toBe(201);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(4);
  });

  it("allows one reservation per date, and none while a future one exists", async () => {
    clock.set(START);
    const m = await tb.member();
    expect((await tb.api.book(m.cookie, { date: "2025-09-02", time: "11:00" })).status).toBe(201);
    expect((await refusal(m, { date: "2025-09-02", time: "12:00" })).code).toBe("ALREADY_BOOKED_THIS_DAY");
    expect((await refusal(m, { date: "2025-09-05", time: "12:00" })).code).toBe("ACTIVE_RESERVATION_EXISTS");
    // Once that slot has started the reservation is no longer active: the next booking is allowed.
    clock.set("2025-09-02T08:00:00Z"); // 11:00 Athens
    expect((await refusal(m, { date: "2025-09-02", time: "18:00" })).code).toBe("ALREADY_BOOKED_THIS_DAY");
    expect((await tb.api.book(m.cookie, { date: "2025-09-05", time: "12:00" })).status).toBe(201);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(3);
    clock.set(START);
  });

  it("treats a slot blocked by a mass fill as full", async () => {
    clock.set(START);
    const res = await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-19", endDate: "2025-09-19" });
    const batch = (await res.json()) as { batchId: string; slots: number };
    expect(batch.slots).toBe(14);
    expect(await refusal(await tb.member(), { date: "2025-09-19", time: "10:00" })).toMatchObject({
      code: "SLOT_FULL",
      params: { count: 10, max: 10 },
    });
    await tb.api.admin.unblock(tb.admin.cookie, batch.batchId);
    expect(
      (await tb.api.book((await tb.member()).cookie, { date: "2025-09-19", time: "10:00" })).status,
    ).toBe(201);
  });
});
