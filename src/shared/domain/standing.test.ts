import { describe, expect, it } from "vitest";
import { activeLimitReached, countedBookings } from "./booking-rules";
import { beyondWeeksCap, nextOnWeekday, nextStandingDate, standingLastDate } from "./standing";

describe("a standing booking's dates", () => {
  it("ends after its weeks, on its date, or with the package", () => {
    expect(standingLastDate("2025-09-01", { kind: "weeks", weeks: 4 })).toBe("2025-09-22");
    expect(standingLastDate("2025-09-01", { kind: "until", until: "2025-10-01" })).toBe("2025-10-01");
    expect(standingLastDate("2025-09-01", { kind: "package" })).toBeNull();
    expect(beyondWeeksCap("2025-09-01", "2025-09-22", 4)).toBe(false);
    expect(beyondWeeksCap("2025-09-01", "2025-09-29", 4)).toBe(true);
  });

  it("handles next the first of its weekday after the last handled, never a day already gone", () => {
    expect(nextOnWeekday("2025-09-02", 1)).toBe("2025-09-08");
    expect(nextOnWeekday("2025-09-01", 1)).toBe("2025-09-01");
    const s = { weekday: 1, startsOn: "2025-09-01", bookedThrough: null };
    expect(nextStandingDate(s, "2025-08-30")).toBe("2025-09-01");
    expect(nextStandingDate({ ...s, bookedThrough: "2025-09-01" }, "2025-09-01")).toBe("2025-09-08");
    // The job did not run for two weeks: the weeks gone are not booked late.
    expect(nextStandingDate({ ...s, bookedThrough: "2025-09-08" }, "2025-09-23")).toBe("2025-09-29");
  });
});

describe("the limit of future bookings", () => {
  const rules = { maxActiveBookings: 2, activeAcrossSchedules: false };
  it("counts a series' weeks once, and a week of it not at all when checking that series", () => {
    const upcoming = [
      { schedule: "gym", standingId: "a" },
      { schedule: "gym", standingId: "a" },
      { schedule: "gym", standingId: null },
    ];
    expect(countedBookings(upcoming)).toBe(2);
    expect(activeLimitReached(upcoming, "gym", rules)).toBe("same");
    expect(activeLimitReached(upcoming, "gym", rules, "a")).toBeNull();
    expect(activeLimitReached(upcoming.slice(0, 2), "gym", rules)).toBeNull();
  });
});
