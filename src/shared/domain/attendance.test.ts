import { describe, expect, it } from "vitest";
import { attendanceStatus, averageVisits, cancellationRate } from "./attendance.js";

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
