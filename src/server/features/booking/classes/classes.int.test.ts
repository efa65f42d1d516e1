import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ClassAdminDay, ClassDay, ClassView } from "../../../../shared/schemas/classes";
import type { PublicPackage } from "../../../../shared/schemas/packages";
import { cancellations, creditLedger, memberAccounts, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import {
  creditExpiryOf,
  creditMember,
  creditsOf,
  type QuickMember,
  quickMembers,
} from "../../../test/members";
import { call, errorOf } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

/**
 * Reformer Pilates classes (decision 017): the admin's timetable and one date's changes,
 * the member's booking with Pilates credits and every refusal, cancellation, the one-active rule
 * per schedule or across both, the combined and flexible packages, and the admin's views.
 * Monday 2025-09-01 09:00 in Athens unless a test moves the clock.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const { clock } = tb;
const TUESDAY = "2025-09-02";
const WEDNESDAY = "2025-09-03";

const as = (m: { cookie: string }) => m.cookie;
const api = {
  day: (m: QuickMember, date?: string) =>
    call<ClassDay>(tb.t, "GET", `/api/classes/day${date ? `?date=${date}` : ""}`, as(m)),
  book: (m: QuickMember, body: { date: string; time: string; seenCount?: number }) =>
    call<{ reservation: { id: string; schedule: string }; sessions: number }>(
      tb.t,
      "POST",
      "/api/bookings",
      as(m),
      { schedule: "pilates", ...body },
    ),
  cancel: (m: QuickMember, id: string) => call(tb.t, "DELETE", `/api/bookings/${id}`, as(m)),
  addClass: (body: { weekday: number; time: string; minutes: number; capacity: number }) =>
    call<ClassView>(tb.t, "POST", "/api/admin/classes", as(tb.admin), body),
  updateClass: (id: string, body: { weekday: number; time: string; minutes: number; capacity: number }) =>
    call<ClassView>(tb.t, "PUT", `/api/admin/classes/${id}`, as(tb.admin), body),
  removeClass: (id: string) => call(tb.t, "DELETE", `/api/admin/classes/${id}`, as(tb.admin)),
  change: (
    id: string,
    date: string,
    body: { cancelled?: boolean; time?: string | null; capacity?: number | null },
  ) => call(tb.t, "PUT", `/api/admin/classes/${id}/dates/${date}`, as(tb.admin), body),
  clearChange: (id: string, date: string) =>
    call(tb.t, "DELETE", `/api/admin/classes/${id}/dates/${date}`, as(tb.admin)),
  adminDay: (date: string) =>
    call<ClassAdminDay>(tb.t, "GET", `/api/admin/classes/day/${date}`, as(tb.admin)),
  setAcross: (on: boolean) => setRules(tb.t, tb.admin.cookie, { activeAcrossSchedules: on }),
};

/** A signed-in member with `pilates` Pilates credits (and `gym` gym sessions) valid until `until`. */
const pilatesMember = (pilates = 5, o: { gym?: number; until?: Date | null } = {}): Promise<QuickMember> =>
  creditMember(
    tb.t.deps,
    { credits: pilates, until: o.until === undefined ? VALID_UNTIL : o.until },
    { sessions: o.gym ?? 0, expiresAt: VALID_UNTIL },
  );

const balances = async (userId: string) => ({
  gym: await creditsOf(tb.t.database.db, userId, "gym"),
  pilates: await creditsOf(tb.t.database.db, userId, "pilates"),
});

let tuesday18: ClassView;

describe("the admin keeps the weekly timetable", () => {
  it("adds classes (Monday–Saturday, 1–12 reformers) and refuses a second one at the same day and time", async () => {
    clock.set(MONDAY_MORNING);
    const added = await api.addClass({ weekday: 2, time: "18:00", minutes: 50, capacity: 2 });
    expect(added.status).toBe(201);
    tuesday18 = added.body;
    expect(tuesday18).toMatchObject({ weekday: 2, time: "18:00", minutes: 50, capacity: 2 });
    expect((await api.addClass({ weekday: 2, time: "09:00", minutes: 50, capacity: 5 })).status).toBe(201);
    expect((await api.addClass({ weekday: 3, time: "19:00", minutes: 60, capacity: 4 })).status).toBe(201);
    const again = await api.addClass({ weekday: 2, time: "18:00", minutes: 60, capacity: 4 });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "CLASS_EXISTS" } } });
    expect((await api.addClass({ weekday: 2, time: "20:00", minutes: 50, capacity: 13 })).status).toBe(400);
    expect((await api.addClass({ weekday: 0, time: "20:00", minutes: 50, capacity: 4 })).status).toBe(400);
    expect((await api.addClass({ weekday: 2, time: "20:00", minutes: 5, capacity: 4 })).status).toBe(400);
    const list = await call<ClassView[]>(tb.t, "GET", "/api/admin/classes", as(tb.admin));
    expect(list.body.map((c) => `${c.weekday} ${c.time}`)).toEqual(["2 09:00", "2 18:00", "3 19:00"]);
  });

  it("is the admin's: a member cannot change it", async () => {
    const m = await pilatesMember();
    const res = await call(tb.t, "POST", "/api/admin/classes", m.cookie, {
      weekday: 4,
      time: "10:00",
      minutes: 50,
      capacity: 4,
    });
    expect(res.status).toBe(403);
  });
});

