import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Booking days as the screens show them, and open days found through the API. */

export type Day = {
  date: string;
  today: string;
  nextDay: string | null;
  account: { sessions: number };
  slots: { time: string; count: number; max: number; full: boolean }[];
};

export const longDay = (date: string) =>
  new Intl.DateTimeFormat("el-GR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The booking day as the signed-in member of `request` sees it. */
export async function bookingDay(request: APIRequestContext, date?: string): Promise<Day> {
  const res = await request.get(`/api/booking/day${date ? `?date=${date}` : ""}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Day;
}

/**
 * The first open day at least `daysAhead` days after today (and the open day after it), so
 * Sundays, closures and the time of day never get in the way. Tests that change a day (capacity,
 * mass fill) each take a range of their own.
 */
export async function openDay(request: APIRequestContext, daysAhead: number): Promise<Day> {
  let day = await bookingDay(request);
  while (day.date < addDays(day.today, daysAhead)) day = await bookingDay(request, day.nextDay!);
  return day;
}

/** Presses the next-day arrow inside `scope` until its day title shows `date`. */
export async function goToDay(scope: Locator, date: string) {
  const title = scope.getByTestId("day-title");
  await expect(title).toBeVisible();
  for (let i = 0; i < 30 && (await title.textContent()) !== longDay(date); i++) {
    const before = (await title.textContent()) ?? "";
    await scope.getByRole("button", { name: "Επόμενη ημέρα" }).click();
    await expect(title).not.toHaveText(before);
  }
  await expect(title).toHaveText(longDay(date));
}

/** Opens the booking modal from the home page and moves with the arrows to `date`. */
export async function openBookingOn(page: Page, date: string) {
  await page.goto("/");
  await page.getByRole("button", { name: "Online κράτηση" }).click();
  await goToDay(page.getByRole("dialog"), date);
}

export const slotButton = (page: Page, time: string) =>
  page.getByRole("group", { name: "Ώρες" }).getByRole("button", { name: new RegExp(`^${time},`) });
