import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { useLanguage } from "./support/fixtures";

for (const lang of ["gr", "en"] as const) {
  test(`home, log-in modal and terms have no serious axe violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.locator("main button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: lang === "gr" ? "Δημιουργία λογαριασμού" : "Create Account" })
      .click();
    await expect(page.locator("altcha-widget")).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
