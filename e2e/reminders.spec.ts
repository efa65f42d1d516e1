import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { phoneContext } from "./support/fixtures";

/**
 * The automatic reminders (issue 28) at 360 px in Greek and English: on /admin-drift the owner
 * switches a reminder on, changes its days and its words in both languages, saves, and finds them
 * after a reload; then switches it off again (the rules are the server's, shared with other specs).
 */

async function ownerContext(browser: Browser, lang: "gr" | "en"): Promise<BrowserContext> {
  const ctx = await phoneContext(browser, lang);
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx;
}

const WORDS = {
  gr: {
    title: "Αυτόματες υπενθυμίσεις",
    kind: "Δεν έρχεται",
    on: "Δεν έρχεται",
    days: "Ημέρες χωρίς επίσκεψη",
    words: "Κείμενο μηνύματος",
    subjectGr: "Θέμα (ελληνικά)",
    subjectEn: "Θέμα (αγγλικά)",
    textGr: "Κείμενο (ελληνικά)",
    save: "Αποθήκευση υπενθυμίσεων",
    saved: "Οι υπενθυμίσεις αποθηκεύτηκαν.",
    empty: "Συμπλήρωσε",
  },
  en: {
    title: "Automatic reminders",
    kind: "Package ended",
    on: "Package ended",
    days: "Days after it ended",
    words: "The message's words",
    subjectGr: "Subject (Greek)",
    subjectEn: "Subject (English)",
    textGr: "Text (Greek)",
    save: "Save reminders",
    saved: "The reminders were saved.",
    empty: "fill",
  },
} as const;

for (const lang of ["gr", "en"] as const) {
  test(`the owner switches a reminder on and edits its words (${lang})`, async ({ browser }) => {
    const w = WORDS[lang];
    const owner = await ownerContext(browser, lang);
    const page = await owner.newPage();
    await page.goto("/admin-drift");
    const panel = page.getByRole("region", { name: w.title });
    const rule = panel.getByRole("region", { name: w.kind });
    const toggle = rule.getByRole("switch", { name: w.on });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await rule.getByLabel(w.days).fill("21");
    await rule.getByRole("button", { name: w.words }).click();
    const tag = `${Date.now()}`;
    await rule.getByLabel(w.subjectGr).fill(`Σε περιμένουμε ${tag}`);
    await rule.getByLabel(w.subjectEn).fill(`We miss you ${tag}`);
    // An empty text is refused beside the field, nothing is saved.
    await rule.getByLabel(w.textGr).fill("");
    await panel.getByRole("button", { name: w.save }).click();
    await expect(rule.getByText(new RegExp(w.empty, "i"))).toBeVisible();
    await rule.getByLabel(w.textGr).fill(`Έλα να σε δούμε ${tag}`);
    await panel.getByRole("button", { name: w.save }).click();
    await expect(panel.getByText(w.saved)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);

    await page.reload();
    const again = page.getByRole("region", { name: w.title }).getByRole("region", { name: w.kind });
    await expect(again.getByRole("switch", { name: w.on })).toBeChecked();
    await expect(again.getByLabel(w.days)).toHaveValue("21");
    await again.getByRole("button", { name: w.words }).click();
    await expect(again.getByLabel(w.subjectEn)).toHaveValue(`We miss you ${tag}`);
    await expect(again.getByLabel(w.textGr)).toHaveValue(`Έλα να σε δούμε ${tag}`);

    // Off again: no other spec's members get reminders.
    await again.getByRole("switch", { name: w.on }).uncheck();
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await owner.close();
  });
}