describe("a member books a Pilates class", () => {
  it("spends one Pilates credit (not a gym session) with its ledger row, and notifies the admins marked Pilates", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember(3, { gym: 4 });
    const day = await api.day(m, TUESDAY);
    expect(day.body.classes.map((c) => [c.time, c.count, c.max, c.available])).toEqual([
      ["09:00", 0, 5, true],
      ["18:00", 0, 2, true],
    ]);
    expect(day.body.account).toMatchObject({ sessions: 3, expired: false });
    const res = await api.book(m, { date: TUESDAY, time: "18:00" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reservation: { schedule: "pilates" }, sessions: 2 });
    expect(await balances(m.id)).toEqual({ gym: 4, pilates: 2 });
    const [row] = await tb.t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.reason, "booking")));
    expect(row).toMatchObject({ kind: "pilates", delta: -1, relatedId: res.body.reservation.id });
    const after = await api.day(m, TUESDAY);
    expect(after.body.mine).toMatchObject({ time: "18:00", schedule: "pilates" });
    expect(after.body.classes[1]).toMatchObject({ count: 1, max: 2 });

    const notes = await tb.api.admin.notifications(tb.admin.cookie);
    const list = (await notes.json()) as { email: string; schedule: string; cancelled: boolean }[];
    expect(list.find((n) => n.email === m.email)).toMatchObject({ schedule: "pilates", cancelled: false });

    const cancelled = await api.cancel(m, res.body.reservation.id);
    expect(cancelled).toMatchObject({ status: 200, body: { sessionRestored: true, sessions: 3 } });
    expect(await balances(m.id)).toEqual({ gym: 4, pilates: 3 });
    const [c] = await tb.t.database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.reservationId, res.body.reservation.id));
    expect(c).toMatchObject({ schedule: "pilates", sessionWillBeRestored: true });
    const back = await tb.t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.reason, "cancellation")));
    expect(back).toMatchObject([{ kind: "pilates", delta: 1 }]);
  });

  it("opens on the next day with classes when today has none", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember();
    const day = await api.day(m);
    expect(day.body).toMatchObject({ date: TUESDAY, closedReason: null, nextDay: WEDNESDAY });
    const monday = await api.day(m, "2025-09-01");
    expect(monday.body).toMatchObject({ closedReason: "noClasses", classes: [] });
  });
});

