import { describe, expect, it } from "vitest";
import { inQuietHours, SPEC_RULES } from "./studio-rules.js";

describe("the studio's quiet hours", () => {
  it("are 21:00 to 09:00 by default, passing midnight: from inclusive, until exclusive", () => {
    const quiet = SPEC_RULES.quietHours;
    expect(["21:00", "23:59", "00:00", "03:30", "08:59"].map((t) => inQuietHours(t, quiet))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["09:00", "12:00", "20:00", "20:59"].some((t) => inQuietHours(t, quiet))).toBe(false);
  });

  it("may lie within one day", () => {
    const lunch = { from: "12:00", to: "14:00" };
    expect(inQuietHours("11:59", lunch)).toBe(false);
    expect(inQuietHours("12:00", lunch)).toBe(true);
    expect(inQuietHours("13:59", lunch)).toBe(true);
    expect(inQuietHours("14:00", lunch)).toBe(false);
  });
});
