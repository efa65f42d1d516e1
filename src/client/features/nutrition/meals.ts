import { MEALS } from "../../../shared/domain/nutrition";
import type { DayMeals, DayMealsInput } from "../../../shared/schemas/nutrition";

/** Meals as the forms hold them (a name and the ingredient lines as typed). */

export const emptyDayInput = (): DayMealsInput => ({
  breakfast: { name: "", ingredients: "" },
  lunch: { name: "", ingredients: "" },
  dinner: { name: "", ingredients: "" },
  snack: { name: "", ingredients: "" },
});

/** A stored day back into editable text: one ingredient per line, quantity first. */
export function dayToInput(meals: DayMeals): DayMealsInput {
  const out = emptyDayInput();
  for (const m of MEALS)
    out[m] = {
      name: meals[m].name,
      ingredients: meals[m].ingredients
        .map((i) => (i.quantity ? `${i.quantity} ${i.item}` : i.item))
        .join("\n"),
    };
  return out;
}

/** True when no meal of any day has a name or an ingredient line. */
export function isEmptyTemplate(days: readonly DayMealsInput[]): boolean {
  return days.every((d) => MEALS.every((m) => d[m].name.trim() === "" && d[m].ingredients.trim() === ""));
}
