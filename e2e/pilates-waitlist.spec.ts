import crypto from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { openDay } from "./support/days";
import { signUpMember, waitForMail } from "./support/fixtures";

/**
 * The waitlist of a Reformer Pilates class end to end at 360 px, in Greek and in English
 * (decisions 017, 018): the admin sets a one-reformer class, member A books it, member B finds it
 * full in the booking calendar's Pilates side and joins its waitlist (position 1), A cancels, B
 * sees the booking there and receives the e-mail with its calendar file; axe finds no serious issue.
 */

const PHONE = { width: 360, height: 780 };
type Lang = "gr" | "en";
// The mail catcher unfolds a long subject with its space moved ("…2026 21:51" may read "…202621:51" or "21:51 )").
const TEXT = {
  gr: {
    booking: "Online κράτηση",
    pilates: "Reformer Pilates",
    next: "Επόμενη ημέρα",
    joinAt: (t: string) => `Λίστα αναμονής για τις ${t}`,
    position: "είσαι στη θέση 1 της σειράς",
    yours: (t: string) => `Η κράτησή σου: ${t}`,
    mail: (t: string) => new RegExp(`βρέθηκε θέση για σένα \\(Reformer Pilates, .*${t}\\s*\\)`),
    locale: "el-GR",
  },
  en: {
    booking: "Online booking",
    pilates: "Reformer Pilates",
    next: "Next day",
    joinAt: (t: string) => `Waitlist for ${t}`,
    position: "you are number 1 in line",
    yours: (t: string) => `Your booking: ${t}`,
    mail: (t: string) => new RegExp(`a place freed up for you \\(Reformer Pilates, .*${t}\\s*\\)`),
    locale: "en-GB",
  },
} as const;

const longDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

async function context(browser: Browser, lang: Lang) {
  const ctx = await browser.newContext({ viewport: PHONE });
  await ctx.addInitScript((l) => localStorage.setItem("app_language", l), lang);
  return ctx;
}

/** A member signed up in `lang` on a page of their own, with 3 Pilates credits valid two months. */
async function pilatesMember(browser: Browser, admin: APIRequestContext, lang: Lang) {
  const ctx = await context(browser, lang);
  const page = await ctx.newPage();
  const { email } = await signUpMember(page, { lang });
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await admin.put(`/api/admin/members/${me.user.id}`, {
    data: {
      gymSessions: 0,
      gymExpiresOn: "",
      pilatesSessions: 3,
      pilatesExpiresOn: expires,
      packageName: "",
      nutritionName: "",
      nutritionExpiresOn: "",
    },
  });
  expect(res.ok()).toBe(true);
  return { page, email, close: () => ctx.close() };
}

/** Opens the booking calendar on its Reformer Pilates side and moves with the arrows to `date`. */
async function openPilatesOn(page: Page, date: string, lang: Lang) {
  const L = TEXT[lang];
  const dialog = page.getByRole("dialog");
  const title = dialog.getByTestId("day-title");
  await page.goto("/");
  await page.getByRole("button", { name: L.booking }).click();
  await dialog.getByText(L.pilates, { exact: true }).click();
  await expect(title).toBeVisible();
  for (let i = 0; i < 30 && (await title.textContent()) !== longDay(date, L.locale); i++) {
    const before = (await title.textContent()) ?? "";
    await dialog.getByRole("button", { name: L.next }).click();
    await expect(title).not.toHaveText(before);
  }
  await expect(title).toHaveText(longDay(date, L.locale));
  return dialog;
}

for (const [lang, daysAhead] of [
  ["gr", 9],
  ["en", 10],
] as const) {
  const L = TEXT[lang];
  test(`${lang}: a member waits for a full Pilates class, is booked when a reformer frees and gets the e-mail with its calendar file`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const adminCtx = await context(browser, lang);
    expect((await adminCtx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const a = await pilatesMember(browser, adminCtx.request, lang);
    const b = await pilatesMember(browser, adminCtx.request, lang);
    try {
      // The admin sets a one-reformer class on an open day (its own time, so runs never collide).
      const date = (await openDay(a.page.request, daysAhead)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const time = `${lang === "gr" ? "20" : "21"}:${String(crypto.randomInt(10, 59)).padStart(2, "0")}`;
      const added = await adminCtx.request.post("/api/admin/pilates/classes", {
        data: { weekday, time, minutes: 50, capacity: 1 },
      });
      expect(added.status()).toBe(201);

      // A takes the only reformer.
      const booked = await a.page.request.post("/api/pilates/bookings", { data: { date, time } });
      expect(booked.status()).toBe(201);
      const reservationId = ((await booked.json()) as { reservation: { id: string } }).reservation.id;

      // B finds the class full and joins its waitlist from the calendar's Pilates side.
      const dialog = await openPilatesOn(b.page, date, lang);
      await dialog.getByRole("button", { name: L.joinAt(time) }).click();
      await expect(dialog.getByTestId("my-waitlist-place")).toContainText(L.position);
      await expect(dialog.getByTestId("waitlist-places")).toContainText(time);
      await expectNoSeriousViolations(b.page, "[role=dialog]");
      await b.page.screenshot({ path: `test-results/pilates-waitlist-waiting-${lang}.png` });

      // A cancels: B is booked in the same transaction and e-mailed the booking with its invitation.
      expect((await a.page.request.delete(`/api/bookings/${reservationId}`)).ok()).toBe(true);
      await openPilatesOn(b.page, date, lang);
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
