import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoClippedButtons } from "./support/clipping";
import { phoneContext } from "./support/fixtures";

// The e2e servers' embedded databases are held by the servers, so no backup command can note a
// backup there: the answer is set here (its content is the integration test's matter; this is the
// owner's home as drawn on a phone).
const FAILED_AND_LATE = {
  last: { at: "2026-03-11T01:00:00.000Z", file: "kinisi-b.dump", sizeBytes: null, ok: false },
  lastGood: { at: "2026-03-09T01:00:00.000Z", file: "kinisi-a.dump", sizeBytes: 1_500_000, ok: true },
  late: true,
  lateHours: 26,
};
const WORDS = {
  gr: {
    title: "Το αντίγραφο ασφαλείας απέτυχε",
    last: "Τελευταίο επιτυχημένο αντίγραφο ασφαλείας: 9 Μαρ 2026, 03:00, 1,5 MB",
  },
  en: { title: "A backup failed", last: "Last good backup: 9 Mar 2026, 03:00, 1.5 MB" },
};

for (const lang of ["gr", "en"] as const) {
  test(`the owner's home warns of a failed, late backup on a phone (${lang})`, async ({ browser }) => {
    const ctx = await phoneContext(browser, lang);
    expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const page = await ctx.newPage();
    await page.route("**/api/admin/backup-status", (route) => route.fulfill({ json: FAILED_AND_LATE }));
    await page.goto("/admin");
    const alert = page.getByRole("alert").filter({ hasText: WORDS[lang].title });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(WORDS[lang].last);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoClippedButtons(page);
    if (process.env.E2E_SHOTS)
      await alert.screenshot({ path: `${process.env.E2E_SHOTS}/backup-${lang}.png` });
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/admin-${lang}.png` });
    await ctx.close();
  });
}
