import fs from "node:fs/promises";
import { type Browser, expect, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoSeriousViolations } from "./support/axe";
import { signUpMember } from "./support/fixtures";

/**
 * The member's account end to end at 360 px, in Greek and in English: they change their name,
 * download their data, delete their account, and cannot sign in again.
 */

const TEXTS = { gr, en } as const;

async function memberIn(browser: Browser, lang: "gr" | "en") {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await ctx.addInitScript((l) => localStorage.setItem("app_language", l), lang);
  const page = await ctx.newPage();
  const { email, password } = await signUpMember(page, { lang, firstName: "Αλίκη" });
  return { ctx, page, email, password };
}

for (const lang of ["gr", "en"] as const) {
  const T = TEXTS[lang];
  test(`a member changes their name, downloads their data and deletes the account (${lang})`, async ({
    browser,
  }) => {
    const { ctx, page, email, password } = await memberIn(browser, lang);
    try {
      await page.goto("/account");
      const profile = page.getByRole("region", { name: T.account.profile.title });
      await expect(profile.getByLabel(T.account.profile.firstName)).toHaveValue("Αλίκη");
      await expectNoSeriousViolations(page);

      await profile.getByLabel(T.account.profile.firstName).fill("Ζωή");
      await profile.getByRole("button", { name: T.account.profile.save }).click();
      await expect(profile.getByRole("status")).toHaveText(T.account.profile.saved);
      const me = (await (await page.request.get("/api/me")).json()) as { user: { name: string } };
      expect(me.user.name).toBe("Ζωή Παπαδοπούλου");

      await page.getByRole("button", { name: T.account.data.download }).click();
      const asked = page.getByRole("dialog", { name: T.account.data.confirmTitle });
      await expect(asked).toContainText(T.account.data.confirm);
      const downloading = page.waitForEvent("download");
      await asked.getByRole("button", { name: T.account.data.confirmButton, exact: true }).click();
      const download = await downloading;
      await expect(page.getByRole("status").filter({ hasText: download.suggestedFilename() })).toHaveText(
        T.account.data.ready.replace("{{name}}", download.suggestedFilename()),
      );
      expect(download.suggestedFilename()).toMatch(/^kinisi-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as {
        profile: { profile: { email: string; firstName: string } };
        emails: { subject: string }[];
      };
      expect(data.profile.profile).toMatchObject({ email, firstName: "Ζωή" });
      expect(data.emails.length).toBeGreaterThan(0);

      const remove = page.getByRole("region", { name: T.account.remove.title });
      await remove.getByLabel(T.account.remove.confirmLabel).fill("not-my-email@example.com");
      await remove.getByRole("textbox", { name: T.account.remove.password, exact: true }).fill(password);
      await remove.getByRole("button", { name: T.account.remove.submit }).click();
      await expect(remove.getByRole("alert")).toHaveText(T.errors.CONFIRMATION_MISMATCH);
      await expectNoSeriousViolations(page);

      await remove.getByLabel(T.account.remove.confirmLabel).fill(email);
      await remove.getByRole("button", { name: T.account.remove.submit }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(T.home.accountDeleted)).toBeVisible();

      await page.getByRole("button", { name: T.home.loginSignup }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(T.auth.email).fill(email);
      await dialog.getByRole("textbox", { name: T.auth.password, exact: true }).fill(password);
      await dialog.getByRole("button", { name: T.auth.loginButton, exact: true }).click();
      await expect(dialog.getByRole("alert")).toContainText(T.errors.INVALID_CREDENTIALS);
      const again = await page.request.post("/api/auth/sign-in/email", {
        data: { email, password },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(again.status()).toBe(401);
    } finally {
      await ctx.close();
    }
  });
}
