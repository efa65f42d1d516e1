import crypto from "node:crypto";
import { type BrowserContext, expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { addDays, goToDay, openBookingOn, openDay } from "./support/days";
import { adminContext, grantPilatesCredits, newMember } from "./support/fixtures";

/**
 * A chosen place end to end at 360 px (issue 27, decision 037), in Greek and English: a Pilates
 * member sees that place 2 of a class is taken (another member holds it), picks place 3 with a
 * standing weekly booking for two weeks, and sees place 3 kept on the next week's booking. Each
 * language has a class of its own at a random time; the studio books four weeks ahead for the test.
 * The desk (in Greek) moves a member to another place from the day's table and ends their
 * standing booking for them after a confirmation.
 */

const TEXT = {
  gr: {
    pick: "Διάλεξε θέση",
    free: (n: number) => `Θέση ${n}, ελεύθερη`,
    taken: (n: number) => `Θέση ${n}, πιασμένη`,
    chosen: (n: number) => `Θέση ${n}, επιλεγμένη`,
    repeat: "Κάθε εβδομάδα (σταθερή κράτηση)",
    weeks: "Εβδομάδες",
    make: "Κλείσε σταθερή κράτηση",
    made: "Η σταθερή κράτηση έγινε: 2 εβδομάδες κλεισμένες ως τώρα.",
    keeps: "κρατά τη θέση 3",
    place3: "Θέση 3",
  },
  en: {
    pick: "Pick your place",
    free: (n: number) => `Place ${n}, free`,
    taken: (n: number) => `Place ${n}, taken`,
    chosen: (n: number) => `Place ${n}, chosen`,
    repeat: "Every week (standing booking)",
    weeks: "Weeks",
    make: "Make standing booking",
    made: "Standing booking made: 2 weeks booked so far.",
    keeps: "keeps place 3",
    place3: "Place 3",
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

/** A weekly Reformer Pilates class of six places on `date`'s weekday at a time no other class holds. */
async function addClass(date: string): Promise<string> {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  for (let tries = 0; tries < 20; tries++) {
    const time = `${String(crypto.randomInt(7, 21)).padStart(2, "0")}:${String(crypto.randomInt(0, 59)).padStart(2, "0")}`;
    const res = await admin.request.post("/api/admin/classes", {
      data: { weekday, time, minutes: 50, capacity: 6 },
    });
    if (res.status() === 201) return time;
  }
  throw new Error("no free class time found");
}

for (const lang of ["gr", "en"] as const) {
  test(`a Pilates member picks place 3 with a standing weekly booking and keeps it the next week (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = TEXT[lang];
    const m = await newMember(browser, { lang });
    await grantPilatesCredits(admin.request, m.id, 10);
    const date = (await openDay(m.page.request, 8)).date;
    const time = await addClass(date);

    // Another member holds place 2 of the first week.
    const other = await newMember(browser, { lang });
    await grantPilatesCredits(admin.request, other.id, 2);
    const held = await other.page.request.post("/api/bookings", {
      data: { schedule: "pilates", date, time, place: 2 },
    });
    expect(held.status()).toBe(201);
    await other.close();

    const page = m.page;
    const dialog = await openBookingOn(page, date, { lang, pilates: true });
    await dialog.getByRole("button", { name: new RegExp(`^${time}`) }).click();
    const picker = dialog.getByTestId("place-picker");
    await expect(picker.getByText(w.pick)).toBeVisible();
    await expect(picker.getByRole("button", { name: w.taken(2) })).toBeDisabled();
    await picker.getByRole("button", { name: w.free(3) }).click();
    await expect(picker.getByRole("button", { name: w.chosen(3) })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("checkbox", { name: w.repeat }).check();
    await dialog.getByRole("textbox", { name: w.weeks }).fill("2");
    await expectNoClippedButtons(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/places-pick-${lang}.png` });

    await dialog.getByRole("button", { name: w.make }).click();
    await expect(dialog.getByText(w.made)).toBeVisible();
    const list = dialog.getByTestId("standing-list");
    await expect(list).toContainText(w.keeps);
    const weeks = list.getByTestId("standing-week");
    await expect(weeks).toHaveCount(2);
    // This week and the next one both hold place 3.
    await expect(weeks.nth(0)).toContainText(w.place3);
    await expect(weeks.nth(1)).toContainText(w.place3);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/places-kept-${lang}.png` });

    // The next week's booking, on its own day: place 3.
    const next = addDays(date, 7);
    const nextDay = await openBookingOn(page, next, { lang, pilates: true });
    await expect(nextDay.getByTestId("my-booking")).toContainText(`${time} · ${w.place3}`);
    await page.screenshot({ path: `test-results/places-next-week-${lang}.png` });
    // The server agrees: place 3 shows as taken there.
    const places = await page.request.get(`/api/classes/places?schedule=pilates&date=${next}&time=${time}`);
    expect((await places.json()).taken).toEqual([3]);
    await m.close();
  });
}

test("the desk moves a member to another place and ends their standing booking from the day's table", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const m = await newMember(browser, { lang: "gr" });
  await grantPilatesCredits(admin.request, m.id, 10);
  const date = (await openDay(m.page.request, 8)).date;
  const time = await addClass(date);
  const made = await m.page.request.post("/api/standing-bookings", {
    data: { schedule: "pilates", date, time, end: { kind: "weeks", weeks: 2 }, place: 4 },
  });
  expect(made.status()).toBe(201);
  await m.close();

  const page = await admin.newPage();
  await page.goto("/admin");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Κρατήσεις ημέρας" }) });
  await goToDay(card, date, "gr");
  const row = card.getByRole("row").filter({ hasText: m.email });
  await expect(row).toContainText("Θέση 4");

  await row.getByRole("button", { name: "Αλλαγή θέσης" }).click();
  const move = page.getByRole("dialog", { name: /^Αλλαγή θέσης/ });
  await expect(move.getByRole("button", { name: "Θέση 4, ελεύθερη" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/places-desk-move-gr.png" });
  await move.getByRole("button", { name: "Θέση 5, ελεύθερη" }).click();
  await expect(card.getByText("Μετακινήθηκε στη θέση 5.")).toBeVisible();
  await expect(row).toContainText("Θέση 5");

  await row.getByRole("button", { name: "Σταθερές κρατήσεις" }).click();
  const standing = page.getByRole("dialog", { name: /^Σταθερές κρατήσεις/ });
  await expect(standing.getByTestId("desk-standing-item")).toContainText("κρατά τη θέση 4");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/places-desk-standing-gr.png" });
  await standing.getByRole("button", { name: "Τέλος σειράς" }).click();
  await page
    .getByRole("dialog", { name: "Επιβεβαίωση" })
    .getByRole("button", { name: "Τέλος σειράς" })
    .click();
  await expect(standing.getByText("Η σταθερή κράτηση τελείωσε: ακυρώθηκαν 2 εβδομάδες.")).toBeVisible();
  await expect(standing.getByTestId("desk-standing-item")).toHaveCount(0);
  await page.screenshot({ path: "test-results/places-desk-ended-gr.png" });

  // The owner's switch on the Reformer Pilates card (the gym floor has none).
  await page.goto("/admin-settings");
  const pilates = page.getByTestId("schedule-pilates");
  await expect(
    pilates.getByRole("switch", { name: "Αριθμημένες θέσεις (π.χ. reformer, ποδήλατα)" }),
  ).toBeChecked();
  await expect(
    page.getByTestId("schedule-gym").getByRole("switch", { name: /Αριθμημένες θέσεις/ }),
  ).toHaveCount(0);
  await pilates.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/places-settings-gr.png" });
  await page.close();
});