describe("a class's refusals carry the gym's code for each rule, with the schedule's words (decision 035)", () => {
  const refusal = async (m: QuickMember, body: { date: string; time: string; seenCount?: number }) =>
    errorOf(
      (await tb.t.app.request("/api/bookings", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie: m.cookie },
        body: JSON.stringify({ schedule: "pilates", ...body }),
      })) as Response,
    );

  it("no Pilates package, no credit left, expired", async () => {
    clock.set(MONDAY_MORNING);
    const [gymOnly] = await quickMembers(tb.t.deps, 1, { sessions: 0, expiresAt: null });
    // No account row at all: a member who never had a package.
    await tb.t.database.db.delete(memberAccounts).where(eq(memberAccounts.userId, gymOnly!.id));
    expect(await refusal(gymOnly!, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "NO_ACTIVE_PACKAGE",
    });
    const none = await pilatesMember(0);
    expect(await refusal(none, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "NO_SESSIONS_LEFT",
    });
    const expired = await pilatesMember(5, { until: new Date("2025-08-31T20:59:59.999Z") });
    expect(await refusal(expired, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "PACKAGE_EXPIRED",
    });
    const never = await pilatesMember(5, { until: null });
    expect(await refusal(never, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "PACKAGE_EXPIRED",
    });
    // A member with gym sessions only has no Pilates credit to spend.
    const gym = (await quickMembers(tb.t.deps, 1, { sessions: 5, expiresAt: VALID_UNTIL }))[0]!;
    expect(await refusal(gym, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "PACKAGE_EXPIRED",
    });
    expect(await balances(gym.id)).toEqual({ gym: 5, pilates: 0 });
  });

  it("a full class, and 'just filled' when the member saw room", async () => {
    clock.set(MONDAY_MORNING);
    const [a, b, c] = [await pilatesMember(), await pilatesMember(), await pilatesMember()];
    expect((await api.book(a, { date: TUESDAY, time: "18:00" })).status).toBe(201);
    expect((await api.book(b, { date: TUESDAY, time: "18:00" })).status).toBe(201);
    const pilates = { gr: "Reformer Pilates", en: "Reformer Pilates" };
    expect(await refusal(c, { date: TUESDAY, time: "18:00" })).toEqual({
      status: 409,
      code: "SLOT_FULL",
      params: { count: 2, max: 2, timetable: "classes", schedule: pilates, kind: pilates },
    });
    expect(await refusal(c, { date: TUESDAY, time: "18:00", seenCount: 1 })).toMatchObject({
      code: "SLOT_JUST_FILLED",
    });
    expect(await balances(c.id)).toMatchObject({ pilates: 5 });
    const day = await api.day(c, TUESDAY);
    expect(day.body.classes.find((x) => x.time === "18:00")).toMatchObject({
      available: false,
      unavailable: "full",
    });
  });

  it("the 15-minute booking cutoff, a started class, a time with no class", async () => {
    const m = await pilatesMember();
    clock.set("2025-09-02T05:50:00Z"); // Tuesday 08:50 in Athens: 10 minutes before the 09:00 class
    expect(await refusal(m, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "TOO_LATE_TO_BOOK",
    });
    const day = await api.day(m, TUESDAY);
    expect(day.body.classes[0]).toMatchObject({ unavailable: "tooLate" });
    clock.set("2025-09-02T06:01:00Z");
    expect(await refusal(m, { date: TUESDAY, time: "09:00" })).toMatchObject({
      code: "SLOT_STARTED",
    });
    clock.set(MONDAY_MORNING);
    expect(await refusal(m, { date: TUESDAY, time: "10:00" })).toMatchObject({ code: "NOT_A_SLOT" });
    expect(await refusal(m, { date: "2025-08-26", time: "09:00" })).toMatchObject({
      code: "PAST_DATE",
    });
  });

  it("a closed day (closures apply to both schedules)", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember();
    const added = await tb.api.admin.addClosure(tb.admin.cookie, {
      startDate: "2025-09-09",
      endDate: "2025-09-09",
    });
    expect(added.status).toBe(201);
    expect(await refusal(m, { date: "2025-09-09", time: "09:00" })).toMatchObject({
      code: "DAY_CLOSED",
    });
    const day = await api.day(m, "2025-09-09");
    expect(day.body.closedReason).toBe("closure");
    expect(day.body.classes.every((c) => c.unavailable === "closed")).toBe(true);
    // The day before skips the closed Tuesday.
    const before = await api.day(m, "2025-09-08");
    expect(before.body.nextDay).toBe("2025-09-10");
  });

  it("a class cancelled that day", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember();
    expect((await api.change(tuesday18.id, "2025-09-16", { cancelled: true })).status).toBe(200);
    expect(await refusal(m, { date: "2025-09-16", time: "18:00" })).toMatchObject({
      code: "CLASS_CANCELLED",
    });
    const day = await api.day(m, "2025-09-16");
    expect(day.body.classes.find((c) => c.time === "18:00")).toMatchObject({
      cancelled: true,
      unavailable: "cancelled",
    });
  });

  it("a second class the same day, and the 60-minute cancellation cutoff", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember();
    const first = await api.book(m, { date: "2025-09-23", time: "09:00" });
    expect(first.status).toBe(201);
    expect(await refusal(m, { date: "2025-09-23", time: "18:00" })).toMatchObject({
      code: "ALREADY_BOOKED_THIS_DAY",
    });
    clock.set("2025-09-23T05:30:00Z"); // 08:30: half an hour before
    const late = await api.cancel(m, first.body.reservation.id);
    expect(late).toMatchObject({
      status: 409,
      body: { error: { code: "CANCEL_TOO_LATE", params: { cancelCutoff: 60, timetable: "classes" } } },
    });
    clock.set("2025-09-23T06:10:00Z");
    const started = await api.cancel(m, first.body.reservation.id);
    expect(started).toMatchObject({ status: 409, body: { error: { code: "SLOT_STARTED" } } });
    clock.set(MONDAY_MORNING);
  });
});

