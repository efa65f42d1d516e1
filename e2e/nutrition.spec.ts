import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { grantNutrition, newMember, uniqueFirstName, useLanguage } from "./support/fixtures";

/**
 * Nutrition plans end to end: the coach creates a 14-day plan on a laptop for a member holding a
 * nutrition package; the member reads today's meals on a 360 px phone in Greek and in English,
 * moves between days and leaves feedback on a meal; the coach sees the feedback in the editor.
 */

const closers: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The coach's browser at laptop size, signed in, in Greek. */
async function coachPage(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  closers.push(() => ctx.close());
  await ctx.addInitScript(() => localStorage.setItem("app_language", "gr"));
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx.newPage();
}

/** A member with a valid nutrition package, on a phone of their own (360 px, Greek). */
async function nutritionMember(browser: Browser, coach: Page) {
  const firstName = uniqueFirstName();
  const m = await newMember(browser, { firstName });
  closers.push(m.close);
  await grantNutrition(coach.request, m.id);
  return { ...m, firstName };
}

async function pickMember(page: Page, firstName: string) {
  const picker = page.getByRole("combobox", { name: "Μέλος" });
  await picker.click();
  await picker.fill(firstName.toLowerCase().replace("ό", "ο"));
  await page.getByRole("option", { name: new RegExp(firstName) }).click();
}

async function fillMeal(page: Page, meal: string, name: string, ingredients: string) {
  await page.getByRole("textbox", { name: `${meal}: όνομα` }).fill(name);
  await page.getByRole("textbox", { name: `${meal}: υλικά (ένα ανά γραμμή)` }).fill(ingredients);
}

