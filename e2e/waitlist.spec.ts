import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { goToDay, type Lang, openBookingOn, openDay } from "./support/days";
import { grantGymSessions, newMember, quietHoursAwayFromNow, waitForMail } from "./support/fixtures";

/**
 * The waitlist end to end at 360 px (decision 018), once in Greek and once in English: member A
 * holds the last place of a slot (capacity 1 that day), member B joins its waitlist and sees
 * position 1, member C joins behind B, A cancels, B sees the booking in the calendar and gets the
 * promotion e-mail; the desk's day view shows C still waiting.
 */

const TEXT = {
  gr: {
    joinAt: "Λίστα αναμονής για τις 12:00",
    position: "είσαι στη θέση 1 της σειράς",
    booking: "Η κράτησή σου: 12:00",
    waiting: "12:00 (1 σε αναμονή)",
    mail: /βρέθηκε θέση για σένα \(Γυμναστήριο, [0-9/]+ 12:00\)/,
  },
  en: {
    joinAt: "Waitlist for 12:00",
    position: "you are number 1 in line",
    booking: "Your booking: 12:00",
    waiting: "12:00 (1 waiting)",
    mail: /a place freed up for you \(Gym, [0-9/]+ 12:00\)/,
  },
} as const;

/** A member signed up in `lang`, on a page of their own at 360 px in that language, with 5 sessions. */
async function member(browser: Browser, admin: APIRequestContext, lang: Lang) {
  const m = await newMember(browser, { lang });
  await grantGymSessions(admin, m.id, 5);
  return m;
}

// The promotion's e-mail is held through the quiet hours: this spec's mails must leave at once.
let restoreQuietHours: (() => Promise<void>) | undefined;
test.beforeAll(async ({ browser }) => {
  restoreQuietHours = await quietHoursAwayFromNow(browser);
});
test.afterAll(async () => {
  await restoreQuietHours?.();
});

for (const [lang, daysAhead] of [
  ["gr", 9],
  ["en", 12],
] as const) {
  test(`${lang}: a member waits for a full slot, is booked when a place frees and gets the e-mail`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The desk, signed in, at 360 px in the test's language.
    const admin = await browser.newContext({ viewport: { width: 360, height: 780 } });
    await admin.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    expect((await admin.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const a = await member(browser, admin.request, lang);
    const b = await member(browser, admin.request, lang);
    const c = await member(browser, admin.request, lang);
    const D = (await openDay(a.page.request, daysAhead)).date;
    expect((await admin.request.put(`/api/admin/slot-capacity/${D}`, { data: { capacity: 1 } })).ok()).toBe(
      true,
    );

    // A takes the last (only) place at 12:00.
    const booked = await a.page.request.post("/api/bookings", { data: { date: D, time: "12:00" } });
    expect(booked.status()).toBe(201);
    const reservationId = ((await booked.json()) as { reservation: { id: string } }).reservation.id;

    // B joins the waitlist from the calendar and sees position 1.
    await openBookingOn(b.page, D, { lang });
    // At 360 px every label of the calendar reads whole (issue 30: 'Waitlist for 18:0').
    await expectNoClippedButtons(b.page, "[role=dialog]");
    await b.page.getByRole("button", { name: TEXT[lang].joinAt }).click();
    await expect(b.page.getByTestId("my-waitlist-place")).toContainText(TEXT[lang].position);
    await expect(b.page.getByTestId("waitlist-places")).toContainText("12:00");
    await expectNoSeriousViolations(b.page, "[role=dialog]");
    await b.page.screenshot({ path: `test-results/waitlist-member-waiting-${lang}.png` });

    // C joins behind B (through the API, as the calendar would).
    expect(
      (
        await c.page.request.post("/api/waitlist", { data: { schedule: "gym", date: D, time: "12:00" } })
      ).status(),
    ).toBe(201);

    // A cancels: B is booked in the same transaction and told by e-mail.
    expect((await a.page.request.delete(`/api/bookings/${reservationId}`)).ok()).toBe(true);
    await openBookingOn(b.page, D, { lang });
    await expect(b.page.getByTestId("my-booking")).toContainText(TEXT[lang].booking);
    await expect(b.page.getByTestId("my-waitlist-place")).toHaveCount(0);
    await b.page.screenshot({ path: `test-results/waitlist-member-promoted-${lang}.png` });
    const mail = await waitForMail(b.email, TEXT[lang].mail);
    expect(mail.calendar).toContain("METHOD:REQUEST"); // the booking's invitation, for the member's calendar

    // The desk's day view: C still waits for 12:00.
    const desk = await admin.newPage();
    await desk.goto("/admin");
    await goToDay(desk.locator("section", { has: desk.locator("#day-reservations-title") }), D, lang);
    await expect(desk.getByTestId("waitlist-counts")).toContainText(TEXT[lang].waiting);
    await expectNoSeriousViolations(desk);
    await desk.screenshot({ path: `test-results/waitlist-admin-day-${lang}.png`, fullPage: true });

    await Promise.all([a.close(), b.close(), c.close(), admin.close()]);
  });
}