describe("one active reservation: per schedule by default, across both when the studio says so", () => {
  it("per schedule: a gym slot and a Pilates class may both be ahead, even on the same day; two Pilates may not", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember(5, { gym: 5 });
    expect((await tb.api.book(m.cookie, { date: TUESDAY, time: "10:00" })).status).toBe(201);
    expect((await api.book(m, { date: TUESDAY, time: "09:00" })).status).toBe(201);
    const second = await api.book(m, { date: WEDNESDAY, time: "19:00" });
    expect(second).toMatchObject({
      status: 409,
      body: { error: { code: "ACTIVE_RESERVATION_EXISTS" } },
    });
    const day = await api.day(m, WEDNESDAY);
    expect(day.body.active).toMatchObject({ date: TUESDAY, time: "09:00", schedule: "pilates" });
  });

  it("across both: a gym booking keeps the member from a Pilates class and the other way round", async () => {
    clock.set(MONDAY_MORNING);
    expect((await api.setAcross(true)).status).toBe(200);
    try {
      const gymFirst = await pilatesMember(5, { gym: 5 });
      expect((await tb.api.book(gymFirst.cookie, { date: WEDNESDAY, time: "10:00" })).status).toBe(201);
      const refused = await api.book(gymFirst, { date: WEDNESDAY, time: "19:00" });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: { code: "ACTIVE_RESERVATION_OTHER_SCHEDULE" } },
      });
      const classDay = await api.day(gymFirst, WEDNESDAY);
      expect(classDay.body.active).toMatchObject({ schedule: "gym", time: "10:00" });

      const pilatesFirst = await pilatesMember(5, { gym: 5 });
      expect((await api.book(pilatesFirst, { date: WEDNESDAY, time: "19:00" })).status).toBe(201);
      const gym = await tb.api.book(pilatesFirst.cookie, { date: "2025-09-04", time: "10:00" });
      expect(await errorOf(gym)).toMatchObject({ status: 409, code: "ACTIVE_RESERVATION_OTHER_SCHEDULE" });
      const gymDay = (await (await tb.api.day(pilatesFirst.cookie, "2025-09-04")).json()) as {
        active: { schedule: string } | null;
      };
      expect(gymDay.active).toMatchObject({ schedule: "pilates" });
      expect(await balances(pilatesFirst.id)).toEqual({ gym: 5, pilates: 4 });
    } finally {
      await api.setAcross(false);
    }
    const settings = await call<{ activeAcrossSchedules: boolean }>(tb.t, "GET", "/api/studio-rules");
    expect(settings.body.activeAcrossSchedules).toBe(false);
  });
});

