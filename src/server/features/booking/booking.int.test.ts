import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberAccounts, notifications, reservations, user } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { ledgerMismatches } from "../../lib/credits";
import { createTestApp, type TestApp } from "../../test/factories";
import { gymSessions, ledgerOf, type QuickMember, quickMembers } from "../../test/members";
import { errorOf } from "../../test/requests";
import { bookingApi } from "./test-api";

// Monday 2025-09-01 09:00 in Athens (EEST, UTC+3); the server process runs in UTC.
const START = "2025-09-01T06:00:00Z";
const clock = fixedClock(START);
const VALID_UNTIL = new Date("2025-10-01T20:59:59.999Z");

let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: QuickMember;

async function member(sessions = 5, expiresAt: Date | null = VALID_UNTIL): Promise<QuickMember> {
  const [m] = await quickMembers(t.deps, 1, { sessions, expiresAt });
  return m!;
}

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  api = bookingApi(t.app);
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "admin" });
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin!.id));
});
afterAll(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  await t.close();
});

describe("a member books a slot", () => {
  it("spends one session with its ledger row, records the reservation and notifies the admins", async () => {
    clock.set(START);
    const m = await member(5);
    const res = await api.book(m.cookie, { date: "2025-09-02", time: "18:00" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      reservation: { id: string; date: string; time: string };
      sessions: number;
    };
    expect(body).toMatchObject({ reservation: { date: "2025-09-02", time: "18:00" }, sessions: 4 });
    expect(await gymSessions(t.database.db, m.id)).toBe(4);
    expect((await ledgerOf(t.database.db, m.id)).at(-1)).toEqual({
      delta: -1,
      reason: "booking",
      relatedId: body.reservation.id,
      actorId: m.id,
    });
    const [r] = await t.database.db
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
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(n).toMatchObject({ type: "reservation", adminNotified: false });
    expect(n!.message).toContain(m.name);
    expect(n!.message).toContain("2025-09-02");
    expect(n!.message).toContain("18:00");
  });

  it("needs a signed-in member and a well-formed date and time", async () => {
    const anon = await t.app.request("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ date: "2025-09-02", time: "18:00" }),
    });
    expect(anon.status).toBe(401);
    const m = await member();
    expect((await api.book(m.cookie, { date: "2025-9-2", time: "18:00" })).status).toBe(400);
    expect((await api.book(m.cookie, { date: "2025-09-02", time: "6pm" })).status).toBe(400);
  });
});

