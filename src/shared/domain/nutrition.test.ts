import { describe, expect, it } from "vitest";
import { parseIngredients } from "./ingredients";
import {
  currentPlan,
  expandTemplate,
  initialDayIndex,
  type MealContent,
  planEndDate,
  shoppingList,
  weekCount,
  weekOfDay,
} from "./nutrition";

const template = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

describe("a plan's days from the 7-day template", () => {
  it("one day takes the template's first day", () => {
    expect(expandTemplate(template, "2025-09-01", 1)).toEqual([
      { dayNumber: 1, date: "2025-09-01", meals: "mon" },
    ]);
  });

  it("seven days take the template once, in order", () => {
    const days = expandTemplate(template, "2025-09-01", 7);
    expect(days.map((d) => d.meals)).toEqual(template);
    expect(days.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("ten days start the template again on day 8", () => {
    const days = expandTemplate(template, "2025-09-01", 10);
    expect(days.slice(7).map((d) => d.meals)).toEqual(["mon", "tue", "wed"]);
    expect(days.at(-1)).toEqual({ dayNumber: 10, date: "2025-09-10", meals: "wed" });
  });

  it("120 days repeat it cyclically with consecutive dates", () => {
    const days = expandTemplate(template, "2025-09-01", 120);
    expect(days).toHaveLength(120);
    expect(days.map((d) => d.meals)).toEqual(Array.from({ length: 120 }, (_, i) => template[i % 7]));
    expect(days.at(-1)!.date).toBe("2025-12-29");
    expect(planEndDate("2025-09-01", 120)).toBe("2025-12-29");
  });

  it("dates run on across month and year ends, leap days and the clock changes", () => {
    const dates = (start: string, n: number) => expandTemplate(template, start, n).map((d) => d.date);
    expect(dates("2024-02-27", 4)).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(dates("2025-12-30", 3)).toEqual(["2025-12-30", "2025-12-31", "2026-01-01"]);
    // Athens moves its clocks on 30 March and 26 October 2025: every date appears once.
    expect(dates("2025-03-29", 3)).toEqual(["2025-03-29", "2025-03-30", "2025-03-31"]);
    expect(dates("2025-10-25", 3)).toEqual(["2025-10-25", "2025-10-26", "2025-10-27"]);
  });
});

describe("weeks and the day shown first", () => {
  it("numbers weeks from 1 and counts a partial last week", () => {
    expect([0, 6, 7, 13, 14].map(weekOfDay)).toEqual([1, 1, 2, 2, 3]);
    expect([1, 7, 8, 14, 28, 30, 120].map(weekCount)).toEqual([1, 1, 2, 2, 4, 5, 18]);
  });

  it("opens on today when the plan has it, else on the first day", () => {
    const days = expandTemplate(template, "2025-09-01", 14);
    expect(initialDayIndex(days, "2025-09-10")).toBe(9);
    expect(initialDayIndex(days, "2025-09-01")).toBe(0);
    expect(initialDayIndex(days, "2025-08-31")).toBe(0);
    expect(initialDayIndex(days, "2025-09-15")).toBe(0);
  });

  it("shows the plan covering today, else the next one, else the newest", () => {
    const old = { id: "old", startDate: "2025-08-01", durationDays: 28 };
    const now = { id: "now", startDate: "2025-09-01", durationDays: 14 };
    const next = { id: "next", startDate: "2025-10-01", durationDays: 7 };
    const newestFirst = [next, now, old];
    expect(currentPlan(newestFirst, "2025-09-14")?.id).toBe("now");
    expect(currentPlan(newestFirst, "2025-09-15")?.id).toBe("next");
    expect(currentPlan([now, old], "2025-12-01")?.id).toBe("now");
    expect(currentPlan([], "2025-09-01")).toBeNull();
  });
});

describe("the shopping list", () => {
  const meal = (text: string): MealContent => ({ name: "", ingredients: parseIngredients(text) });
  const day = (breakfast: string, lunch = "", dinner = "", snack = "") => ({
    meals: { breakfast: meal(breakfast), lunch: meal(lunch), dinner: meal(dinner), snack: meal(snack) },
  });

  it("adds up the same item with the same unit across meals and days", () => {
    const list = shoppingList([
      day("200 γρ. γιαούρτι\n1 μπανάνα", "150 γρ. κοτόπουλο\n1,5 κ.σ. ελαιόλαδο"),
      day("200 γρ. Γιαούρτι", "", "150 γρ. κοτόπουλο\n0.5 κ.σ. ελαιόλαδο", "αλάτι"),
    ]);
    expect(list).toEqual([
      { item: "αλάτι", quantity: null, unitless: 1 },
      { item: "γρ. γιαούρτι", quantity: 400, unitless: 0 },
      { item: "γρ. κοτόπουλο", quantity: 300, unitless: 0 },
      { item: "κ.σ. ελαιόλαδο", quantity: 2, unitless: 0 },
      { item: "μπανάνα", quantity: 1, unitless: 0 },
    ]);
  });

  it("keeps different units apart and ignores '---' and '###' lines", () => {
    const list = shoppingList([day("2 κ.σ. μέλι\n### σημείωση\n--- \n10 γρ. μέλι")]);
    expect(list.map((i) => [i.item, i.quantity])).toEqual([
      ["γρ. μέλι", 10],
      ["κ.σ. μέλι", 2],
    ]);
  });
});