describe("the admin changes or cancels one date's class", () => {
  const date = "2025-09-30";
  it("another capacity or time that day moves its bookings; a time another class holds is refused", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember();
    const booked = await api.book(m, { date, time: "18:00" });
    expect(booked.status).toBe(201);
    expect((await api.change(tuesday18.id, date, { capacity: 4, time: "18:30" })).status).toBe(200);
    const day = await api.adminDay(date);
    expect(day.body.classes.find((c) => c.id === tuesday18.id)).toMatchObject({
      time: "18:30",
      max: 4,
      count: 1,
      changed: true,
      weeklyTime: "18:00",
      weeklyCapacity: 2,
    });
    const [r] = await tb.t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booked.body.reservation.id));
    expect(r!.time).toBe("18:30");
    const taken = await api.change(tuesday18.id, date, { time: "09:00" });
    expect(taken).toMatchObject({ status: 409, body: { error: { code: "CLASS_TIME_TAKEN" } } });
    // The weekly class cannot move or go while a member holds a future booking of it.
    const move = await api.updateClass(tuesday18.id, { weekday: 2, time: "17:00", minutes: 50, capacity: 2 });
    expect(move).toMatchObject({ status: 409, body: { error: { code: "CLASS_HAS_BOOKINGS" } } });
    expect((await api.removeClass(tuesday18.id)).status).toBe(409);
    // Its capacity may change.
    expect(
      (await api.updateClass(tuesday18.id, { weekday: 2, time: "18:00", minutes: 55, capacity: 3 })).status,
    ).toBe(200);
    // Back to the timetable: the booking moves back to 18:00.
    expect((await api.clearChange(tuesday18.id, date)).status).toBe(200);
    const [back] = await tb.t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booked.body.reservation.id));
    expect(back!.time).toBe("18:00");
  });

  it("cancelling it cancels its bookings and gives the credits back", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember(2);
    const booked = await api.book(m, { date, time: "18:00" });
    expect(booked.status).toBe(201);
    expect(await balances(m.id)).toMatchObject({ pilates: 1 });
    expect((await api.change(tuesday18.id, date, { cancelled: true })).status).toBe(200);
    expect(await balances(m.id)).toMatchObject({ pilates: 2 });
    const [c] = await tb.t.database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.reservationId, booked.body.reservation.id));
    expect(c).toMatchObject({
      schedule: "pilates",
      cancellationReason: "ADMIN_CANCELLATION",
      sessionWillBeRestored: true,
    });
    const day = await api.adminDay(date);
    expect(day.body.classes.find((x) => x.id === tuesday18.id)).toMatchObject({ cancelled: true, count: 0 });
    // A past date's class cannot be changed.
    const past = await api.change(tuesday18.id, "2025-08-26", { cancelled: true });
    expect(past).toMatchObject({ status: 409, body: { error: { code: "SLOT_STARTED" } } });
  });
});

