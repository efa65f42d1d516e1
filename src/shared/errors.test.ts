import { describe, expect, it } from "vitest";
import { ERROR_CODES, namesASchedule } from "./errors";

describe("the error codes", () => {
  it("are one per rule: none names a schedule (no PILATES_* twin of a gym code; decision 035)", () => {
    expect(ERROR_CODES.filter(namesASchedule)).toEqual([]);
  });

  it("would catch a code naming a seeded schedule's key", () => {
    for (const code of ["PILATES_CLASS_FULL", "NO_PILATES_PACKAGE", "GYM_SLOT_FULL"])
      expect(namesASchedule(code), code).toBe(true);
    for (const code of ["SLOT_FULL", "CLASS_CANCELLED", "SCHEDULE_OFF"])
      expect(namesASchedule(code), code).toBe(false);
  });
});
