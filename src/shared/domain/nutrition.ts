import type { Ingredient } from "./ingredients";
import { addDays, daysBetween } from "./schedule";

/** Nutrition plans (spec sections 3, 4 and 9): days from a weekly template, weeks, the day shown. */

/** The four meals of a day, in the order they are shown. */
export const MEALS = ["breakfast", "lunch", "dinner", "snack"] as const;
export type Meal = (typeof MEALS)[number];
/** A week, and the template's length. */
export const WEEK_DAYS = 7;

export type PlanDay<M> = { dayNumber: number; date: string; meals: M };

/**
 * The plan's days: `durationDays` consecutive calendar dates from `startDate` (day numbers from 1),
 * day i taking the template's day i mod 7, so the template repeats cyclically.
 */
export function expandTemplate<M>(
  template: readonly M[],
  startDate: string,
  durationDays: number,
): PlanDay<M>[] {
  if (template.length === 0) throw new RangeError("expandTemplate: empty template");
  return Array.from({ length: durationDays }, (_, i) => ({
    dayNumber: i + 1,
    date: addDays(startDate, i),
    meals: template[i % template.length]!,
  }));
}

/** The plan's week of a day index (0-based): 'week N of M' counts from 1. */
export function weekOfDay(dayIndex: number): number {
  return Math.floor(dayIndex / WEEK_DAYS) + 1;
}

/** How many weeks a plan of that many days spans (a partial last week counts). */
export function weekCount(durationDays: number): number {
  return Math.ceil(durationDays / WEEK_DAYS);
}

/** The day a member sees first: today's when the plan has it, else the first (spec section 4). */
export function initialDayIndex(days: readonly { date: string }[], today: string): number {
  const i = days.findIndex((d) => d.date === today);
  return i < 0 ? 0 : i;
}

/** The last date of a plan starting then and lasting that many days. */
export function planEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, durationDays - 1);
}

/**
 * Which of a member's plans to show: the newest one that covers today, else the newest that is
 * still to come, else the newest. Plans come newest first.
 */
export function currentPlan<P extends { startDate: string; durationDays: number }>(
  plans: readonly P[],
  today: string,
): P | null {
  const covers = (p: P) => {
    const offset = daysBetween(p.startDate, today);
    return offset >= 0 && offset < p.durationDays;
  };
  return plans.find(covers) ?? plans.find((p) => p.startDate > today) ?? plans[0] ?? null;
}

export type MealContent = { name: string; ingredients: Ingredient[] };
export type ShoppingItem = { item: string; quantity: number | null; unitless: number };

/**
 * What to buy for some days: ingredients of the same item (same words, case ignored, which includes
 * the unit: '200 γρ. ρύζι') are added up; an ingredient without a quantity counts as one more
 * mention ('unitless'). Sorted by item.
 */
export function shoppingList(days: readonly { meals: Record<Meal, MealContent> }[]): ShoppingItem[] {
  const byKey = new Map<string, ShoppingItem>();
  for (const day of days)
    for (const meal of MEALS)
      for (const ing of day.meals[meal].ingredients) {
        const item = ing.item.replace(/\s+/g, " ").trim();
        const key = item.toLocaleLowerCase("el");
        const entry = byKey.get(key) ?? { item, quantity: null, unitless: 0 };
        if (ing.quantity === null) entry.unitless += 1;
        else entry.quantity = round((entry.quantity ?? 0) + Number(ing.quantity.replace(",", ".")));
        byKey.set(key, entry);
      }
  return [...byKey.values()].sort((a, b) => a.item.localeCompare(b.item, "el"));
}

const round = (n: number) => Math.round(n * 1000) / 1000;
