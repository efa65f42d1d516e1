import { describe, expect, it } from "vitest";
import { type ClassBookingInput, checkClassBooking, classesOn, classOpenPredicate } from "./classes";
import { SPEC_RULES } from "./studio-rules.js";

const weekly = [
  { id: "a", schedule: "pilates", weekday: 2, time: "18:00", minutes: 50, capacity: 5 },
  { id: "b", schedule: "pilates", weekday: 2, time: "09:00", minutes: 50, capacity: 4 },
  { id: "c", schedule: "pilates", weekday: 3, time: "19:00", minutes: 60, capacity: 6 },
];

describe("classesOn", () => {
  it("lists the weekday's classes by time, with that date's changes", () => {
    const changes = [{ classId: "a", date: "2025-09-02", cancelled: false, time: "08:00", capacity: 3 }];
    expect(classesOn("2025-09-02", weekly, changes).map((c) => [c.id, c.time, c.max, c.changed])).toEqual([
      ["a", "08:00", 3, true],
      ["b", "09:00", 4, false],
    ]);
    // The change is of that date only.
    expect(classesOn("2025-09-09", weekly, changes).map((c) => [c.id, c.time, c.max])).toEqual([
      ["b", "09:00", 4],
      ["a", "18:00", 5],
    ]);
    expect(classesOn("2025-09-01", weekly, [])).toEqual([]);
  });
});

describe("classOpenPredicate", () => {
  it("a day with classes that no closure covers", () => {
    const open = classOpenPredicate(new Set([2, 3]), [{ startDate: "2025-09-03", endDate: "2025-09-03" }]);
    expect(["2025-09-01", "2025-09-02", "2025-09-03", "2025-09-07"].map(open)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});

describe("checkClassBooking", () => {
  const base: ClassBookingInput = {
    rules: SPEC_RULES,
    now: new Date("2025-09-01T06:00:00Z"),
    tz: "Europe/Athens",
    date: "2025-09-02",
    time: "18:00",
    closures: [],
    cls: { max: 2, cancelled: false, minutes: 50 },
    bookedCount: 0,
    account: { exists: true, sessions: 3, expiresAt: new Date("2025-10-01T00:00:00Z") },
    hasReservationThatDay: false,
    active: null,
  };
  const code = (o: Partial<ClassBookingInput>) => checkClassBooking({ ...base, ...o })?.code ?? null;

  it("checks the calendar, the class, the cutoff, the places, the package and the active rule, in order, with the gym's codes", () => {
    expect(code({})).toBeNull();
    expect(code({ closures: [{ startDate: "2025-09-02", endDate: "2025-09-02" }] })).toBe("DAY_CLOSED");
    expect(code({ date: "2025-08-30" })).toBe("PAST_DATE");
    expect(code({ cls: null })).toBe("NOT_A_SLOT");
    expect(code({ cls: { max: 2, cancelled: true, minutes: 50 } })).toBe("CLASS_CANCELLED");
    expect(checkClassBooking({ ...base, bookedCount: 2 })).toEqual({
      code: "SLOT_FULL",
      params: { count: 2, max: 2 },
    });
    expect(code({ now: new Date("2025-09-02T14:50:00Z") })).toBe("TOO_LATE_TO_BOOK");
    expect(code({ now: new Date("2025-09-02T15:00:00Z") })).toBe("SLOT_STARTED");
    expect(code({ account: null })).toBe("NO_ACTIVE_PACKAGE");
    expect(code({ account: { exists: true, sessions: 3, expiresAt: null } })).toBe("PACKAGE_EXPIRED");
    expect(code({ account: { exists: true, sessions: 0, expiresAt: new Date("2025-10-01") } })).toBe(
      "NO_SESSIONS_LEFT",
    );
    expect(code({ hasReservationThatDay: true })).toBe("ALREADY_BOOKED_THIS_DAY");
    expect(code({ active: "same" })).toBe("ACTIVE_RESERVATION_EXISTS");
    expect(code({ active: "other" })).toBe("ACTIVE_RESERVATION_OTHER_SCHEDULE");
  });
});
