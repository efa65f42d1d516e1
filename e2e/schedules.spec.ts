import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { openBookingOn, openDay } from "./support/days";
import { adminContext, grantPilatesCredits, newMember, waitForMail } from "./support/fixtures";

/**
 * A schedule the owner adds (issue 25, decision 035) at 360 px, in Greek and in English: on the
 * settings screen the owner creates "Yoga" (spending Pilates credits), adds its weekly class for 8
 * on its timetable; a member holding Pilates credits picks Yoga in the booking calendar, books the
 * class and gets the e-mail whose calendar file names Yoga. The schedule is switched off at the end,
 * so the other specs on this server see the studio's two.
 */

const TEXT = {
  gr: {
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    nameEn: "Όνομα (αγγλικά)",
    create: "Δημιουργία",
    created: /Το πρόγραμμα δημιουργήθηκε/,
    timetable: "Εβδομαδιαίο πρόγραμμα",
    day: "Ημέρα",
    time: "Ώρα έναρξης",
    minutes: "Διάρκεια (λεπτά)",
    capacity: "Θέσεις",
    add: "Προσθήκη μαθήματος",
    added: "Το μάθημα προστέθηκε.",
    bookAt: (name: string, t: string) => `Κράτηση ${name} στις ${t}`,
    booked: (name: string) => `Κράτησες ${name}`,
    mail: (name: string) => new RegExp(`η κράτησή σου \\(${name},`),
  },
  en: {
    key: /Code/,
    nameGr: "Name (Greek)",
    nameEn: "Name (English)",
    create: "Create",
    created: /The schedule was created/,
    timetable: "Weekly timetable",
    day: "Day",
    time: "Start time",
    minutes: "Length (minutes)",
    capacity: "Places",
    add: "Add class",
    added: "The class was added.",
    bookAt: (name: string, t: string) => `Book ${name} at ${t}`,
    booked: (name: string) => `${name} booked`,
    mail: (name: string) => new RegExp(`your booking \\(${name},`),
  },
} as const;

for (const [lang, daysAhead] of [
  ["gr", 11],
  ["en", 12],
] as const) {
  const L = TEXT[lang];
  test(`${lang}: the owner adds a Yoga class for 8; a member books it and gets its calendar file`, async ({
    browser,
  }) => {
    test.slow();
    const n = crypto.randomInt(1000, 9999);
    const key = `yoga-${lang}-${n}`;
    const nameGr = `Γιόγκα ${n}`;
    const nameEn = `Yoga ${n}`;
    const name = lang === "gr" ? nameGr : nameEn;
    const admin = await adminContext(browser);
    await admin.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    const member = await newMember(browser, { lang });
    try {
      // The owner creates the schedule on the settings screen.
      const page = await admin.newPage();
      await page.goto("/admin-settings");
      await page.getByRole("textbox", { name: L.key }).fill(key);
      await page.getByRole("textbox", { name: L.nameGr }).last().fill(nameGr);
      await page.getByRole("textbox", { name: L.nameEn }).last().fill(nameEn);
      await page.getByRole("button", { name: L.create }).click();
      await expect(page.getByText(L.created)).toBeVisible();
      const card = page.getByTestId(`schedule-${key}`);
      await expect(card).toBeVisible();
      await expectNoClippedButtons(page);
      await page.screenshot({ path: `test-results/schedules-settings-${lang}.png`, fullPage: true });

      // Its weekly class, from the card's link to its timetable.
      const date = (await openDay(member.page.request, daysAhead)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      await card.getByRole("link", { name: L.timetable }).click();
      await expect(page).toHaveURL(new RegExp(`schedule=${key}`));
      await page.getByLabel(L.day, { exact: true }).selectOption(String(weekday));
      await page.getByLabel(L.time, { exact: true }).fill("19:00");
      await page.getByLabel(L.minutes, { exact: true }).fill("60");
      await page.getByLabel(L.capacity, { exact: true }).fill("8");
      await page.getByRole("button", { name: L.add }).click();
      await expect(page.getByText(L.added)).toBeVisible();
      await expectNoSeriousViolations(page);

      // The member, with Pilates credits, books it from the booking calendar.
      await grantPilatesCredits(admin.request, member.id, 3);
      const dialog = await openBookingOn(member.page, date, { lang, schedule: name });
      await dialog.getByRole("button", { name: /^19:00/ }).click();
      await dialog.getByRole("button", { name: L.bookAt(name, "19:00") }).click();
      await expect(dialog.getByText(L.booked(name))).toBeVisible();
      await expectNoSeriousViolations(member.page, "[role=dialog]");
      await expectNoClippedButtons(member.page);
      await member.page.screenshot({ path: `test-results/schedules-member-booked-${lang}.png` });

      const mail = await waitForMail(member.email, L.mail(name));
      expect(mail.calendar).toContain(`SUMMARY:`);
      expect(mail.calendar).toContain(name);
      expect(mail.calendar).toContain(`${date.replaceAll("-", "")}T190000`);
    } finally {
      // Off again: the other specs on this server book the studio's two schedules.
      await admin.request.put(`/api/admin/schedules/${key}`, {
        data: { nameGr, nameEn, creditKind: "pilates", active: false, position: 9 },
      });
      await Promise.all([admin.close(), member.close()]);
    }
  });
}
