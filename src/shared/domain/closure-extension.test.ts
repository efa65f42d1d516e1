import { describe, expect, it } from "vitest";
import { closureLengthDays, daysToExtend, extendedExpiry, validOnFirstDay } from "./closure-extension";
import { expiryOnDate } from "./packages";
import { studioToday } from "./schedule";

const TZ = "Europe/Athens";

describe("closure extension rules", () => {
  it("counts both ends of a closure", () => {
    expect(closureLengthDays({ startDate: "2025-08-10", endDate: "2025-08-23" })).toBe(14);
    expect(closureLengthDays({ startDate: "2025-08-10", endDate: "2025-08-10" })).toBe(1);
  });

  it("counts each closed day once: days another extended closure covers are not counted again", () => {
    const c = { startDate: "2025-08-10", endDate: "2025-08-14" };
    expect(daysToExtend(c, [])).toBe(5);
    expect(daysToExtend(c, [{ startDate: "2025-08-12", endDate: "2025-08-20" }])).toBe(2);
    expect(daysToExtend(c, [{ startDate: "2025-08-01", endDate: "2025-08-31" }])).toBe(0);
    expect(
      daysToExtend(c, [
        { startDate: "2025-08-10", endDate: "2025-08-10" },
        { startDate: "2025-08-14", endDate: "2025-08-15" },
      ]),
    ).toBe(3);
  });

  it("a package ending on the first day held it; one ending the day before did not", () => {
    const first = "2025-08-10";
    expect(validOnFirstDay({ expiresAt: expiryOnDate(first, TZ), startedAt: null }, first, TZ)).toBe(true);
    expect(validOnFirstDay({ expiresAt: expiryOnDate("2025-08-09", TZ), startedAt: null }, first, TZ)).toBe(
      false,
    );
    expect(validOnFirstDay({ expiresAt: null, startedAt: null }, first, TZ)).toBe(false);
  });

  it("a package bought during the closure (its first day included) is not extended", () => {
    const first = "2025-08-10";
    const expiresAt = expiryOnDate("2025-09-30", TZ);
    // 9 August 23:30 in Athens is 20:30 UTC: bought the evening before.
    expect(validOnFirstDay({ expiresAt, startedAt: new Date("2025-08-09T20:30:00Z") }, first, TZ)).toBe(true);
    // 10 August 00:30 in Athens is still 9 August in UTC: studio time decides.
    expect(validOnFirstDay({ expiresAt, startedAt: new Date("2025-08-09T21:30:00Z") }, first, TZ)).toBe(
      false,
    );
    expect(validOnFirstDay({ expiresAt, startedAt: new Date("2025-08-15T09:00:00Z") }, first, TZ)).toBe(
      false,
    );
  });

  it("moves an expiry by whole studio days, keeping 23:59:59.999 across the October DST change", () => {
    const old = expiryOnDate("2025-10-20", TZ);
    const moved = extendedExpiry(old, 14, TZ);
    expect(studioToday(moved, TZ)).toBe("2025-11-03");
    expect(moved.getTime()).toBe(expiryOnDate("2025-11-03", TZ).getTime());
    expect(extendedExpiry(expiryOnDate("2025-12-25", TZ), 14, TZ).getTime()).toBe(
      expiryOnDate("2026-01-08", TZ).getTime(),
    );
  });
});
