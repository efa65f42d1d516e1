import { describe, expect, it } from "vitest";
import { type BookingCheckInput, checkBooking, checkCancellation, memberRefusal } from "./booking-rules.js";
import { SPEC_RULES } from "./studio-rules.js";

const TZ = "Europe/Athens";
// Monday 2025-09-01 09:00 in Athens (EEST, UTC+3).
const NOW = new Date("2025-09-01T06:00:00Z");

function input(overrides: Partial<BookingCheckInput> = {}): BookingCheckInput {
  return {
    rules: SPEC_RULES,
    now: NOW,
    tz: TZ,
    date: "2025-09-02",
    time: "10:00",
    closures: [{ startDate: "2025-08-09", endDate: "2025-08-24" }],
    capacityOverride: null,
    bookedCount: 3,
    account: { exists: true, sessions: 5, expiresAt: new Date("2025-10-01T20:59:59.999Z") },
    hasReservationThatDay: false,
    upcoming: [],
    ...overrides,
  };
}

const gymBooking = [{ schedule: "gym" }];

describe("checkBooking calendar checks", () => {
  it("accepts a valid booking", () => {
    expect(checkBooking(input())).toBeNull();
  });
  it("refuses Sundays, naming the weekday", () => {
    expect(checkBooking(input({ date: "2025-09-07" }))).toEqual({
      code: "WEEKDAY_CLOSED",
      params: { weekday: 0 },
    });
  });
  it("follows the owner's hours: an open Sunday, a closed Tuesday, half-hour slots", () => {
    const hours = SPEC_RULES.hours.map((h) => [...h]);
    hours[0] = [{ from: "10:00", to: "12:00" }];
    hours[2] = [];
    const rules = { ...SPEC_RULES, hours, slotMinutes: 30 };
    expect(checkBooking(input({ rules, date: "2025-09-07", time: "11:30" }))).toBeNull();
    expect(checkBooking(input({ rules, date: "2025-09-07", time: "12:00" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ rules, date: "2025-09-02" }))).toEqual({
      code: "WEEKDAY_CLOSED",
      params: { weekday: 2 },
    });
  });
  it("refuses closed days (closure or capacity 0)", () => {
    const now = new Date("2025-08-01T06:00:00Z");
    expect(checkBooking(input({ now, date: "2025-08-09" }))?.code).toBe("DAY_CLOSED");
    expect(checkBooking(input({ now, date: "2025-08-23" }))?.code).toBe("DAY_CLOSED");
    expect(checkBooking(input({ now, date: "2025-08-25" }))).toBeNull();
    expect(checkBooking(input({ capacityOverride: 0 }))?.code).toBe("DAY_CLOSED");
  });
  it("refuses past dates", () => {
    expect(checkBooking(input({ date: "2025-08-30", time: "10:00" }))?.code).toBe("PAST_DATE");
  });
  it("refuses times that are not slots of that day", () => {
    expect(checkBooking(input({ time: "07:00" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ time: "22:00" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ time: "10:30" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ date: "2025-09-06", time: "18:00" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ date: "2025-09-06", time: "17:00" }))).toBeNull();
    expect(checkBooking(input({ date: "2025-02-30" }))?.code).toBe("NOT_A_SLOT");
  });
  it("refuses a slot that already started today", () => {
    expect(checkBooking(input({ date: "2025-09-01", time: "08:00" }))?.code).toBe("NOT_A_SLOT");
    expect(checkBooking(input({ date: "2025-09-01", time: "09:00" }))?.code).toBe("NOT_A_SLOT");
  });
  it("checks the calendar before anything else", () => {
    const bad = { bookedCount: 99, account: null, hasReservationThatDay: true } as const;
    expect(checkBooking(input({ ...bad, date: "2025-09-07" }))?.code).toBe("WEEKDAY_CLOSED");
    expect(checkBooking(input({ ...bad, date: "2025-08-29" }))?.code).toBe("PAST_DATE");
  });
});

