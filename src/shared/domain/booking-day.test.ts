import { describe, expect, it } from "vitest";
import { buildDayState, effectiveCount, firstOpenDay, openDayPredicate } from "./booking-day.js";
import { bookingWindow, closedReasonFor } from "./booking-rules.js";
import { SPEC_RULES as R } from "./studio-rules.js";

const TZ = "Europe/Athens";
const AUGUST = [{ startDate: "2025-08-09", endDate: "2025-08-24" }];
const data = { rules: R, closures: AUGUST, zeroCapacityDates: ["2025-09-03"] };
// Monday 2025-09-01 09:00 in Athens.
const NOW = new Date("2025-09-01T06:00:00Z");

describe("closed days", () => {
  it("names why a day is closed", () => {
    expect(closedReasonFor("2025-09-07", AUGUST, null, R)).toBe("weekday");
    expect(closedReasonFor("2025-08-15", AUGUST, 10, R)).toBe("closure");
    expect(closedReasonFor("2025-09-02", AUGUST, 0, R)).toBe("capacity");
    expect(closedReasonFor("2025-09-02", AUGUST, 4, R)).toBeNull();
  });
  it("skips Sundays, closures and zero-capacity dates", () => {
    const open = openDayPredicate(data);
    expect(["2025-08-08", "2025-08-09", "2025-09-03", "2025-09-07", "2025-09-08"].map(open)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(firstOpenDay("2025-09-07", data, "2025-09-07")).toBe("2025-09-08");
    expect(firstOpenDay("2025-08-10", data, "2025-08-10")).toBe("2025-08-25");
    expect(firstOpenDay("2025-09-02", data, "2025-09-01")).toBe("2025-09-02");
  });
});

describe("slots", () => {
  it("counts a blocked slot as full", () => {
    expect(effectiveCount(undefined, 10)).toBe(0);
    expect(effectiveCount({ count: 3, blocked: false }, 10)).toBe(3);
    expect(effectiveCount({ count: 3, blocked: true }, 10)).toBe(10);
  });
  it("lets members book 15 minutes ahead and the desk until the slot ends", () => {
    expect(bookingWindow("member", 15, R, 60)).toBeNull();
    expect(bookingWindow("member", 14.9, R, 60)).toBe("tooLate");
    expect(bookingWindow("member", 0, R, 60)).toBe("started");
    expect(bookingWindow("admin", 0, R, 60)).toBeNull();
    expect(bookingWindow("admin", -59, R, 60)).toBeNull();
    expect(bookingWindow("admin", -60, R, 60)).toBe("ended");
  });
});

describe("buildDayState", () => {
  const base = { today: "2025-09-01", now: NOW, tz: TZ, data, override: null, tallies: [] };
  it("shows today's slots with counts, full and available", () => {
    const day = buildDayState({
      ...base,
      date: "2025-09-01",
      audience: "member",
      override: 2,
      tallies: [
        { time: "10:00", count: 2, blocked: false },
        { time: "11:00", count: 1, blocked: false },
        { time: "12:00", count: 0, blocked: true },
      ],
    });
    expect(day).toMatchObject({ open: true, max: 2, prevDay: null, nextDay: "2025-09-02" });
    const byTime = Object.fromEntries(day.slots.map((s) => [s.time, s]));
    expect(byTime["09:00"]).toMatchObject({ available: false, full: false });
    expect(byTime["10:00"]).toMatchObject({ count: 2, max: 2, full: true, available: false });
    expect(byTime["11:00"]).toMatchObject({ count: 1, full: false, available: true });
    expect(byTime["12:00"]).toMatchObject({ blocked: true, full: true, available: false });
    // A greyed slot says why: started, full, or a blocked (mass-filled) slot as full.
    expect(byTime["09:00"]?.unavailable).toBe("started");
    expect(byTime["10:00"]?.unavailable).toBe("full");
    expect(byTime["11:00"]?.unavailable).toBeNull();
    expect(byTime["12:00"]?.unavailable).toBe("full");
  });
  it("says why a slot cannot be booked: inside the cutoff, closed, or ended for the desk", () => {
    const at = (
      now: string,
      audience: "member" | "admin",
      date = "2025-09-01",
      override: number | null = null,
    ) =>
      Object.fromEntries(
        buildDayState({ ...base, now: new Date(now), date, audience, override }).slots.map((s) => [
          s.time,
          s.unavailable,
        ]),
      );
    // 09:50 Athens: 10:00 is ten minutes away (inside the 15-minute cutoff), 11:00 is open.
    expect(at("2025-09-01T06:50:00Z", "member")).toMatchObject({ "10:00": "tooLate", "11:00": null });
    // The desk may book a running slot until it ends.
    expect(at("2025-09-01T07:10:00Z", "admin")).toMatchObject({ "09:00": "started", "10:00": null });
    // A day closed by a capacity of 0 shows every slot as closed.
    expect(new Set(Object.values(at("2025-09-01T06:50:00Z", "member", "2025-09-02", 0)))).toEqual(
      new Set(["closed"]),
    );
  });
  it("navigates over closed days but never before today", () => {
    expect(buildDayState({ ...base, date: "2025-09-04", audience: "member" })).toMatchObject({
      prevDay: "2025-09-02",
      nextDay: "2025-09-05",
    });
    expect(buildDayState({ ...base, date: "2025-09-06", audience: "member" })).toMatchObject({
      nextDay: "2025-09-08",
    });
  });
  it("greys every slot of a closed or past day", () => {
    const closed = buildDayState({ ...base, date: "2025-09-03", override: 0, audience: "admin" });
    expect(closed).toMatchObject({ open: false, closedReason: "capacity", max: 0 });
    expect(closed.slots.some((s) => s.available)).toBe(false);
    const past = buildDayState({ ...base, date: "2025-08-29", audience: "admin" });
    expect(past.slots.some((s) => s.available)).toBe(false);
  });
});
