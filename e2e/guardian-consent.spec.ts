import { expect, test } from "@playwright/test";
import { expectNoClippedButtons } from "./support/clipping";
import { openDay } from "./support/days";
import {
  adminContext,
  grantGymSessions,
  linkIn,
  phoneContext,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";

const TEXT = {
  gr: {
    open: "Σύνδεση / Εγγραφή",
    create: "Δημιουργία λογαριασμού",
    first: /^Όνομα/,
    last: /^Επώνυμο/,
    email: /^Email/,
    password: "Κωδικός",
    birth: /^Ημερομηνία γέννησης/,
    guardian: /^Email γονέα ή κηδεμόνα/,
    signUp: "Εγγραφή",
    confirmMail: /επιβεβαίωση email/,
    guardianMail: /συναίνεσή σας/,
    consent: "Συναινώ",
    consented: /Συναινέσατε/,
    tooYoung: "οικογενειακό λογαριασμό",
  },
  en: {
    open: "Log in / Sign up",
    create: "Create Account",
    first: /^First name/,
    last: /^Last name/,
    email: /^Email/,
    password: "Password",
    birth: /^Date of birth/,
    guardian: /^Parent's or guardian's email/,
    signUp: "Sign up",
    confirmMail: /confirm your email/,
    guardianMail: /your consent is asked/,
    consent: "I consent",
    consented: /You consented/,
    tooYoung: "family account",
  },
} as const;

/** The date `years` and a month before today: a birthday never falls on the test's day. */
function bornAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}

for (const lang of ["gr", "en"] as const) {
  test(`a 17-year-old signs up, the guardian consents by mail, the member books (${lang}, 360 px)`, async ({
    browser,
  }) => {
    const w = TEXT[lang];
    const email = uniqueEmail(`minor-${lang}`);
    const guardian = uniqueEmail(`guardian-${lang}`);
    const ctx = await phoneContext(browser, lang);
    const page = await ctx.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: w.open }).click();
    await page.getByRole("button", { name: w.create }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(w.first).fill("Δανάη");
    await dialog.getByLabel(w.last).fill("Νέα");
    await dialog.getByLabel(w.email).fill(email);
    await dialog.getByRole("textbox", { name: w.password }).fill("a-good-password");
    const widget = dialog.locator("altcha-widget");
    const solve = async () => {
      await widget.locator("input[type=checkbox]").click();
      await expect(widget.locator("[data-state=verified]")).toHaveCount(1, { timeout: 20_000 });
    };
    // Under the minimum age: refused, with why and where the studio can still help.
    await dialog.getByLabel(w.birth).fill(bornAgo(15));
    await solve();
    await dialog.getByRole("button", { name: w.signUp, exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText(w.tooYoung);
    await expectNoClippedButtons(page, "[role=dialog]");
    await page.screenshot({ path: test.info().outputPath(`too-young-${lang}.png`) });
    // The guardian's field appears once the date says under the consent age.
    await expect(dialog.getByLabel(w.guardian)).toHaveCount(0);
    await dialog.getByLabel(w.birth).fill(bornAgo(17));
    await dialog.getByLabel(w.guardian).fill(guardian);
    await page.screenshot({ path: test.info().outputPath(`guardian-field-${lang}.png`) });
    await solve();
    await dialog.getByRole("button", { name: w.signUp, exact: true }).click();
    await expect(dialog.getByRole("status")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`signed-up-${lang}.png`) });

    await page.goto(linkIn(await waitForMail(email, w.confirmMail)));
    const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
    const admin = await adminContext(browser);
    await grantGymSessions(admin.request, me.user.id, 4);
    const day = await openDay(page.request, 2);
    const slot = { date: day.date, time: day.slots.find((s) => !s.full)!.time };
    const refused = await page.request.post("/api/bookings", { data: slot });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      "GUARDIAN_CONSENT_PENDING",
    );

    // The guardian opens the link of their mail on a phone of their own.
    const guardianCtx = await phoneContext(browser, lang);
    const guardianPage = await guardianCtx.newPage();
    await guardianPage.goto(linkIn(await waitForMail(guardian, w.guardianMail)));
    await expect(guardianPage.getByRole("button", { name: w.consent, exact: true })).toBeVisible();
    await expectNoClippedButtons(guardianPage);
    await guardianPage.screenshot({ path: test.info().outputPath(`guardian-${lang}.png`), fullPage: true });
    await guardianPage.getByRole("button", { name: w.consent, exact: true }).click();
    await expect(guardianPage.getByText(w.consented)).toBeVisible();
    await guardianPage.screenshot({ path: test.info().outputPath(`consented-${lang}.png`), fullPage: true });

    expect((await page.request.post("/api/bookings", { data: slot })).status()).toBe(201);
    await Promise.all([ctx.close(), guardianCtx.close(), admin.close()]);
  });
}
