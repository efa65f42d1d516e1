import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../../shared/domain/schedules";
import type { AttendanceStats } from "../../../../shared/schemas/attendance";
import type { DayView, MemberDay } from "../../../../shared/schemas/booking";
import { reservations } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { creditsOf, type QuickMember } from "../../../test/members";
import { call } from "../../../test/requests";
import { secondRoom } from "../../../test/schedules";

/**
 * A second hours schedule created through the API (decision 035 "A second hours
 * schedule"): "Second room", the studio's hours cut into slots like the gym floor, with places of
 * its own, spending gym credits. Members and the desk book it at once through the one hours engine;
 * it fills to its own capacity (SLOT_FULL naming it), has its own waitlist, e-mail and calendar
 * file, its own capacity override of a date that leaves the gym's alone, and its visits count.
 * Monday 2025-09-01 09:00 in Athens.
 */
const tb = bookingTestbed({ seed: true });
const TUESDAY = "2025-09-02";
const WEDNESDAY = "2025-09-03";
const ROOM = secondRoom();

type Booked = { reservation: { id: string; schedule: string }; sessions: number };
const api = {
  create: (body: unknown) => call<ScheduleRow>(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, body),
  update: (body: unknown) =>
    call<ScheduleRow>(tb.t, "PUT", `/api/admin/schedules/${ROOM.key}`, tb.admin.cookie, body),
  day: (m: QuickMember, schedule: string, date = TUESDAY) =>
    call<MemberDay>(tb.t, "GET", `/api/booking/day?schedule=${schedule}&date=${date}`, m.cookie),
  deskDay: (schedule: string, date: string) =>
    call<DayView>(tb.t, "GET", `/api/admin/booking/day?schedule=${schedule}&date=${date}`, tb.admin.cookie),
  book: (m: QuickMember, schedule: string, date = TUESDAY, time = "10:00") =>
    call<Booked>(tb.t, "POST", "/api/bookings", m.cookie, { schedule, date, time }),
  deskBook: (email: string, schedule: string, date: string, time = "10:00") =>
    call<Booked>(tb.t, "POST", "/api/admin/reservations", tb.admin.cookie, { email, schedule, date, time }),
  capacity: (date: string, capacity: number, schedule?: string) =>
    call(
      tb.t,
      "PUT",
      `/api/admin/slot-capacity/${date}${schedule ? `?schedule=${schedule}` : ""}`,
      tb.admin.cookie,
      { capacity },
    ),
  capacityOf: (date: string, schedule?: string) =>
    call<{ capacity: number | null }>(
      tb.t,
      "GET",
      `/api/admin/slot-capacity/${date}${schedule ? `?schedule=${schedule}` : ""}`,
      tb.admin.cookie,
    ),
  join: (m: QuickMember) =>
    call(tb.t, "POST", "/api/waitlist", m.cookie, { schedule: ROOM.key, date: TUESDAY, time: "10:00" }),
  cancel: (m: QuickMember, id: string) => call(tb.t, "DELETE", `/api/bookings/${id}`, m.cookie),
  mark: (id: string, status: "attended" | "no_show") =>
    call(tb.t, "PUT", `/api/admin/reservations/${id}/attendance`, tb.admin.cookie, { status }),
  stats: () => call<AttendanceStats>(tb.t, "GET", "/api/admin/attendance?month=2025-09", tb.admin.cookie),
};

const slotAt = (day: { slots: { time: string; count: number; max: number }[] }, time = "10:00") =>
  day.slots.find((s) => s.time === time);

const roomBookingOf = async (userId: string) =>
  (
    await tb.t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), eq(reservations.schedule, ROOM.key)))
  )[0];