describe("the front desk books a class", () => {
  const deskBook = (body: { email: string; name?: string; date: string; time: string }) =>
    call<{ reservation: { id: string }; kind: string; sessions: number | null }>(
      tb.t,
      "POST",
      "/api/admin/reservations",
      as(tb.admin),
      { schedule: "pilates", ...body },
    );
  /** The desk's refusal: status, code and params. */
  const deskRefusal = async (body: { email: string; date: string; time: string }) => {
    const res = await deskBook(body);
    const { error } = res.body as unknown as { error: { code: string; params?: Record<string, unknown> } };
    return { status: res.status, ...error };
  };

  it("for a member's e-mail (any case) with one of their credits, or a guest, until the class ends and never past its reformers", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-13"; // Saturday
    expect((await api.addClass({ weekday: 6, time: "10:00", minutes: 45, capacity: 2 })).status).toBe(201);
    const m = await pilatesMember(3);
    // 10:20 Athens: started, too late for a member, not for the desk.
    clock.set("2025-09-13T07:20:00Z");
    expect((await api.book(m, { date, time: "10:00" })).status).toBe(409);
    const booked = await deskBook({ email: m.email.toUpperCase(), date, time: "10:00" });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ kind: "member", sessions: 2 });
    expect(await balances(m.id)).toEqual({ gym: 0, pilates: 2 });
    const [row] = await tb.t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.reason, "booking")));
    expect(row).toMatchObject({ kind: "pilates", delta: -1, actorId: tb.admin.id });

    const guest = await deskBook({ email: "walk-in@example.com", name: "Επισκέπτρια", date, time: "10:00" });
    expect(guest.body).toMatchObject({ kind: "guest", sessions: null });
    expect(await deskRefusal({ email: "another@example.com", date, time: "10:00" })).toMatchObject({
      status: 409,
      code: "SLOT_FULL",
      params: { count: 2, max: 2 },
    });

    const none = await pilatesMember(0);
    expect((await deskRefusal({ email: none.email, date, time: "10:00" })).code).toBe("SLOT_FULL");
    clock.set("2025-09-13T07:46:00Z"); // 10:46: the 45-minute class has ended
    expect((await deskRefusal({ email: none.email, date, time: "10:00" })).code).toBe("SLOT_ENDED");
    clock.set(MONDAY_MORNING);
  });

  it("refuses a member without Pilates credits, a cancelled class and a time without a class", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-20"; // Saturday
    const none = await pilatesMember(0);
    expect((await deskRefusal({ email: none.email, date, time: "10:00" })).code).toBe("NO_SESSIONS_LEFT");
    expect((await deskRefusal({ email: none.email, date, time: "12:00" })).code).toBe("NOT_A_SLOT");
  });
});

describe("the admin's day table, cancellations, sessions check and attendance show both schedules", () => {
  it("lets the desk cancel a class until it ends, by the class's own length (45 minutes here)", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-06"; // Saturday
    expect((await api.addClass({ weekday: 6, time: "16:00", minutes: 45, capacity: 4 })).status).toBe(201);
    const first = await pilatesMember(2);
    const second = await pilatesMember(2);
    const a = await api.book(first, { date, time: "16:00" });
    const b = await api.book(second, { date, time: "16:00" });
    expect([a.status, b.status]).toEqual([201, 201]);
    const gym = await pilatesMember(0, { gym: 1 });
    expect((await tb.api.book(gym.cookie, { date, time: "16:00" })).status).toBe(201);
    clock.set("2025-09-06T13:40:00Z"); // 16:40 Athens: still on
    expect((await tb.api.admin.cancel(tb.admin.cookie, b.body.reservation.id)).status).toBe(200);
    clock.set("2025-09-06T13:50:00Z"); // 16:50: the class ended at 16:45
    // The day table ends each row by its own schedule's length: the gym's hour at the same start runs on.
    const table = (await (await tb.api.admin.reservations(tb.admin.cookie, date)).json()) as {
      reservations: { email: string; ended: boolean; started: boolean }[];
    };
    const row = (m: QuickMember) => table.reservations.find((r) => r.email === m.email);
    expect([row(first), row(gym)]).toEqual([
      expect.objectContaining({ ended: true, started: true }),
      expect.objectContaining({ ended: false, started: true }),
    ]);
    const late = await tb.api.admin.cancel(tb.admin.cookie, a.body.reservation.id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: "SLOT_ENDED" });
    clock.set(MONDAY_MORNING);
  });

  it("marks each row gym or Pilates and counts both schedules' visits", async () => {
    clock.set(MONDAY_MORNING);
    const m = await pilatesMember(5, { gym: 5 });
    const date = "2025-09-05"; // Friday
    const friday = await api.addClass({ weekday: 5, time: "11:00", minutes: 50, capacity: 4 });
    expect(friday.status).toBe(201);
    expect((await tb.api.book(m.cookie, { date, time: "09:00" })).status).toBe(201);
    const p = await api.book(m, { date, time: "11:00" });
    expect(p.status).toBe(201);
    const table = (await (await tb.api.admin.reservations(tb.admin.cookie, date)).json()) as {
      reservations: { email: string; schedule: string; time: string }[];
    };
    expect(table.reservations.filter((r) => r.email === m.email).map((r) => [r.time, r.schedule])).toEqual([
      ["09:00", "gym"],
      ["11:00", "pilates"],
    ]);
    const check = (await (await tb.api.admin.sessionsCheck(tb.admin.cookie, date)).json()) as {
      rows: { email: string; schedule: string; activeSessions: number; sessionsBefore: number }[];
    };
    expect(
      check.rows
        .filter((r) => r.email === m.email)
        .map((r) => [r.schedule, r.sessionsBefore, r.activeSessions]),
    ).toEqual([
      ["gym", 5, 4],
      ["pilates", 5, 4],
    ]);
    // The desk cancels the Pilates booking: the Pilates credit comes back.
    expect((await tb.api.admin.cancel(tb.admin.cookie, p.body.reservation.id)).status).toBe(200);
    expect(await balances(m.id)).toEqual({ gym: 4, pilates: 5 });
    const cancelled = (await (await tb.api.admin.cancellations(tb.admin.cookie, date)).json()) as {
      rows: { email: string; schedule: string }[];
    };
    expect(cancelled.rows.filter((r) => r.email === m.email).map((r) => r.schedule)).toEqual(["pilates"]);

    const again = await api.book(m, { date, time: "11:00" });
    expect(again.status).toBe(201);
    clock.set("2025-09-05T10:00:00Z"); // Friday 13:00: both have started
    const stats = await call<{ members: { email: string; visits: number }[] }>(
      tb.t,
      "GET",
      "/api/admin/attendance?month=2025-09",
      as(tb.admin),
    );
    expect(stats.body.members.find((x) => x.email === m.email)).toMatchObject({ visits: 2 });
    clock.set(MONDAY_MORNING);
  });
});

