import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../../shared/domain/schedules";
import type { ClassDay, ClassView } from "../../../../shared/schemas/classes";
import { reservations } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import type { QuickMember } from "../../../test/members";
import { creditsOf } from "../../../test/members";
import { call } from "../../../test/requests";
import { yogaSchedule } from "../../../test/schedules";

/**
 * A third schedule created through the API (decision 035): "Yoga", a weekly class
 * timetable that spends gym credits, is bookable at once by members and the desk through the one
 * class engine, with the gym's refusal codes (as Reformer Pilates), its waitlist, its e-mail named
 * "Yoga", and an off switch. Monday 2025-09-01 09:00 in Athens.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const TUESDAY = "2025-09-02";
const YOGA = yogaSchedule();

const api = {
  create: (body: unknown, cookie = tb.admin.cookie) =>
    call<ScheduleRow>(tb.t, "POST", "/api/admin/schedules", cookie, body),
  update: (key: string, body: unknown) =>
    call<ScheduleRow>(tb.t, "PUT", `/api/admin/schedules/${key}`, tb.admin.cookie, body),
  list: () => call<ScheduleRow[]>(tb.t, "GET", "/api/schedules"),
  adminList: () => call<ScheduleRow[]>(tb.t, "GET", "/api/admin/schedules", tb.admin.cookie),
  addClass: (body: unknown) => call<ClassView>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, body),
  classes: (schedule: string) =>
    call<ClassView[]>(tb.t, "GET", `/api/admin/classes?schedule=${schedule}`, tb.admin.cookie),
  day: (m: QuickMember, schedule: string, date = TUESDAY) =>
    call<ClassDay>(tb.t, "GET", `/api/classes/day?schedule=${schedule}&date=${date}`, m.cookie),
  book: (m: QuickMember, schedule: string, time = "19:00") =>
    call<{ reservation: { id: string; schedule: string }; sessions: number }>(
      tb.t,
      "POST",
      "/api/bookings",
      m.cookie,
      { schedule, date: TUESDAY, time },
    ),
  join: (m: QuickMember) =>
    call(tb.t, "POST", "/api/waitlist", m.cookie, { schedule: "yoga", date: TUESDAY, time: "19:00" }),
  cancel: (m: QuickMember, id: string) => call(tb.t, "DELETE", `/api/bookings/${id}`, m.cookie),
};

const gymBalance = async (userId: string) => ({
  gym: await creditsOf(tb.t.database.db, userId, "gym"),
  pilates: await creditsOf(tb.t.database.db, userId, "pilates"),
});

describe("a schedule the owner adds", () => {
  it("is created by an admin only, once per key, and listed in the studio's order", async () => {
    const member = await tb.member();
    expect((await api.create(YOGA, member.cookie)).status).toBe(403);
    expect((await api.create({ ...YOGA, key: "Yoga Room" })).status).toBe(400);
    expect((await api.create({ ...YOGA, nameEn: "" })).status).toBe(400);
    const created = await api.create(YOGA);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: "yoga", timetable: "classes", creditKind: "gym" });
    expect(await api.create(YOGA)).toMatchObject({
      status: 409,
      body: { error: { code: "SCHEDULE_KEY_TAKEN" } },
    });
    expect((await api.list()).body.map((s) => s.key)).toEqual(["gym", "pilates", "yoga"]);
  });

  it("has its own weekly timetable, apart from Reformer Pilates'", async () => {
    const added = await api.addClass({
      schedule: "yoga",
      weekday: 2,
      time: "19:00",
      minutes: 60,
      capacity: 2,
    });
    expect(added.status).toBe(201);
    expect((await api.classes("yoga")).body.map((c) => [c.weekday, c.time, c.capacity])).toEqual([
      [2, "19:00", 2],
    ]);
    expect((await api.classes("pilates")).body).toEqual([]);
    expect(
      (await api.addClass({ schedule: "nowhere", weekday: 2, time: "19:00", minutes: 60, capacity: 2 }))
        .status,
    ).toBe(404);
  });

  it("is booked by a member with a credit of the kind it spends, and e-mailed under its name", async () => {
    const m = await tb.member(3);
    const day = await api.day(m, "yoga");
    expect(day.status).toBe(200);
    expect(day.body.classes.map((c) => [c.time, c.available])).toEqual([["19:00", true]]);
    expect(day.body.account.sessions).toBe(3);
    const booked = await api.book(m, "yoga");
    expect(booked.status).toBe(201);
    expect(booked.body.reservation.schedule).toBe("yoga");
    expect(booked.body.sessions).toBe(2);
    expect(await gymBalance(m.id)).toEqual({ gym: 2, pilates: 0 });
    expect(await tb.spentBy(m.id)).toEqual([{ kind: "gym", delta: -1 }]);
    const mail = await tb.firstMailTo(m.email);
    // A member's e-mail is in their language (Greek here): the schedule's Greek name, in the calendar file too.
    expect(mail?.text).toContain("Γιόγκα");
    expect(JSON.stringify(mail?.attachments)).toContain("Γιόγκα");
  });

  it("refuses with the gym's code for each rule, naming itself, and fills its waitlist", async () => {
    const noCredits = await tb.member(0);
    // One code per rule (decision 035): the gym floor and Yoga answer the same, Yoga with its words.
    const atGym = await tb.api.book(noCredits.cookie, { date: TUESDAY, time: "10:00" });
    expect(await atGym.json()).toMatchObject({
      error: { code: "NO_SESSIONS_LEFT", params: { timetable: "hours" } },
    });
    expect((await api.book(noCredits, "yoga")).body).toMatchObject({
      error: {
        code: "NO_SESSIONS_LEFT",
        params: {
          timetable: "classes",
          schedule: { gr: "Γιόγκα", en: "Yoga" },
          kind: { gr: "Γυμναστήριο", en: "Gym" },
        },
      },
    });
    expect((await api.book(await tb.member(2), "yoga", "18:00")).body).toMatchObject({
      error: { code: "NOT_A_SLOT" },
    });
    const second = await tb.member(2);
    expect((await api.book(second, "yoga")).status).toBe(201);
    const third = await tb.member(2);
    expect((await api.book(third, "yoga")).body).toMatchObject({
      error: { code: "SLOT_FULL", params: { count: 2, max: 2 } },
    });
    expect((await api.join(third)).status).toBe(201);
    // The second member cancels: the first in line is booked, one gym credit spent.
    const mine = await tb.bookingOf(second.id, TUESDAY);
    expect((await api.cancel(second, mine!.id)).status).toBe(200);
    expect((await tb.bookingOf(third.id, TUESDAY))?.schedule).toBe("yoga");
    expect((await gymBalance(third.id)).gym).toBe(1);
    expect((await tb.entryOf(third.id, TUESDAY))?.state).toBe("promoted");
  });

  it("switched off, takes no booking and leaves the members' list, keeping its bookings", async () => {
    const { key: _key, ...settings } = YOGA;
    expect((await api.update("yoga", { ...settings, active: false })).status).toBe(200);
    expect((await api.list()).body.map((s) => s.key)).toEqual(["gym", "pilates"]);
    expect((await api.adminList()).body.map((s) => [s.key, s.active])).toContainEqual(["yoga", false]);
    expect((await api.book(await tb.member(2), "yoga")).body).toMatchObject({
      error: { code: "SCHEDULE_OFF" },
    });
    const kept = await tb.t.database.db.select().from(reservations).where(eq(reservations.schedule, "yoga"));
    expect(kept.length).toBe(2);
    expect((await api.update("nowhere", settings)).status).toBe(404);
  });

  it("a key no schedule has, or the gym floor's, is no class schedule", async () => {
    const m = await tb.member(2);
    expect((await api.day(m, "nowhere")).body).toMatchObject({ error: { code: "SCHEDULE_NOT_FOUND" } });
    expect((await api.day(m, "gym")).status).toBe(404);
    expect((await api.book(m, "nowhere")).status).toBe(404);
  });
});
