import crypto from "node:crypto";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { goToDay, type Lang, openBookingOn, openDay } from "./support/days";
import {
  grantPilatesCredits,
  newMember,
  phoneContext,
  quietHoursAwayFromNow,
  waitForMail,
} from "./support/fixtures";

/**
 * The waitlist of a Reformer Pilates class end to end at 360 px, in Greek and in English
 * (decisions 017, 018): the admin sets a one-reformer class, member A books it, member B finds it
 * full in the booking calendar's Pilates side and joins its waitlist (position 1), A cancels, B
 * sees the booking there and receives the e-mail with its calendar file; axe finds no serious issue.
 */

// The mail catcher unfolds a long subject with its space moved ("…2026 21:51" may read "…202621:51" or "21:51 )").
const TEXT = {
  gr: {
    joinAt: (t: string) => `Λίστα αναμονής για τις ${t}`,
    position: "είσαι στη θέση 1 της σειράς",
    yours: (t: string) => `Η κράτησή σου: ${t}`,
    waiting: (t: string) => `Reformer Pilates ${t} (1 σε αναμονή)`,
    mail: (t: string) => new RegExp(`βρέθηκε θέση για σένα \\(Reformer Pilates, .*${t}\\s*\\)`),
  },
  en: {
    joinAt: (t: string) => `Waitlist for ${t}`,
    position: "you are number 1 in line",
    yours: (t: string) => `Your booking: ${t}`,
    waiting: (t: string) => `Reformer Pilates ${t} (1 waiting)`,
    mail: (t: string) => new RegExp(`a place freed up for you \\(Reformer Pilates, .*${t}\\s*\\)`),
  },
} as const;

/** A member signed up in `lang` on a page of their own, with 3 Pilates credits valid two months. */
async function pilatesMember(browser: Browser, admin: APIRequestContext, lang: Lang) {
  const m = await newMember(browser, { lang });
  await grantPilatesCredits(admin, m.id, 3);
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
  ["en", 10],
] as const) {
  const L = TEXT[lang];
  test(`${lang}: a member waits for a full Pilates class, is booked when a reformer frees and gets the e-mail with its calendar file`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const adminCtx = await phoneContext(browser, lang);
    expect((await adminCtx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const a = await pilatesMember(browser, adminCtx.request, lang);
    const b = await pilatesMember(browser, adminCtx.request, lang);
    try {
      // The admin sets a one-reformer class on an open day (its own time, so runs never collide).
      const date = (await openDay(a.page.request, daysAhead)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const time = `${lang === "gr" ? "20" : "21"}:${String(crypto.randomInt(10, 59)).padStart(2, "0")}`;
      const added = await adminCtx.request.post("/api/admin/classes", {
        data: { weekday, time, minutes: 50, capacity: 1 },
      });
      expect(added.status()).toBe(201);

      // A takes the only reformer.
      const booked = await a.page.request.post("/api/bookings", {
        data: { schedule: "pilates", date, time },
      });
      expect(booked.status()).toBe(201);
      const reservationId = ((await booked.json()) as { reservation: { id: string } }).reservation.id;

      // B finds the class full and joins its waitlist from the calendar's Pilates side.
      const dialog = await openBookingOn(b.page, date, { lang, pilates: true });
      await dialog.getByRole("button", { name: L.joinAt(time) }).click();
      await expect(dialog.getByTestId("my-waitlist-place")).toContainText(L.position);
      await expect(dialog.getByTestId("waitlist-places")).toContainText(time);
      await expectNoSeriousViolations(b.page, "[role=dialog]");
      await b.page.screenshot({ path: `test-results/pilates-waitlist-waiting-${lang}.png` });

      // The front desk's day view counts who waits for the class.
      const desk = await adminCtx.newPage();
      await desk.goto("/admin");
      await goToDay(desk.locator("section", { has: desk.locator("#day-reservations-title") }), date, lang);
      await expect(desk.getByTestId("waitlist-counts")).toContainText(L.waiting(time));
      await desk.screenshot({ path: `test-results/pilates-waitlist-desk-${lang}.png`, fullPage: true });
      await desk.close();

      // A cancels: B is booked in the same transaction and e-mailed the booking with its invitation.
      expect((await a.page.request.delete(`/api/bookings/${reservationId}`)).ok()).toBe(true);
      await openBookingOn(b.page, date, { lang, pilates: true });
      await expect(dialog.getByTestId("my-booking")).toContainText(L.yours(time));
      await expect(dialog.getByTestId("my-waitlist-place")).toHaveCount(0);
      await expectNoSeriousViolations(b.page, "[role=dialog]");
      await b.page.screenshot({ path: `test-results/pilates-waitlist-promoted-${lang}.png` });
      const mail = await waitForMail(b.email, L.mail(time));
      expect(mail.calendar).toContain("BEGIN:VEVENT");
      expect(mail.calendar).toContain(`${date.replaceAll("-", "")}T${time.replace(":", "")}00`);
    } finally {
      await Promise.all([a.close(), b.close(), adminCtx.close()]);
    }
  });
}
