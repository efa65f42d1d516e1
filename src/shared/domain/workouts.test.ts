import { describe, expect, it } from "vitest";
import { currentProgram, daysFromToday, toggleWeekday, trimWeekdays, weekdayOf } from "./workouts";

describe("choosing exactly N weekdays (spec section 5)", () => {
  it("adds a day only while fewer than N are chosen, in the week's order", () => {
    expect(toggleWeekday(["monday", "friday"], "wednesday", 3)).toEqual(["monday", "wednesday", "friday"]);
    expect(toggleWeekday(["monday", "wednesday", "friday"], "tuesday", 3)).toEqual([
      "monday",
      "wednesday",
      "friday",
    ]);
    expect(toggleWeekday(["monday", "wednesday", "friday"], "tuesday", 4)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "friday",
    ]);
  });

  it("unticks a chosen day whatever N is", () => {
    expect(toggleWeekday(["monday", "wednesday", "friday"], "wednesday", 3)).toEqual(["monday", "friday"]);
  });

  it("trims the selection to its first N days when N is lowered", () => {
    expect(trimWeekdays(["saturday", "monday", "tuesday", "thursday", "friday"], 3)).toEqual([
      "monday",
      "tuesday",
      "thursday",
    ]);
    expect(trimWeekdays(["monday", "friday"], 4)).toEqual(["monday", "friday"]);
  });
});

describe("the member's days", () => {
  const day = (dayKey: "monday" | "wednesday" | "friday") => ({ dayKey, exercises: [] });

  it("names the weekday of a studio date", () => {
    expect(weekdayOf("2026-11-23")).toBe("monday");
    expect(weekdayOf("2026-11-22")).toBe("sunday");
  });

  it("puts today first when it is a training day, the week going on from there", () => {
    const days = [day("monday"), day("wednesday"), day("friday")];
    expect(daysFromToday(days, "wednesday").map((d) => d.dayKey)).toEqual(["wednesday", "friday", "monday"]);
    expect(daysFromToday(days, "tuesday").map((d) => d.dayKey)).toEqual(["monday", "wednesday", "friday"]);
  });

  it("follows the program that started last, else the next to start", () => {
    const p = (startDate: string, createdAt: string) => ({ startDate, createdAt });
    const old = p("2026-10-01", "2026-10-01T10:00:00Z");
    const now = p("2026-11-01", "2026-11-01T10:00:00Z");
    const rewritten = p("2026-11-01", "2026-11-02T10:00:00Z");
    const next = p("2026-12-01", "2026-11-20T10:00:00Z");
    expect(currentProgram([old, now, next], "2026-11-22")).toBe(now);
    expect(currentProgram([old, now, rewritten], "2026-11-22")).toBe(rewritten);
    expect(currentProgram([next], "2026-11-22")).toBe(next);
    expect(currentProgram([], "2026-11-22")).toBeNull();
  });
});
