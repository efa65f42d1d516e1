import { describe, expect, it } from "vitest";
import type { DayView, MemberDay } from "../../../../shared/schemas/booking";
import type { MyAccount } from "../../../../shared/schemas/members";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { call } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

const tb = bookingTestbed({ seed: true });
const { clock } = tb;
const START = MONDAY_MORNING;
const dayOf = async (cookie: string, date?: string) => {
  const res = await tb.api.day(cookie, date);
  expect(res.status).toBe(200);
  return (await res.json()) as MemberDay;
};
const slot = (day: DayView, time: string) => day.slots.find((s) => s.time === time)!;

describe("the member's day", () => {
  it("opens on today with the slots, the balance and the expiry as a studio date", async () => {
    clock.set(START);
    const day = await dayOf((await tb.member(7)).cookie);
    expect(day).toMatchObject({
      date: "2025-09-01",
      today: "2025-09-01",
      open: true,
      closedReason: null,
      max: 10,
    });
    expect(day.slots.map((s) => s.time)).toEqual(
      Array.from({ length: 14 }, (_, i) => `${String(8 + i).padStart(2, "0")}:00`),
    );
    expect(slot(day, "09:00")).toMatchObject({ count: 0, available: false }); // started
    expect(slot(day, "10:00")).toMatchObject({ count: 0, max: 10, full: false, available: true });
    expect(day.account).toEqual({ sessions: 7, expiresOn: "2025-10-01", expired: false });
    expect(day).toMatchObject({ prevDay: null, nextDay: "2025-09-02", mine: null, active: null });
  });

  it("counts bookings, shows full slots and the capacity override", async () => {
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-09", 1);
    const a = await tb.member();
    expect((await tb.api.book(a.cookie, { date: "2025-09-09", time: "10:00" })).status).toBe(201);
    const day = await dayOf((await tb.member()).cookie, "2025-09-09");
    expect(day.max).toBe(1);
    expect(slot(day, "10:00")).toMatchObject({ count: 1, max: 1, full: true, available: false });
    expect(slot(day, "11:00")).toMatchObject({ count: 0, full: false, available: true });
    await tb.api.admin.clearCapacity(tb.admin.cookie, "2025-09-09");
    expect(slot(await dayOf(a.cookie, "2025-09-09"), "10:00")).toMatchObject({
      count: 1,
      max: 10,
      full: false,
    });
  });

  it("shows the member's booking on its day and the active reservation on every day", async () => {
    const m = await tb.member();
    const booked = (await (await tb.api.book(m.cookie, { date: "2025-09-02", time: "18:00" })).json()) as {
      reservation: { id: string };
    };
    const ref = { id: booked.reservation.id, date: "2025-09-02", time: "18:00" };
    expect(await dayOf(m.cookie, "2025-09-02")).toMatchObject({ mine: ref, active: ref });
    expect(await dayOf(m.cookie, "2025-09-03")).toMatchObject({ mine: null, active: ref });
    expect((await dayOf(m.cookie, "2025-09-03")).account.sessions).toBe(4);
    clock.set("2025-09-02T15:00:00Z"); // 18:00 Athens: the booking has started
    expect(await dayOf(m.cookie, "2025-09-02")).toMatchObject({ mine: null, active: null });
    clock.set(START);
  });

  it("names a blocking booking only once the member holds as many as the owner allows", async () => {
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 3 });
    const m = await tb.member();
    const book = async (date: string) =>
      expect((await tb.api.book(m.cookie, { date, time: "18:00" })).status).toBe(201);
    await book("2025-09-02");
    expect(await dayOf(m.cookie, "2025-09-05")).toMatchObject({ active: null });
    await book("2025-09-03");
    expect(await dayOf(m.cookie, "2025-09-05")).toMatchObject({ active: null });
    await book("2025-09-04");
    expect((await dayOf(m.cookie, "2025-09-05")).active).toMatchObject({ date: "2025-09-02", time: "18:00" });
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 1 });
  });

  it("moves over Sundays and closures and never before today", async () => {
    const m = await tb.member();
    const saturday = await dayOf(m.cookie, "2025-09-06");
    expect(saturday.slots).toHaveLength(8);
    expect(saturday).toMatchObject({ prevDay: "2025-09-05", nextDay: "2025-09-08" });
    // Spec section 4: an asked Sunday jumps forward to the next non-Sunday day.
    const sunday = await dayOf(m.cookie, "2025-09-07");
    expect(sunday).toMatchObject({ date: "2025-09-08", open: true, prevDay: "2025-09-06" });
    await tb.api.admin.addClosure(tb.admin.cookie, { startDate: "2025-09-10", endDate: "2025-09-12" });
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-13", 0);
    const before = await dayOf(m.cookie, "2025-09-09");
    expect(before.nextDay).toBe("2025-09-15");
    expect((await dayOf(m.cookie, "2025-09-15")).prevDay).toBe("2025-09-09");
    const closed = await dayOf(m.cookie, "2025-09-11");
    expect(closed).toMatchObject({ open: false, closedReason: "closure" });
    expect(closed.slots.every((s) => !s.available)).toBe(true);
    expect((await dayOf(m.cookie, "2025-09-13")).closedReason).toBe("capacity");
  });

  it("opens on Monday on a Sunday, and on the next open day when today is closed", async () => {
    const m = await tb.member();
    clock.set("2025-09-07T06:00:00Z");
    expect((await dayOf(m.cookie)).date).toBe("2025-09-08");
    await tb.api.admin.addClosure(tb.admin.cookie, { startDate: "2025-09-24", endDate: "2025-09-26" });
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-27", 0);
    clock.set("2025-09-24T06:00:00Z"); // inside the 24–26 closure, the 27th has capacity 0
    expect((await dayOf(m.cookie)).date).toBe("2025-09-29");
    clock.set("2025-08-12T06:00:00Z"); // the seeded August closure
    expect((await dayOf(m.cookie)).date).toBe("2025-08-25");
    clock.set(START);
  });

  it("greys a slot blocked by a mass fill", async () => {
    const fill = (await (
      await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-16", endDate: "2025-09-16" })
    ).json()) as {
      batchId: string;
    };
    const day = await dayOf((await tb.member()).cookie, "2025-09-16");
    expect(day.slots.every((s) => s.full && s.blocked && !s.available)).toBe(true);
    await tb.api.admin.unblock(tb.admin.cookie, fill.batchId);
  });

  it("says 'expired' where the account page does, both by the studio clock", async () => {
    // The package ends at the end of Monday in Athens (20:59:59.999Z).
    const m = await tb.member(3, new Date("2025-09-01T20:59:59.999Z"));
    const both = async () => ({
      day: (await dayOf(m.cookie, "2025-09-02")).account.expired,
      account: (await call<MyAccount>(tb.t, "GET", "/api/me/account", m.cookie)).body.account.credits.find(
        (c) => c.kind === "gym",
      )?.expired,
    });
    clock.set("2025-09-01T20:30:00Z"); // Monday 23:30 in Athens
    expect(await both()).toEqual({ day: false, account: false });
    // Tuesday 00:30 in Athens, still Monday by a browser in UTC: expired for both screens.
    clock.set("2025-09-01T21:30:00Z");
    expect(await both()).toEqual({ day: true, account: true });
    clock.set(START);
  });

  it("needs a signed-in member", async () => {
    expect((await tb.t.app.request("/api/booking/day")).status).toBe(401);
    expect((await tb.api.day((await tb.member()).cookie, "2025-02-30")).status).toBe(400);
  });
});

describe("the admin's day", () => {
  it("lets the front desk book until the slot ends", async () => {
    clock.set("2025-09-01T06:30:00Z"); // 09:30 Athens
    const res = await tb.api.admin.day(tb.admin.cookie, "2025-09-01");
    const day = (await res.json()) as DayView;
    expect(slot(day, "08:00").available).toBe(false);
    expect(slot(day, "09:00").available).toBe(true);
    expect(slot(day, "10:00").available).toBe(true);
    clock.set(START);
  });
});
