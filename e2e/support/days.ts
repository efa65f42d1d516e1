import {
  type APIRequestContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Request as PwRequest,
} from "@playwright/test";

/** Booking days as the screens show them, and open days found through the API. */

export type Day = {
  date: string;
  today: string;
  nextDay: string | null;
  account: { sessions: number };
  slots: { time: string; count: number; max: number; full: boolean }[];
};

export type Lang = "gr" | "en";

/** A date as the day title shows it, in Greek or English. */
export const longDay = (date: string, lang: Lang = "gr") =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "el-GR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Types a date ('YYYY-MM-DD') into a staff screen's date field as a person does, DD/MM/YYYY in
 * either language (`DateField`), and leaves the field (the field reads what was typed then).
 */
export async function typeDate(field: Locator, date: string) {
  const [y, m, d] = date.split("-");
  await field.fill(`${d}/${m}/${y}`);
  await field.blur();
}

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

const NEXT_DAY = { gr: "Επόμενη ημέρα", en: "Next day" } as const;

/**
 * Presses the next-day arrow inside `scope` until its day title shows `date` (in `lang`). Node's
 * and Chromium's English formats differ in a comma after the weekday, so commas are not compared.
 */
export async function goToDay(scope: Locator, date: string, lang: Lang = "gr") {
  const title = scope.getByTestId("day-title");
  const want = longDay(date, lang).replace(",", "");
  const shown = async () => ((await title.textContent()) ?? "").replace(",", "");
  await expect(title).toBeVisible();
  for (let i = 0; i < 30 && (await shown()) !== want; i++) {
    const before = (await title.textContent()) ?? "";
    await scope.getByRole("button", { name: NEXT_DAY[lang] }).click();
    await expect(title).not.toHaveText(before);
  }
  expect(await shown()).toBe(want);
}

const OPEN_BOOKING = { gr: "Online κράτηση", en: "Online booking" } as const;

/**
 * Opens the booking calendar from the home page, on the Reformer Pilates side when asked, and
 * moves with the arrows to `date`. Answers the dialog.
 */
export async function openBookingOn(
  page: Page,
  date: string,
  {
    lang = "gr",
    pilates = false,
    schedule,
  }: {
    lang?: Lang;
    pilates?: boolean /** Another schedule, chosen from the list by its name. */;
    schedule?: string;
  } = {},
) {
  const dialog = page.getByRole("dialog");
  const unanswered = watchRequests(page);
  try {
    await page.goto("/");
    await page.getByRole("button", { name: OPEN_BOOKING[lang] }).click();
    // Once in a CI run the window did not open for two minutes after the press (places.spec, the
    // first try; its retry passed): if it happens again, the failure says what the page waited on.
    await dialog.waitFor({ timeout: 60_000 }).catch((err: Error) => {
      throw new Error(`the booking window did not open: ${err.message}\n${unanswered.report()}`);
    });
  } finally {
    unanswered.stop();
  }
  if (pilates) await dialog.getByText("Reformer Pilates", { exact: true }).click();
  if (schedule) await dialog.getByRole("combobox").selectOption({ label: schedule });
  await goToDay(dialog, date, lang);
  return dialog;
}

/** The page's requests still unanswered and its errors, for a failure's message. */
function watchRequests(page: Page) {
  const pending = new Set<PwRequest>();
  const errors: string[] = [];
  const sent = (r: PwRequest) => pending.add(r);
  const ended = (r: PwRequest) => pending.delete(r);
  const failed = (r: PwRequest) => {
    pending.delete(r);
    errors.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  };
  const pageError = (e: Error) => errors.push(`page error: ${e.message}`);
  const consoleError = (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  };
  page.on("request", sent);
  page.on("requestfinished", ended);
  page.on("requestfailed", failed);
  page.on("pageerror", pageError);
  page.on("console", consoleError);
  return {
    report: () =>
      [
        `unanswered: ${[...pending].map((r) => `${r.method()} ${r.url()}`).join(", ") || "none"}`,
        ...errors,
      ].join("\n"),
    stop: () => {
      page.off("request", sent);
      page.off("requestfinished", ended);
      page.off("requestfailed", failed);
      page.off("pageerror", pageError);
      page.off("console", consoleError);
    },
  };
}

export const slotButton = (page: Page, time: string) =>
  page.getByRole("group", { name: "Ώρες" }).getByRole("button", { name: new RegExp(`^${time},`) });