test.describe("nutrition plans", () => {
  test("the coach creates a 14-day plan; the member reads it on a phone in Greek and English and leaves feedback; the coach sees it", async ({
    browser,
  }) => {
    test.setTimeout(150_000); // two browsers, a sign-up and four axe scans on a shared machine
    const coach = await coachPage(browser);
    const member = await nutritionMember(browser, coach);

    // The coach, at laptop size: member, 14 days, a two-day template, a live preview.
    await coach.goto("/admin");
    await coach.getByRole("link", { name: "Νέο πλάνο διατροφής" }).click();
    await expect(coach.getByRole("heading", { name: "Νέο πλάνο διατροφής" })).toBeVisible();
    await pickMember(coach, member.firstName);
    await coach.getByText("14 ημέρες", { exact: true }).click();
    await expect(coach.getByRole("textbox", { name: "Διάρκεια (ημέρες)" })).toHaveValue("14");
    await coach.getByRole("textbox", { name: "Σχόλιο (προαιρετικό)" }).fill("Πολύ νερό κάθε μέρα");
    await fillMeal(coach, "Πρωινό", "Ομελέτα", "2 αυγά\n### χωρίς αλάτι\n50 γρ. ψωμί ολικής");
    await fillMeal(coach, "Μεσημεριανό", "Κοτόπουλο με ρύζι", "150 γρ. κοτόπουλο\n80 γρ. ρύζι");
    const preview = coach.getByRole("region", { name: "Προεπισκόπηση: Πρωινό" });
    await expect(preview.getByRole("listitem")).toHaveText(["2 αυγά", "50 γρ. ψωμί ολικής"]);
    await coach.getByRole("tab", { name: "Ημέρα 2" }).click();
    await fillMeal(coach, "Πρωινό", "Γιαούρτι με μέλι", "200 γρ. γιαούρτι\n1 κ.σ. μέλι");
    await expectNoSeriousViolations(coach);
    await coach.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(coach).toHaveURL(/\/admin-nutrition\?member=/);
    await expect(coach.getByText("Το πλάνο διατροφής αποθηκεύτηκε με επιτυχία!")).toBeVisible();
    await expect(coach.getByRole("article", { name: /\(14 ημέρες\)/ })).toContainText("Ομελέτα");

    // The member, on a phone in Greek: the home button, today's meals, the next day, feedback.
    const phone = member.page;
    await phone.goto("/");
    await phone.getByRole("link", { name: "Πλάνο διατροφής" }).click();
    await expect(phone).toHaveURL(/\/my-nutrition$/);
    await expect(phone.getByText("Εβδομάδα 1 από 2", { exact: true })).toBeVisible();
    await expect(phone.getByText("Ημέρα 1 από 14")).toBeVisible();
    await expect(phone.getByText("Σήμερα", { exact: true })).toBeVisible();
    await expect(phone.getByText("Σημείωση διατροφολόγου: Πολύ νερό κάθε μέρα")).toBeVisible();
    const breakfast = phone.getByRole("region", { name: "Πρωινό" });
    await expect(breakfast).toContainText("Ομελέτα");
    await expect(breakfast.getByRole("listitem")).toHaveText(["2 αυγά", "50 γρ. ψωμί ολικής"]);
    await expect(phone.getByRole("region", { name: "Μεσημεριανό" })).toContainText("150 γρ. κοτόπουλο");
    await expectNoSeriousViolations(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await phone.getByRole("button", { name: "Επόμενη ημέρα" }).click();
    await expect(phone.getByText("Ημέρα 2 από 14")).toBeVisible();
    await expect(phone.getByRole("region", { name: "Πρωινό" })).toContainText("200 γρ. γιαούρτι");
    await phone.getByRole("button", { name: "Επόμενη ημέρα" }).click();
    await phone.getByRole("button", { name: "Προηγούμενη ημέρα" }).click();
    await expect(phone.getByText("Ημέρα 2 από 14")).toBeVisible();
    const day2 = phone.getByRole("region", { name: "Πρωινό" });
    await day2.getByRole("textbox", { name: "Σχόλιο για: Πρωινό" }).fill("Πολύ μέλι για μένα");
    await day2.getByRole("button", { name: "Αποστολή σχολίου" }).click();
    await expect(day2.getByText("Το σχόλιό σου στάλθηκε.")).toBeVisible();
    await expect(day2.getByText("«Πολύ μέλι για μένα»")).toBeVisible();

    // The same screen in English.
    await phone.getByRole("group", { name: "Γλώσσα" }).getByRole("button", { name: "EN" }).click();
    await expect(phone.getByRole("heading", { name: "My nutrition plan" })).toBeVisible();
    await expect(phone.getByText("Week 1 of 2", { exact: true })).toBeVisible();
    await expect(phone.getByText("Day 2 of 14")).toBeVisible();
    await phone.getByRole("button", { name: "Previous day" }).click();
    await expect(phone.getByText("Day 1 of 14")).toBeVisible();
    await expect(phone.getByRole("region", { name: "Breakfast" })).toContainText("Ομελέτα");
    await phone.getByRole("button", { name: "Next day" }).click();
    const enBreakfast = phone.getByRole("region", { name: "Breakfast" });
    await expect(enBreakfast.getByText("«Πολύ μέλι για μένα»")).toBeVisible();
    await enBreakfast
      .getByRole("textbox", { name: "Feedback on: Breakfast" })
      .fill("Less honey next week, please");
    await enBreakfast.getByRole("button", { name: "Send feedback" }).click();
    await expect(enBreakfast.getByText("Your feedback was sent.")).toBeVisible();
    await expectNoSeriousViolations(phone);

    // The coach sees the feedback, newest first.
    await coach.reload();
    const notes = coach
      .getByRole("region", { name: "Σχόλια του μέλους για τα γεύματα" })
      .getByRole("listitem");
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText("Less honey next week, please");
    await expect(notes.nth(1)).toContainText("Πολύ μέλι για μένα");
    await expect(notes.nth(1)).toContainText("Πρωινό");
    await expectNoSeriousViolations(coach);
  });

  test("the coach edits a plan's meal and comment; the nutrition users list leads to the editor", async ({
    browser,
  }) => {
    const coach = await coachPage(browser);
    const member = await nutritionMember(browser, coach);
    await coach.goto("/admin-nutrition-create");
    await pickMember(coach, member.firstName);
    await fillMeal(coach, "Βραδινό", "Σαλάτα", "1 ντομάτα");
    await coach.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(coach.getByText("Το πλάνο διατροφής αποθηκεύτηκε με επιτυχία!")).toBeVisible();

    await coach.goto("/nutrition-users");
    await expectNoSeriousViolations(coach);
    const row = coach.getByRole("row", { name: new RegExp(member.firstName) });
    await expect(row).toContainText("Διατροφή 1 μήνα");
    await row.getByRole("link", { name: /Επεξεργασία πλάνων/ }).click();
    const card = coach.getByRole("article", { name: /\(28 ημέρες\)/ });
    await card.getByRole("button", { name: "Επεξεργασία" }).click();
    await card
      .getByRole("textbox", { name: "Βραδινό: υλικά (ένα ανά γραμμή)" })
      .fill("2 ντομάτες\n1 αγγούρι");
    await card.getByRole("textbox", { name: "Σχόλιο", exact: true }).fill("Περισσότερα λαχανικά");
    await card.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(card.getByText("Οι αλλαγές αποθηκεύτηκαν.")).toBeVisible();
    await expect(card).toContainText("2 ντομάτες");
    await expect(card).toContainText("Περισσότερα λαχανικά");

    await member.page.goto("/my-nutrition");
    await expect(member.page.getByRole("region", { name: "Βραδινό" })).toContainText("1 αγγούρι");
  });

  test("the creator says what is missing, and asks before saving an empty template", async ({ browser }) => {
    const coach = await coachPage(browser);
    const member = await nutritionMember(browser, coach);
    await coach.goto("/admin-nutrition-create");
    await coach.getByRole("textbox", { name: "Διάρκεια (ημέρες)" }).fill("121");
    await coach.getByRole("button", { name: "Αποθήκευση" }).click();
    // Beside the member field and, since it may be far above on a phone, beside the button.
    await expect(coach.getByText("Επίλεξε χρήστη.")).toHaveCount(2);
    await expect(coach.getByRole("alert")).toHaveText("Επίλεξε χρήστη.");
    await expect(coach.getByText("Η διάρκεια πρέπει να είναι από 1 έως 120 ημέρες.")).toBeVisible();
    await pickMember(coach, member.firstName);
    await coach.getByText("7 ημέρες", { exact: true }).click();
    await coach.getByRole("button", { name: "Αποθήκευση" }).click();
    const dialog = coach.getByRole("dialog");
    await expect(dialog).toContainText("Το πρότυπο δεν έχει κανένα γεύμα.");
    await dialog.getByRole("button", { name: "Ακύρωση" }).click();
    await expect(coach).toHaveURL(/\/admin-nutrition-create$/);
  });

  test("a member without a plan is told so and asked for the questionnaire; signed out goes home", async ({
    browser,
    page,
  }) => {
    const coach = await coachPage(browser);
    const member = await nutritionMember(browser, coach);
    await member.page.goto("/my-nutrition");
    await expect(member.page.getByText("Δεν έχεις ακόμη πλάνο διατροφής.")).toBeVisible();
    await expect(member.page.getByRole("link", { name: "Ερωτηματολόγιο διατροφής" })).toBeVisible();
    await expectNoSeriousViolations(member.page);

    await useLanguage(page, "gr");
    await page.goto("/my-nutrition");
    await expect(page).toHaveURL(/\/$/);
  });
});
