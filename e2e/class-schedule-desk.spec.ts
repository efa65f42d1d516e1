import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { goToDay, openDay } from "./support/days";
import { grantPilatesCredits, newMember, phoneContext } from "./support/fixtures";

/**
 * A class schedule the owner adds is every screen's like the seeded one (decision 052): at 360 px,
 * in Greek and in English, the owner creates a Yoga schedule on the settings screen and gives it a
 * one-place class, a member books it through the one booking route, another joins its waitlist,
 * and the desk's day counts who waits for the Yoga class, named from the schedule's row.
 */

const TEXT = {
  gr: {
    schedules: "Προγράμματα κρατήσεων",
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    nameEn: "Όνομα (αγγλικά)",
    creditKind: "Χρεώνει συνεδρίες",
    create: "Δημιουργία",
    created: /Το πρόγραμμα δημιουργήθηκε/,
    waiting: (name: string, t: string) => `${name} ${t} (1 σε αναμονή)`,
  },
  en: {
    schedules: "Booking schedules",
    key: /Code/,
    nameGr: "Name (Greek)",
    nameEn: "Name (English)",
    creditKind: "Spends sessions of",
    create: "Create",
    created: /The schedule was created/,
    waiting: (name: string, t: string) => `${name} ${t} (1 waiting)`,
  },
} as const;

for (const [lang, daysAhead] of [
  ["gr", 13],
  ["en", 14],
] as const) {
  const L = TEXT[lang];
  test(`${lang}: the desk's day counts the waitlist of a Yoga class the owner added on the settings screen`, async ({
    browser,
  }) => {
    test.slow();
    const n = crypto.randomInt(1000, 9999);
    const key = `yoga-desk-${lang}-${n}`;
    const names = { gr: `Γιόγκα ${n}`, en: `Yoga ${n}` };
    const owner = await phoneContext(browser, lang);
    expect((await owner.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const a = await newMember(browser, { lang });
    const b = await newMember(browser, { lang });
    let created = false;
    try {
      // The owner adds the schedule on the settings screen (spending the seeded class credits).
      const page = await owner.newPage();
      await page.goto("/admin-settings");
      const schedules = page.getByRole("region", { name: L.schedules });
      await schedules.getByRole("textbox", { name: L.key }).fill(key);
      await schedules.getByRole("textbox", { name: L.nameGr }).last().fill(names.gr);
      await schedules.getByRole("textbox", { name: L.nameEn }).last().fill(names.en);
      await schedules.getByRole("combobox", { name: L.creditKind }).last().selectOption("pilates");
      await schedules.getByRole("button", { name: L.create }).click();
      await expect(schedules.getByText(L.created)).toBeVisible();
      created = true;
      await expect(page.getByTestId(`schedule-${key}`)).toBeVisible();

      // A one-place class on an open day, at a time of its own.
      const date = (await openDay(a.page.request, daysAhead)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const time = `${lang === "gr" ? "06" : "07"}:${String(crypto.randomInt(10, 59)).padStart(2, "0")}`;
      const added = await owner.request.post("/api/admin/classes", {
        data: { schedule: key, weekday, time, minutes: 60, capacity: 1 },
      });
      expect(added.status(), await added.text()).toBe(201);

      // A takes the place; B finds it full and waits.
      for (const m of [a, b]) await grantPilatesCredits(owner.request, m.id, 2);
      const booked = await a.page.request.post("/api/bookings", { data: { schedule: key, date, time } });
      expect(booked.status(), await booked.text()).toBe(201);
      const full = await b.page.request.post("/api/bookings", { data: { schedule: key, date, time } });
      expect(full.status()).toBe(409);
      const joined = await b.page.request.post("/api/waitlist", { data: { schedule: key, date, time } });
      expect(joined.status(), await joined.text()).toBe(201);

      // The desk's day names the Yoga class's waitlist, from the schedule's row.
      await page.goto("/admin");
      await goToDay(page.locator("section", { has: page.locator("#day-reservations-title") }), date, lang);
      await expect(page.getByTestId("waitlist-counts")).toContainText(L.waiting(names[lang], time));
      await expectNoSeriousViolations(page);
      await expectNoClippedButtons(page);
      await page.getByTestId("waitlist-counts").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/yoga-desk-waitlist-${lang}.png` });
    } finally {
      // Off again: the other specs on this server see the studio's own schedules.
      if (created)
        await owner.request.put(`/api/admin/schedules/${key}`, {
          data: { nameGr: names.gr, nameEn: names.en, creditKind: "pilates", active: false, position: 9 },
        });
      await Promise.all([a.close(), b.close(), owner.close()]);
    }
  });
}
