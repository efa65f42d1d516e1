import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "./studio-rules.js";
import { checkWaitlistJoin, type WaitlistJoinInput } from "./waitlist.js";

const TZ = "Europe/Athens";
// Monday 2025-09-01 09:00 in Athens (EEST, UTC+3).
const NOW = new Date("2025-09-01T06:00:00Z");

/** A full slot (10 of 10) that a member with a valid package could book. */
function input(overrides: Partial<WaitlistJoinInput> = {}): WaitlistJoinInput {
  return {
    rules: SPEC_RULES,
    now: NOW,
    tz: TZ,
    date: "2025-09-02",
    time: "18:00",
    closures: [],
    capacityOverride: null,
    count: 10,
    blocked: false,
    account: { exists: true, sessions: 5, expiresAt: new Date("2025-10-01T20:59:59.999Z") },
    hasReservationThatDay: false,
    upcoming: [],
    alreadyWaiting: false,
    ...overrides,
  };
}

describe("checkWaitlistJoin", () => {
  it("lets a member who could book join a full slot", () => {
    expect(checkWaitlistJoin(input())).toBeNull();
    expect(checkWaitlistJoin(input({ capacityOverride: 2, count: 2 }))).toBeNull();
  });

  it("refuses a slot with room, a blocked slot, and a closed line, before the member's own rules", () => {
    expect(checkWaitlistJoin(input({ count: 9 }))).toBe("SLOT_NOT_FULL");
    expect(checkWaitlistJoin(input({ count: 0, blocked: true }))).toBe("SLOT_BLOCKED");
    const closing = new Date("2025-09-02T14:46:00Z"); // 17:46: 14 minutes before the slot
    expect(checkWaitlistJoin(input({ now: closing, account: null }))).toBe("WAITLIST_CLOSED");
    expect(checkWaitlistJoin(input({ count: 9, account: null }))).toBe("SLOT_NOT_FULL");
  });

  it("closes the line at the studio's waitlist closing time", () => {
    const rules = { ...SPEC_RULES, waitlistCloseMinutes: 60 };
    const at = new Date("2025-09-02T14:10:00Z"); // 17:10: 50 minutes before the slot
    expect(checkWaitlistJoin(input({ now: at }))).toBeNull();
    expect(checkWaitlistJoin(input({ now: at, rules }))).toBe("WAITLIST_CLOSED");
  });

  it("answers the calendar's refusals as a booking does", () => {
    expect(checkWaitlistJoin(input({ date: "2025-09-07" }))).toBe("WEEKDAY_CLOSED");
    expect(checkWaitlistJoin(input({ capacityOverride: 0 }))).toBe("DAY_CLOSED");
    expect(checkWaitlistJoin(input({ date: "2025-08-29" }))).toBe("PAST_DATE");
    expect(checkWaitlistJoin(input({ time: "18:30" }))).toBe("NOT_A_SLOT");
    expect(checkWaitlistJoin(input({ now: new Date("2025-09-02T15:05:00Z") }))).toBe("NOT_A_SLOT");
  });

  it("applies the member's rules in the booking's order, then one waiting place per date", () => {
    expect(checkWaitlistJoin(input({ account: null }))).toBe("NO_ACTIVE_PACKAGE");
    expect(checkWaitlistJoin(input({ account: { exists: true, sessions: 5, expiresAt: null } }))).toBe(
      "PACKAGE_EXPIRED",
    );
    expect(
      checkWaitlistJoin(input({ account: { exists: true, sessions: 0, expiresAt: new Date("2025-12-01") } })),
    ).toBe("NO_SESSIONS_LEFT");
    expect(checkWaitlistJoin(input({ hasReservationThatDay: true }))).toBe("ALREADY_BOOKED_THIS_DAY");
    expect(checkWaitlistJoin(input({ upcoming: [{ schedule: "gym" }] }))).toBe("ACTIVE_RESERVATION_EXISTS");
    expect(checkWaitlistJoin(input({ alreadyWaiting: true }))).toBe("ALREADY_WAITING");
  });
});
