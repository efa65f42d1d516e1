import { describe, expect, it } from "vitest";
import {
  addMonths,
  attendanceStatus,
  averageVisits,
  cancellationRate,
  cancelledShare,
  canMarkAttendance,
  isValidMonth,
  monthRange,
  statusDay,
} from "./attendance.js";

const today = "2025-09-30";

describe("attendanceStatus", () => {
  it("is inactive with 0 visits", () => {
    expect(attendanceStatus({ visits: 0, lastVisit: null, today })).toBe("inactive");
    expect(attendanceStatus({ visits: 0, lastVisit: "2025-08-01", today })).toBe("inactive");
  });
  it("is dormant when the last visit is more than 14 days old, before the visit count", () => {
    expect(attendanceStatus({ visits: 10, lastVisit: "2025-09-15", today })).toBe("dormant");
    expect(attendanceStatus({ visits: 1, lastVisit: "2025-08-31", today })).toBe("dormant");
    expect(attendanceStatus({ visits: 10, lastVisit: "2025-09-16", today })).toBe("heavy");
  });
  it("grades by visit count", () => {
    const recent = "2025-09-29";
    const grade = (visits: number) => attendanceStatus({ visits, lastVisit: recent, today });
    expect([1, 2, 3, 7, 8, 20].map(grade)).toEqual(["low", "low", "regular", "regular", "heavy", "heavy"]);
  });
  it("counts days across month ends and DST", () => {
    expect(attendanceStatus({ visits: 3, lastVisit: "2026-03-15", today: "2026-03-29" })).toBe("regular");
    expect(attendanceStatus({ visits: 3, lastVisit: "2026-03-15", today: "2026-03-30" })).toBe("dormant");
    expect(attendanceStatus({ visits: 3, lastVisit: "2025-10-12", today: "2025-10-26" })).toBe("regular");
  });
  it("does not call a member dormant without a last visit date", () => {
    expect(attendanceStatus({ visits: 4, lastVisit: null, today })).toBe("regular");
  });
});

describe("averageVisits", () => {
  it("rounds to 1 decimal", () => {
    expect(averageVisits(10, 3)).toBe(3.3);
    expect(averageVisits(11, 3)).toBe(3.7);
    expect(averageVisits(9, 3)).toBe(3);
    expect(averageVisits(5, 0)).toBe(0);
  });
});

describe("cancellationRate", () => {
  it("is (reservations - visits) / reservations * 100 with 1 decimal", () => {
    expect(cancellationRate(10, 8)).toBe(20);
    expect(cancellationRate(3, 2)).toBe(33.3);
    expect(cancellationRate(3, 1)).toBe(66.7);
    expect(cancellationRate(7, 7)).toBe(0);
    expect(cancellationRate(0, 0)).toBe(0);
  });
});

describe("every threshold edge", () => {
  const recent = "2025-09-29";
  it("0 inactive, 1 and 2 low, 3 and 7 regular, 8 heavy", () => {
    const grade = (visits: number) => attendanceStatus({ visits, lastVisit: visits ? recent : null, today });
    expect([0, 1, 2, 3, 7, 8].map(grade)).toEqual(["inactive", "low", "low", "regular", "regular", "heavy"]);
  });
  it("14 days since the last visit is not dormant, 15 is", () => {
    expect(attendanceStatus({ visits: 8, lastVisit: "2025-09-16", today })).toBe("heavy");
    expect(attendanceStatus({ visits: 8, lastVisit: "2025-09-15", today })).toBe("dormant");
  });
});

describe("cancelledShare", () => {
  it("is cancelled bookings over all bookings made, 1 decimal", () => {
    expect(cancelledShare(12, 3)).toBe(25);
    expect(cancelledShare(3, 1)).toBe(33.3);
    expect(cancelledShare(0, 0)).toBe(0);
    expect(cancelledShare(4, 4)).toBe(100);
  });
});

describe("months", () => {
  it("knows each month's first and last day, leap years included", () => {
    expect(monthRange("2025-09")).toEqual({ first: "2025-09-01", last: "2025-09-30" });
    expect(monthRange("2024-02")).toEqual({ first: "2024-02-01", last: "2024-02-29" });
    expect(monthRange("2025-12")).toEqual({ first: "2025-12-01", last: "2025-12-31" });
  });
  it("steps across years", () => {
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
  });
  it("accepts only real months", () => {
    expect(["2025-09", "2025-13", "2025-9", "2025-00", "abcd-ef"].map(isValidMonth)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it("judges a past month on its last day, the running or a future month on today", () => {
    expect(statusDay("2025-08", "2025-09-10")).toBe("2025-08-31");
    expect(statusDay("2025-09", "2025-09-10")).toBe("2025-09-10");
    expect(statusDay("2025-10", "2025-09-10")).toBe("2025-09-10");
  });
});

describe("canMarkAttendance", () => {
  const slot = { tz: "Europe/Athens", date: "2025-09-01", time: "10:00" };
  it("opens when the slot starts (Athens time), and stays open after", () => {
    expect(canMarkAttendance({ ...slot, now: new Date("2025-09-01T06:59:59Z") })).toBe(false);
    expect(canMarkAttendance({ ...slot, now: new Date("2025-09-01T07:00:00Z") })).toBe(true);
    expect(canMarkAttendance({ ...slot, now: new Date("2025-09-20T07:00:00Z") })).toBe(true);
  });
});
