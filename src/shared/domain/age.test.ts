import { describe, expect, it } from "vitest";
import { ageOn, ageStanding, maskEmail } from "./age";

describe("ageOn", () => {
  it("turns a year older on the birthday, not the day before", () => {
    expect(ageOn("2010-06-15", "2026-06-14")).toBe(15);
    expect(ageOn("2010-06-15", "2026-06-15")).toBe(16);
    expect(ageOn("2010-06-15", "2026-12-31")).toBe(16);
  });

  it("a 29 February birth date has its birthday on 1 March in a common year", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("a 29 February birth date has its birthday on 29 February in a leap year", () => {
    expect(ageOn("2008-02-29", "2024-02-28")).toBe(15);
    expect(ageOn("2008-02-29", "2024-02-29")).toBe(16);
  });

  it("the year turning does not count before the birthday", () => {
    expect(ageOn("2010-01-01", "2025-12-31")).toBe(15);
    expect(ageOn("2010-01-01", "2026-01-01")).toBe(16);
  });
});

describe("ageStanding", () => {
  const rules = { minimumAge: 16, consentAge: 18 };
  it("places a member against the two ages", () => {
    expect(ageStanding(null, "2026-06-15", rules)).toBe("unknown");
    expect(ageStanding("2010-06-16", "2026-06-15", rules)).toBe("under_minimum");
    expect(ageStanding("2010-06-15", "2026-06-15", rules)).toBe("needs_consent");
    expect(ageStanding("2008-06-15", "2026-06-15", rules)).toBe("adult");
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("guardian@example.com")).toBe("g***@example.com");
  });
});
