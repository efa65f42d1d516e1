import { type BrowserContext, expect, test } from "@playwright/test";
import { addDays, bookingDay, openBookingOn } from "./support/days";
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
