import { describe, expect, it } from "vitest";
import { parseIngredients } from "../../../shared/domain/ingredients";
import { MEALS } from "../../../shared/domain/nutrition";
import type { DayMeals } from "../../../shared/schemas/nutrition";
import { dayToInput, emptyDayInput, isEmptyTemplate } from "./meals";

describe("meals in the editor's fields", () => {
  it("a stored day comes back as text that parses to the same day (an untouched day saves unchanged)", () => {
    const day: DayMeals = {
      breakfast: { name: "Ομελέτα", ingredients: parseIngredients("2 αυγά\n1,5 φέτα ψωμί\nαλάτι") },
      lunch: { name: "", ingredients: [] },
      dinner: { name: "Ψάρι", ingredients: parseIngredients("250 γρ. τσιπούρα\n### σχάρα") },
      snack: { name: "Φρούτο", ingredients: parseIngredients("1 μήλο") },
    };
    const input = dayToInput(day);
    expect(input.breakfast.ingredients).toBe("2 αυγά\n1,5 φέτα ψωμί\nαλάτι");
    for (const m of MEALS) {
      expect(input[m].name).toBe(day[m].name);
      expect(parseIngredients(input[m].ingredients)).toEqual(day[m].ingredients);
    }
  });

  it("a template is empty only when no meal of any day has a name or an ingredient", () => {
    const week = Array.from({ length: 7 }, emptyDayInput);
    expect(isEmptyTemplate(week)).toBe(true);
    week[6] = { ...emptyDayInput(), snack: { name: "", ingredients: "  \n" } };
    expect(isEmptyTemplate(week)).toBe(true);
    week[6] = { ...emptyDayInput(), snack: { name: "", ingredients: "1 μήλο" } };
    expect(isEmptyTemplate(week)).toBe(false);
    week[6] = { ...emptyDayInput(), lunch: { name: "Σαλάτα", ingredients: "" } };
    expect(isEmptyTemplate(week)).toBe(false);
  });
});
