import { type BrowserContext, expect, test } from "@playwright/test";
import { addDays, bookingDay, goToDay, openBookingOn } from "./support/days";
import { adminContext, grantGymSessions, newMember } from "./support/fixtures";

/**
 * Standing bookings end to end at 360 px (issue 27, decision 037), in Greek and English: a member
 * makes a standing Monday 18:00 booking for four weeks, sees four bookings and four sessions spent,
 * cancels one week, then ends the series and gets every session back. The studio books four
 * weeks ahead for the test (its horizon set through the owner's API, put back after).
 */

const TEXT = {
  gr: {
    repeat: "Κάθε εβδομάδα (σταθερή κράτηση)",
    make: "Κλείσε σταθερή κράτηση",
    made: "Η σταθερή κράτηση έγινε: 4 εβδομάδες κλεισμένες ως τώρα.",
    sessions: (n: number) => `Υπόλοιπο συνεδριών: ${n}`,
    title: "Οι σταθερές κρατήσεις μου",
    confirm: "Επιβεβαίωση",
    cancel: "Ακύρωση κράτησης",
    cancelled: "Η κράτηση ακυρώθηκε και η συνεδρία επιστράφηκε.",
    end: "Τέλος σειράς",
    ended: "Η σταθερή κράτηση τελείωσε: ακυρώθηκαν 3 εβδομάδες.",
  },
  en: {
    repeat: "Every week (standing booking)",
    make: "Make standing booking",
    made: "Standing booking made: 4 weeks booked so far.",
    sessions: (n: number) => `Sessions left: ${n}`,
    title: "My standing bookings",
    confirm: "Please confirm",
    cancel: "Cancel booking",
    cancelled: "Booking cancelled; your session was restored.",
    end: "End series",
    ended: "Standing booking ended: 3 weeks cancelled.",
  },
} as const;

let admin: BrowserContext;
let rules: Record<string, unknown>;

test.beforeAll(async ({ browser }) => {
  admin = await adminContext(browser);
  rules = await (await admin.request.get("/api/studio-rules")).json();
  const res = await admin.request.put("/api/admin/studio-rules", {
    data: { rules: { ...rules, standingHorizonDays: 28 }, outsideBookings: "keep" },
  });
  expect(res.ok()).toBe(true);
});

test.afterAll(async () => {
  await admin.request.put("/api/admin/studio-rules", { data: { rules, outsideBookings: "keep" } });
  await admin.close();
});

/** The first Monday after today whose four weeks are open days with room at 18:00. */
async function freeMondays(request: Parameters<typeof bookingDay>[0]): Promise<string> {
  const today = (await bookingDay(request)).today;
  let monday = addDays(today, 1);
  while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  const offsets = [0, 7, 14, 21];
  for (let tries = 0; tries < 20; tries++, monday = addDays(monday, 7)) {
    const weeks = await Promise.all(offsets.map((n) => bookingDay(request, addDays(monday, n))));
    const open = weeks.every(
      (d, i) =>
        d.date === addDays(monday, offsets[i]!) &&
        !(d as { closedReason?: string | null }).closedReason &&
        d.slots.some((s) => s.time === "18:00" && !s.full),
    );
    if (open) return monday;
  }
  throw new Error("no four open Mondays found");
}

for (const lang of ["gr", "en"] as const) {
  test(`a member makes a standing Monday 18:00 booking for four weeks, cancels one, ends it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = TEXT[lang];
    const m = await newMember(browser, { lang });
    await grantGymSessions(admin.request, m.id, 10);
    const monday = await freeMondays(m.page.request);
    const page = m.page;

    const dialog = await openBookingOn(page, monday, { lang });
    await expect(dialog.getByTestId("account-summary")).toContainText(w.sessions(10));
    await dialog.getByRole("button", { name: /^18:00,/ }).click();
    await dialog.getByRole("checkbox", { name: w.repeat }).check();
    await page.screenshot({ path: `test-results/standing-choice-${lang}.png` });
    await dialog.getByRole("button", { name: w.make }).click();
    await expect(dialog.getByText(w.made)).toBeVisible();
    const list = dialog.getByTestId("standing-list");
    await expect(list).toContainText(w.title);
    await expect(list.getByTestId("standing-week")).toHaveCount(4);
    await expect(dialog.getByTestId("account-summary")).toContainText(w.sessions(6));
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/standing-made-${lang}.png` });

    // One week cancelled: the series stays with three.
    await list.getByTestId("standing-week").nth(1).click();
    await page.getByRole("dialog", { name: w.confirm }).getByRole("button", { name: w.cancel }).click();
    await expect(list.getByText(w.cancelled)).toBeVisible();
    await expect(list.getByTestId("standing-week")).toHaveCount(3);
    await expect(dialog.getByTestId("account-summary")).toContainText(w.sessions(7));

    // The series ended: its three weeks cancelled, every session back.
    await list.getByRole("button", { name: w.end }).click();
    await page.getByRole("dialog", { name: w.confirm }).getByRole("button", { name: w.end }).click();
    await expect(list.getByText(w.ended)).toBeVisible();
    await expect(list.getByTestId("standing-week")).toHaveCount(0);
    await expect(dialog.getByTestId("account-summary")).toContainText(w.sessions(10));
    await page.screenshot({ path: `test-results/standing-ended-${lang}.png`, fullPage: true });
    await m.close();
  });
}

test("the desk makes a standing booking for a member; the day table marks it and the owner's card has its switch", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const m = await newMember(browser);
  await grantGymSessions(admin.request, m.id, 10);
  const monday = await freeMondays(m.page.request);
  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("button", { name: "Νέα κράτηση" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email μέλους").fill(m.email);
  await goToDay(dialog, monday);
  await dialog.getByRole("button", { name: /^18:00,/ }).click();
  await dialog.getByRole("checkbox", { name: TEXT.gr.repeat }).check();
  await dialog.getByRole("radio", { name: "Για εβδομάδες" }).check();
  await dialog.getByRole("textbox", { name: "Εβδομάδες" }).fill("2");
  await dialog.getByRole("button", { name: "Σταθερή κράτηση για το μέλος" }).click();
  await expect(dialog.getByText("Η σταθερή κράτηση έγινε: 2 εβδομάδες κλεισμένες ως τώρα.")).toBeVisible();
  await page.screenshot({ path: "test-results/standing-desk.png" });
  await dialog.getByRole("button", { name: "Κλείσιμο" }).first().click();

  await goToDay(page.locator("section", { has: page.locator("#day-reservations-title") }), monday);
  const row = page.getByTestId("day-reservations").getByRole("row", { name: new RegExp(m.email) });
  await expect(row).toContainText("Σταθερή");
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/standing-day-table.png" });

  await page.goto("/admin-settings");
  const gym = page.getByTestId("schedule-gym");
  await expect(gym.getByRole("switch", { name: "Σταθερές κρατήσεις" })).toBeChecked();
  await expect(gym.getByRole("textbox", { name: "Μέγιστες εβδομάδες σταθερής κράτησης" })).toHaveValue("12");
  await gym.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/standing-settings.png" });
  await page.close();
  await m.close();
});