describe("a second hours schedule the owner adds", () => {
  it("is created with its own places per slot and shows the studio's hours with them", async () => {
    const created = await api.create(ROOM);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: ROOM.key, timetable: "hours", defaultCapacity: 2 });
    const m = await tb.member();
    const room = await api.day(m, ROOM.key);
    const gym = await api.day(m, "gym");
    expect(room.status).toBe(200);
    // The same slots as the gym floor (the studio's hours), each of 2 places instead of the gym's 10.
    expect(room.body.slots.map((s) => s.time)).toEqual(gym.body.slots.map((s) => s.time));
    expect(slotAt(room.body)).toMatchObject({ count: 0, max: 2 });
    expect(slotAt(gym.body)).toMatchObject({ count: 0, max: 10 });
    // A class schedule is not an hours schedule: its day is the class engine's.
    expect((await api.day(m, "pilates")).body).toMatchObject({ error: { code: "SCHEDULE_NOT_FOUND" } });
  });

  it("is booked by a member with a gym credit, e-mailed under its name with its calendar file", async () => {
    const m = await tb.member(5);
    const booked = await api.book(m, ROOM.key);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ reservation: { schedule: ROOM.key }, sessions: 4 });
    expect(await creditsOf(tb.t.database.db, m.id, "gym")).toBe(4);
    expect(await tb.spentBy(m.id)).toEqual([{ kind: "gym", delta: -1 }]);
    const mail = await tb.firstMailTo(m.email);
    expect(mail?.text).toContain("Δεύτερη αίθουσα");
    expect(JSON.stringify(mail?.attachments)).toContain("Δεύτερη αίθουσα");
    // One booking a day and one active booking count per schedule (the studio's default): the gym
    // floor's 10:00 is still the member's to book.
    const day = await api.day(m, ROOM.key);
    expect(day.body.mine).toMatchObject({ schedule: ROOM.key, time: "10:00" });
    expect((await api.day(m, "gym")).body.mine).toBeNull();
    expect((await api.book(m, ROOM.key, TUESDAY, "11:00")).body).toMatchObject({
      error: { code: "ALREADY_BOOKED_THIS_DAY" },
    });
    expect((await api.book(m, "gym")).status).toBe(201);
  });

  it("fills to its own capacity, refusing with SLOT_FULL naming it, and promotes its waitlist", async () => {
    const second = await tb.member(5);
    const late = await tb.member(5);
    expect((await api.book(second, ROOM.key)).status).toBe(201);
    const full = await api.book(late, ROOM.key);
    expect(full).toMatchObject({
      status: 409,
      body: {
        error: {
          code: "SLOT_FULL",
          params: { count: 2, max: 2, timetable: "hours", schedule: { en: "Second room" } },
        },
      },
    });
    // The gym floor's slot at the same time is not full: one booking of 10.
    expect(slotAt((await api.day(late, "gym")).body)).toMatchObject({ count: 1, max: 10 });
    expect((await api.join(late)).status).toBe(201);
    const held = await roomBookingOf(second.id);
    expect((await api.cancel(second, held!.id)).status).toBe(200);
    // The freed place goes to the one waiting, in the second room.
    expect(await roomBookingOf(late.id)).toBeDefined();
    expect(slotAt((await api.day(late, ROOM.key)).body)).toMatchObject({ count: 2, max: 2 });
  });

  it("has its own capacity override of a date, which leaves the gym floor's alone", async () => {
    expect((await api.capacity(WEDNESDAY, 1, ROOM.key)).status).toBe(200);
    expect((await api.capacityOf(WEDNESDAY, ROOM.key)).body).toMatchObject({ capacity: 1 });
    expect((await api.capacityOf(WEDNESDAY)).body).toMatchObject({ capacity: null });
    expect(slotAt((await api.deskDay(ROOM.key, WEDNESDAY)).body)).toMatchObject({ max: 1 });
    expect(slotAt((await api.deskDay("gym", WEDNESDAY)).body)).toMatchObject({ max: 10 });
    // The gym floor's override of the same date changes the gym only.
    expect((await api.capacity(WEDNESDAY, 4)).status).toBe(200);
    expect(slotAt((await api.deskDay("gym", WEDNESDAY)).body)).toMatchObject({ max: 4 });
    expect(slotAt((await api.deskDay(ROOM.key, WEDNESDAY)).body)).toMatchObject({ max: 1 });
    // The desk books the one place; the next is refused, the gym floor still takes one.
    const a = await tb.member(3);
    const b = await tb.member(3);
    const desk = await api.deskBook(a.email, ROOM.key, WEDNESDAY);
    expect(desk).toMatchObject({ status: 201, body: { kind: "member", sessions: 2 } });
    expect((await api.deskBook(b.email, ROOM.key, WEDNESDAY)).body).toMatchObject({
      error: { code: "SLOT_FULL", params: { count: 1, max: 1, schedule: { en: "Second room" } } },
    });
    expect((await api.deskBook(b.email, "gym", WEDNESDAY)).status).toBe(201);
    // A class schedule has no capacity override of a date (its classes' own capacities).
    expect((await api.capacity(WEDNESDAY, 1, "pilates")).status).toBe(404);
  });

  it("counts a visit in the second room in the month's attendance, and a no-show as one", async () => {
    const m = await tb.member(5);
    const booked = await api.book(m, ROOM.key, TUESDAY, "12:00");
    expect(booked.status).toBe(201);
    tb.clock.set("2025-09-02T09:30:00Z"); // Tuesday 12:30 in Athens: the slot has started
    const memberOf = async () => (await api.stats()).body.members.find((r) => r.userId === m.id);
    expect(await memberOf()).toMatchObject({ visits: 1, lastVisit: TUESDAY });
    expect((await api.mark(booked.body.reservation.id, "no_show")).status).toBe(200);
    expect(await memberOf()).toMatchObject({ visits: 0, noShows: 1 });
    expect((await api.mark(booked.body.reservation.id, "attended")).status).toBe(200);
    expect(await memberOf()).toMatchObject({ visits: 1, noShows: 0 });
  });

  it("takes no bookings once switched off", async () => {
    tb.clock.set("2025-09-01T06:00:00Z");
    expect((await api.update({ ...ROOM, active: false })).status).toBe(200);
    const m = await tb.member(5);
    expect((await api.book(m, ROOM.key, WEDNESDAY, "15:00")).body).toMatchObject({
      error: { code: "SCHEDULE_OFF" },
    });
  });
});