describe("checkBooking spec order", () => {
  it("reports a full slot with count and max", () => {
    expect(checkBooking(input({ bookedCount: 10 }))).toEqual({
      code: "SLOT_FULL",
      params: { count: 10, max: 10 },
    });
    expect(checkBooking(input({ bookedCount: 9 }))).toBeNull();
    expect(checkBooking(input({ bookedCount: 4, capacityOverride: 4 }))).toEqual({
      code: "SLOT_FULL",
      params: { count: 4, max: 4 },
    });
    expect(checkBooking(input({ bookedCount: 10, capacityOverride: 12 }))).toBeNull();
  });
  it("needs at least 15 minutes before a slot today", () => {
    const date = "2025-09-01";
    // 09:45:00 Athens = 06:45Z: exactly 15 minutes before 10:00 is allowed.
    expect(checkBooking(input({ date, now: new Date("2025-09-01T06:45:00Z") }))).toBeNull();
    expect(checkBooking(input({ date, now: new Date("2025-09-01T06:45:01Z") }))?.code).toBe(
      "TOO_LATE_TO_BOOK",
    );
    expect(checkBooking(input({ date, now: new Date("2025-09-01T06:59:59Z") }))?.code).toBe(
      "TOO_LATE_TO_BOOK",
    );
  });
  it("checks fullness before the cutoff", () => {
    const now = new Date("2025-09-01T06:50:00Z");
    expect(checkBooking(input({ date: "2025-09-01", now, bookedCount: 10 }))?.code).toBe("SLOT_FULL");
  });
  it("needs an account record", () => {
    expect(checkBooking(input({ account: null }))?.code).toBe("NO_ACTIVE_PACKAGE");
    const missing = { exists: false, sessions: 5, expiresAt: new Date("2026-01-01") };
    expect(checkBooking(input({ account: missing }))?.code).toBe("NO_ACTIVE_PACKAGE");
  });
  it("needs an unexpired package", () => {
    expect(checkBooking(input({ account: { exists: true, sessions: 5, expiresAt: null } }))?.code).toBe(
      "PACKAGE_EXPIRED",
    );
    const expired = { exists: true, sessions: 5, expiresAt: new Date("2025-09-01T05:59:59Z") };
    expect(checkBooking(input({ account: expired }))?.code).toBe("PACKAGE_EXPIRED");
    const exactlyNow = { exists: true, sessions: 5, expiresAt: NOW };
    expect(checkBooking(input({ account: exactlyNow }))).toBeNull();
  });
  it("needs sessions above 0, checked after expiry", () => {
    const future = new Date("2025-12-01");
    expect(checkBooking(input({ account: { exists: true, sessions: 0, expiresAt: future } }))?.code).toBe(
      "NO_SESSIONS_LEFT",
    );
    expect(checkBooking(input({ account: { exists: true, sessions: 1, expiresAt: future } }))).toBeNull();
    expect(checkBooking(input({ account: { exists: true, sessions: 0, expiresAt: null } }))?.code).toBe(
      "PACKAGE_EXPIRED",
    );
  });
  it("allows one booking per day, then one active reservation", () => {
    expect(checkBooking(input({ hasReservationThatDay: true }))?.code).toBe("ALREADY_BOOKED_THIS_DAY");
    expect(checkBooking(input({ upcoming: gymBooking }))?.code).toBe("ACTIVE_RESERVATION_EXISTS");
    expect(checkBooking(input({ hasReservationThatDay: true, upcoming: gymBooking }))?.code).toBe(
      "ALREADY_BOOKED_THIS_DAY",
    );
  });
  it("counts active reservations up to the studio's limit, per schedule or across", () => {
    const two = { ...SPEC_RULES, maxActiveBookings: 2 };
    expect(checkBooking(input({ rules: two, upcoming: gymBooking }))).toBeNull();
    expect(checkBooking(input({ rules: two, upcoming: [...gymBooking, ...gymBooking] }))).toEqual({
      code: "ACTIVE_RESERVATION_EXISTS",
      params: { max: 2 },
    });
    const pilates = [{ schedule: "pilates" }];
    expect(checkBooking(input({ upcoming: pilates }))).toBeNull();
    const across = { ...SPEC_RULES, activeAcrossSchedules: true };
    expect(checkBooking(input({ rules: across, upcoming: pilates }))?.code).toBe(
      "ACTIVE_RESERVATION_OTHER_SCHEDULE",
    );
  });
  it("closes bookings at the studio's booking cutoff", () => {
    const now = new Date("2025-09-02T05:30:00Z"); // 08:30 Athens, 90 minutes before 10:00
    expect(checkBooking(input({ now }))).toBeNull();
    const rules = { ...SPEC_RULES, bookingCutoffMinutes: 120 };
    expect(checkBooking(input({ now, rules }))).toEqual({
      code: "TOO_LATE_TO_BOOK",
      params: { bookingCutoff: 120 },
    });
  });
  it("puts package rules before the one-per-day rules", () => {
    const both = { hasReservationThatDay: true, upcoming: gymBooking };
    expect(checkBooking(input({ ...both, account: null }))?.code).toBe("NO_ACTIVE_PACKAGE");
  });
});