describe("the booking rules, in the spec's order, with their codes", () => {
  const refusal = async (m: QuickMember, body: { date: string; time: string; seenCount?: number }) =>
    errorOf(await api.book(m.cookie, body));

  it("refuses a full slot with its count and max", async () => {
    clock.set(START);
    await api.admin.setCapacity(admin.cookie, "2025-09-03", 2);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    expect((await api.book(a!.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    expect((await api.book(b!.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    expect(await refusal(c!, { date: "2025-09-03", time: "10:00" })).toEqual({
      status: 409,
      code: "SLOT_FULL",
      params: { count: 2, max: 2 },
    });
    expect(await gymSessions(t.database.db, c!.id)).toBe(5);
  });

  it("says 'slot just filled' when the member saw room in the slot", async () => {
    expect(await refusal(await member(), { date: "2025-09-03", time: "10:00", seenCount: 1 })).toMatchObject({
      code: "SLOT_JUST_FILLED",
      params: { count: 2, max: 2 },
    });
  });

  it("needs 15 minutes before a slot today", async () => {
    const m = await member();
    clock.set("2025-09-01T06:45:01Z"); // 09:45:01 Athens
    expect((await refusal(m, { date: "2025-09-01", time: "10:00" })).code).toBe("TOO_LATE_TO_BOOK");
    clock.set("2025-09-01T06:45:00Z");
    expect((await api.book(m.cookie, { date: "2025-09-01", time: "10:00" })).status).toBe(201);
    clock.set(START);
  });

  it("needs a member account, then an unexpired package, then sessions", async () => {
    const noAccount = await member();
    await t.database.db.delete(memberAccounts).where(eq(memberAccounts.userId, noAccount.id));
    expect((await refusal(noAccount, { date: "2025-09-02", time: "09:00" })).code).toBe("NO_ACTIVE_PACKAGE");
    expect((await refusal(await member(5, null), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "PACKAGE_EXPIRED",
    );
    const lapsed = new Date("2025-09-01T05:59:59Z");
    expect((await refusal(await member(5, lapsed), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "PACKAGE_EXPIRED",
    );
    expect((await refusal(await member(0), { date: "2025-09-02", time: "09:00" })).code).toBe(
      "NO_SESSIONS_LEFT",
    );
  });

  it("refuses Sundays, closed days, past dates and times that are not slots", async () => {
    const m = await member();
    expect((await refusal(m, { date: "2025-09-07", time: "10:00" })).code).toBe("SUNDAY_CLOSED");
    expect((await refusal(m, { date: "2025-08-29", time: "10:00" })).code).toBe("PAST_DATE");
    expect((await refusal(m, { date: "2025-09-01", time: "08:00" })).code).toBe("NOT_A_SLOT");
    expect((await refusal(m, { date: "2025-09-06", time: "18:00" })).code).toBe("NOT_A_SLOT");
    await api.admin.setCapacity(admin.cookie, "2025-09-04", 0);
    expect((await refusal(m, { date: "2025-09-04", time: "10:00" })).code).toBe("DAY_CLOSED");
    const closure = (await (
      await api.admin.addClosure(admin.cookie, { startDate: "2025-09-15", endDate: "2025-09-16" })
    ).json()) as {
      id: string;
    };
    expect((await refusal(m, { date: "2025-09-16", time: "10:00" })).code).toBe("DAY_CLOSED");
    await api.admin.removeClosure(admin.cookie, closure.id);
    expect((await api.book(m.cookie, { date: "2025-09-16", time: "10:00" })).status).toBe(201);
    expect(await gymSessions(t.database.db, m.id)).toBe(4);
  });

  it("allows one reservation per date, and none while a future one exists", async () => {
    clock.set(START);
    const m = await member();
    expect((await api.book(m.cookie, { date: "2025-09-02", time: "11:00" })).status).toBe(201);
    expect((await refusal(m, { date: "2025-09-02", time: "12:00" })).code).toBe("ALREADY_BOOKED_THIS_DAY");
    expect((await refusal(m, { date: "2025-09-05", time: "12:00" })).code).toBe("ACTIVE_RESERVATION_EXISTS");
    // Once that slot has started the reservation is no longer active: the next booking is allowed.
    clock.set("2025-09-02T08:00:00Z"); // 11:00 Athens
    expect((await refusal(m, { date: "2025-09-02", time: "18:00" })).code).toBe("ALREADY_BOOKED_THIS_DAY");
    expect((await api.book(m.cookie, { date: "2025-09-05", time: "12:00" })).status).toBe(201);
    expect(await gymSessions(t.database.db, m.id)).toBe(3);
    clock.set(START);
  });

  it("treats a slot blocked by a mass fill as full", async () => {
    clock.set(START);
    const res = await api.admin.block(admin.cookie, { startDate: "2025-09-19", endDate: "2025-09-19" });
    const batch = (await res.json()) as { batchId: string; slots: number };
    expect(batch.slots).toBe(14);
    expect(await refusal(await member(), { date: "2025-09-19", time: "10:00" })).toMatchObject({
      code: "SLOT_FULL",
      params: { count: 10, max: 10 },
    });
    await api.admin.unblock(admin.cookie, batch.batchId);
    expect((await api.book((await member()).cookie, { date: "2025-09-19", time: "10:00" })).status).toBe(201);
  });
});
