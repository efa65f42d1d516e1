import { describe, expect, it } from "vitest";
import {
  type AdminBookingInput,
  type BookingAccount,
  checkAdminBooking,
  checkCancellation,
} from "./booking-rules.js";
import { SPEC_RULES } from "./studio-rules.js";

const TZ = "Europe/Athens";
const NOW = new Date("2025-09-01T06:00:00Z"); // Monday 09:00 in Athens
const account: BookingAccount = {
  exists: true,
  sessions: 3,
  expiresAt: new Date("2025-10-01T20:59:59.999Z"),
};

const input = (o: Partial<AdminBookingInput> = {}): AdminBookingInput => ({
  rules: SPEC_RULES,
  now: NOW,
  tz: TZ,
  date: "2025-09-02",
  time: "10:00",
  closures: [{ startDate: "2025-08-09", endDate: "2025-08-24" }],
  capacityOverride: null,
  bookedCount: 0,
  ...o,
});

describe("checkAdminBooking", () => {
  it("accepts a guest and a member with a valid package", () => {
    expect(checkAdminBooking(input())).toBeNull();
    expect(checkAdminBooking(input({ member: { account, hasReservationThatDay: false } }))).toBeNull();
  });
  it("keeps the calendar", () => {
    expect(checkAdminBooking(input({ date: "2025-09-07" }))?.code).toBe("WEEKDAY_CLOSED");
    expect(checkAdminBooking(input({ capacityOverride: 0 }))?.code).toBe("DAY_CLOSED");
    expect(checkAdminBooking(input({ date: "2025-08-29" }))?.code).toBe("PAST_DATE");
    expect(checkAdminBooking(input({ time: "07:00" }))?.code).toBe("NOT_A_SLOT");
  });
  it("books until the slot ends, without the 15-minute cutoff", () => {
    expect(checkAdminBooking(input({ date: "2025-09-01", time: "09:00" }))).toBeNull();
    expect(checkAdminBooking(input({ date: "2025-09-01", time: "08:00" }))?.code).toBe("SLOT_ENDED");
  });
  it("never exceeds capacity", () => {
    expect(checkAdminBooking(input({ bookedCount: 10 }))).toEqual({
      code: "SLOT_FULL",
      params: { count: 10, max: 10 },
    });
    expect(checkAdminBooking(input({ bookedCount: 3, capacityOverride: 3 }))?.code).toBe("SLOT_FULL");
  });
  it("spends a member's package like their own booking, one per date", () => {
    const m = (a: BookingAccount | null, day = false) =>
      input({ member: { account: a, hasReservationThatDay: day } });
    expect(checkAdminBooking(m(null))?.code).toBe("NO_ACTIVE_PACKAGE");
    expect(checkAdminBooking(m({ ...account, expiresAt: null }))?.code).toBe("PACKAGE_EXPIRED");
    expect(checkAdminBooking(m({ ...account, sessions: 0 }))?.code).toBe("NO_SESSIONS_LEFT");
    expect(checkAdminBooking(m(account, true))?.code).toBe("ALREADY_BOOKED_THIS_DAY");
  });
});

describe("checkCancellation at the desk", () => {
  it("allows cancelling until the slot ends", () => {
    const slot = { rules: SPEC_RULES, minutes: 60, tz: TZ, date: "2025-09-01", time: "09:00" };
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T06:30:00Z") }, "admin")).toEqual({
      code: null,
      minutesRemaining: -30,
    });
    expect(checkCancellation({ ...slot, now: new Date("2025-09-01T07:00:00Z") }, "admin").code).toBe(
      "SLOT_ENDED",
    );
  });
});