describe("checkCancellation", () => {
  const slot = { rules: SPEC_RULES, minutes: 60, tz: TZ, date: "2025-09-01", time: "12:00" }; // 12:00 Athens = 09:00Z
  it("allows cancelling 60 minutes or more before", () => {
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T07:30:00Z") })).toEqual({
      code: null,
      minutesRemaining: 90,
    });
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T08:00:00Z") })).toEqual({
      code: null,
      minutesRemaining: 60,
    });
  });
  it("refuses under 60 minutes", () => {
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T08:00:01Z") })).toEqual({
      code: "CANCEL_TOO_LATE",
      minutesRemaining: 59,
      params: { cancelCutoff: 60 },
    });
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T08:59:00Z") }).code).toBe(
      "CANCEL_TOO_LATE",
    );
  });
  it("follows the studio's cancel cutoff: 120 minutes refuses at 90", () => {
    const rules = { ...SPEC_RULES, cancelCutoffMinutes: 120 };
    expect(checkCancellation({ ...slot, rules, now: new Date("2025-09-01T07:30:00Z") })).toEqual({
      code: "CANCEL_TOO_LATE",
      minutesRemaining: 90,
      params: { cancelCutoff: 120 },
    });
  });
  it("refuses a started or passed slot", () => {
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T09:00:00Z") })).toEqual({
      code: "SLOT_STARTED",
      minutesRemaining: 0,
    });
    expect(checkCancellation({ ...slot, now: new Date("2025-09-02T09:00:00Z") })).toEqual({
      code: "SLOT_STARTED",
      minutesRemaining: -1440,
    });
  });
  it("counts real minutes across the DST change", () => {
    // Saturday 2026-03-28 23:00 Athens (21:00Z) to Monday 2026-03-30 08:00 (05:00Z): 32 real hours.
    const check = checkCancellation({
      rules: SPEC_RULES,
      minutes: 60,
      tz: TZ,
      date: "2026-03-30",
      time: "08:00",
      now: new Date("2026-03-28T21:00:00Z"),
    });
    expect(check).toEqual({ code: null, minutesRemaining: 32 * 60 });
  });
});

describe("credits valid at some locations (decision 057)", () => {
  const account = { exists: true, sessions: 3, expiresAt: new Date("2030-01-01T00:00:00Z") };
  const at = (validAt: string[] | null, location?: string) =>
    memberRefusal({ ...account, validAt }, new Date("2029-01-01T00:00:00Z"), false, location);

  it("refuses a location the balance does not cover, naming where it is valid", () => {
    expect(at(["main"], "kifisia")).toEqual({
      code: "PACKAGE_NOT_VALID_HERE",
      params: { locations: ["main"] },
    });
  });

  it("accepts its own location, a roaming balance anywhere, and checks nothing without a location", () => {
    expect(at(["main", "kifisia"], "kifisia")).toBeNull();
    expect(at(null, "kifisia")).toBeNull();
    expect(at([], "kifisia")).toBeNull();
    expect(at(["main"])).toBeNull();
  });
});