describe("the combined and flexible packages are split between the two balances at approval", () => {
  it("the special combined package: 70 gym + 30 Pilates, both valid; the ledger names each schedule", async () => {
    clock.set(MONDAY_MORNING);
    const list = await call<{ packages: PublicPackage[] }>(tb.t, "GET", "/api/packages");
    const byName = new Map(list.body.packages.map((x) => [x.name, x]));
    const combo = [...byName.values()].find((x) => x.special)!;
    const flexible = [...byName.values()].find((x) => x.flexible)!;

    for (const [pkg, split] of [
      [combo, { gym: 70, pilates: 30 }],
      [flexible, { gym: 22, pilates: 10 }],
    ] as const) {
      const [m] = await quickMembers(tb.t.deps, 1, { sessions: 3, expiresAt: VALID_UNTIL });
      const req = await call<{ id: string }>(tb.t, "POST", "/api/package-requests", m!.cookie, {
        packageId: pkg.id,
      });
      expect(req.status).toBe(201);
      const approved = await call(
        tb.t,
        "POST",
        `/api/admin/package-requests/${req.body.id}/approve`,
        as(tb.admin),
      );
      expect(approved.status).toBe(200);
      expect(await balances(m!.id)).toEqual(split);
      const pilatesUntil = await creditExpiryOf(tb.t.database.db, m!.id, "pilates");
      expect(pilatesUntil).not.toBeNull();
      expect(pilatesUntil).toEqual(await creditExpiryOf(tb.t.database.db, m!.id, "gym"));
      const rows = await tb.t.database.db
        .select({ kind: creditLedger.kind, delta: creditLedger.delta, reason: creditLedger.reason })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, m!.id), eq(creditLedger.relatedId, req.body.id)));
      expect(rows).toEqual([
        { kind: "gym", delta: -3, reason: "forfeited" },
        { kind: "gym", delta: split.gym, reason: "package_approved" },
        { kind: "pilates", delta: split.pilates, reason: "package_approved" },
      ]);
      // Its Pilates part books a class.
      const booked = await api.book(m!, { date: "2025-10-01", time: "19:00" });
      expect(booked).toMatchObject({ status: 201, body: { sessions: split.pilates - 1 } });
    }
  });
});
