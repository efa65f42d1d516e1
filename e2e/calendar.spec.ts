import { expect, type Page, test } from "@playwright/test";
import { parseIcs } from "../src/server/test/ics";
import { expectNoSeriousViolations } from "./support/axe";
import { openBookingOn, openDay } from "./support/days";
import { adminContext, grantGymSessions, signUpMember, useLanguage, waitForMail } from "./support/fixtures";

/**
 * Confirmations with calendar files, reminders and the private calendar feed (issue 17, decision
 * 019), at 360 px in Greek and English: a member books in the modal, the confirmation arrives in the
 * mail catcher with its .ics invitation, and the account page turns reminders off and makes, shows
 * and replaces the feed address.
 */

const WORDS = {
  gr: {
    lang: "gr",
    slots: "Ώρες",
    bookAt: "Κράτηση στις 12:00",
    subject: /η κράτησή σου \(Γυμναστήριο/,
    summary: "Kinisi: Γυμναστήριο",
    section: "Ημερολόγιο και υπενθυμίσεις",
    reminders: "Υπενθύμιση με email πριν από κάθε κράτηση",
    off: "Οι υπενθυμίσεις σταμάτησαν.",
    create: "Δημιουργία διεύθυνσης",
    url: "Η διεύθυνση του ημερολογίου σου",
    copy: "Αντιγραφή",
    regenerate: "Νέα διεύθυνση",
    regenerated: "Φτιάχτηκε νέα διεύθυνση· η παλιά δεν λειτουργεί πια.",
    onSince: /ενεργή από/,
  },
  en: {
    lang: "en",
    slots: "Times",
    bookAt: "Book 12:00",
    subject: /your booking \(Gym/,
    summary: "Kinisi: Gym",
    section: "Calendar and reminders",
    reminders: "Reminder e-mail before each booking",
    off: "Reminders are off.",
    create: "Make an address",
    url: "Your calendar address",
    copy: "Copy",
    regenerate: "New address",
    regenerated: "A new address is ready; the old one no longer works.",
    onSince: /on since/,
  },
} as const;

/** A new member signed in on `page` (whose language is already set). */
async function memberOn(page: Page, lang: "gr" | "en") {
  const { email } = await signUpMember(page, { lang });
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  return { page, email, id: me.user.id };
}

async function bookInModal(page: Page, w: (typeof WORDS)["gr" | "en"], date: string) {
  const dialog = await openBookingOn(page, date, { lang: w.lang });
  await dialog
    .getByRole("group", { name: w.slots })
    .getByRole("button", { name: /^12:00,/ })
    .click();
  await dialog.getByRole("button", { name: w.bookAt }).click();
  await expect(dialog.getByTestId("my-booking")).toBeVisible();
}

for (const lang of ["gr", "en"] as const) {
  test(`${lang}: a booking's e-mail brings its .ics; the account page turns reminders off and shows and replaces the feed address`, async ({
    browser,
  }) => {
    const w = WORDS[lang];
    const admin = await adminContext(browser);
    const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const memberTab = await ctx.newPage();
    await useLanguage(memberTab, lang);
    const m = await memberOn(memberTab, lang);
    try {
      await grantGymSessions(admin.request, m.id, 5);
      const day = await openDay(m.page.request, 7);
      await bookInModal(m.page, w, day.date);

      const mail = await waitForMail(m.email, w.subject);
      expect(mail.calendar).not.toBeNull();
      const invite = parseIcs(mail.calendar!);
      expect(invite.method).toBe("REQUEST");
      expect(invite.events[0]).toMatchObject({
        summary: w.summary,
        sequence: 0,
        start: { local: `${day.date}T12:00:00`, tzid: "Europe/Athens" },
      });

      const page = m.page;
      await page.goto("/account");
      const section = page.getByRole("region", { name: w.section });
      await expect(section).toBeVisible();
      const reminders = section.getByRole("switch", { name: w.reminders });
      await expect(reminders).toBeChecked();
      // Not forced: the click waits until the switch holds still and is what the point hits.
      await reminders.click();
      await expect(section.getByText(w.off)).toBeVisible();
      await expect(reminders).not.toBeChecked();

      await section.getByRole("button", { name: w.create }).click();
      const address = section.getByRole("textbox", { name: w.url });
      await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
      await expect(section.getByRole("button", { name: w.copy })).toBeVisible();
      const first = await address.inputValue();
      await page.screenshot({ path: `test-results/calendar-account-${lang}.png`, fullPage: true });
      await expectNoSeriousViolations(page);

      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["cache-control"]).toMatch(/^private/);
      expect(parseIcs(await feed.text()).events.map((e) => e.uid)).toEqual([invite.events[0]!.uid]);

      await section.getByRole("button", { name: w.regenerate }).click();
      await expect(section.getByText(w.regenerated)).toBeVisible();
      await expect(address).not.toHaveValue(first);
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(await address.inputValue())).status()).toBe(200);

      // After a reload the address is no longer known to the page: it says since when the feed is on.
      await page.reload();
      await expect(section.getByText(w.onSince)).toBeVisible();
      await expect(section.getByRole("switch", { name: w.reminders })).not.toBeChecked();
      await expectNoSeriousViolations(page);
    } finally {
      await ctx.close();
      await admin.close();
    }
  });
}
