import { expect, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoClippedButtons } from "./support/clipping";
import {
  adminContext,
  grantNutrition,
  newMember,
  phoneContext,
  signUpMember,
  uniqueFirstName,
  useLanguage,
} from "./support/fixtures";

/**
 * Staff roles end to end (issue 26, decision 036), at 360 px in both languages: the owner makes a
 * member a trainer on the members screen (with a confirmation); the trainer signs in and sees only
 * the coaching and day screens, and another role's screen opened by its address says it is not
 * for their role; the trainer writes a nutrition plan on the creator, and the owner sees it in the
 * activity log, said in words, and filters it by dates written DD/MM/YYYY.
 */
for (const lang of ["gr", "en"] as const) {
  const L = lang === "gr" ? gr : en;
  const fill = (text: string, params: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? "");

  test(`the owner makes a trainer, who sees only the coaching and day screens (${lang})`, async ({
    browser,
  }) => {
    // The future trainer signs up as any member does.
    const own = await phoneContext(browser, lang);
    const firstName = uniqueFirstName();
    const { email, password } = await signUpMember(own.request, { lang, firstName, lastName: "Τρέινερ" });
    const fullName = `${firstName} Τρέινερ`;
    await own.close();

    // The owner, on the members screen, changes the role after a confirmation.
    const ownerCtx = await adminContext(browser);
    const owner = await ownerCtx.newPage();
    await useLanguage(owner, lang);
    await owner.goto("/active-users");
    await owner.getByRole("searchbox", { name: L.members.search }).fill(firstName);
    const card = owner.getByRole("listitem").filter({ hasText: email });
    await card.getByRole("button", { name: fill(L.members.detailsOf, { name: fullName }) }).click();
    const details = owner.getByRole("dialog", { name: fill(L.members.detailsOf, { name: fullName }) });
    await details.getByLabel(L.members.role, { exact: true }).selectOption("trainer");
    await details.getByRole("button", { name: L.members.changeRole }).click();
    const confirm = owner.getByRole("dialog", { name: L.common.confirmTitle });
    await expect(confirm).toContainText(L.members.roles.trainer);
    await confirm.getByRole("button", { name: L.common.yes }).click();
    await expect(details.getByText(L.members.roleChanged)).toBeVisible();
    await expectNoClippedButtons(owner);
    await owner.screenshot({ path: test.info().outputPath(`role-changed-${lang}.png`) });
    await ownerCtx.close();

    // The trainer signs in and opens administration from home.
    const ctx = await phoneContext(browser, lang);
    expect((await ctx.request.post("/api/auth/sign-in/email", { data: { email, password } })).ok()).toBe(
      true,
    );
    const page = await ctx.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: L.home.admin }).click();
    await expect(page.getByRole("heading", { name: L.admin.title })).toBeVisible();
    // The coaching screens and the day's table…
    await expect(page.getByRole("link", { name: L.workouts.adminButton })).toBeVisible();
    await expect(page.getByRole("link", { name: L.attendance.button })).toBeVisible();
    await expect(page.getByRole("heading", { name: L.booking.admin.day.title })).toBeVisible();
    // …and none of the owner's or the desk's.
    for (const name of [L.members.button, L.massMail.button, L.settings.title, L.packages.admin.editButton])
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    await expectNoClippedButtons(page);
    await page.screenshot({ path: test.info().outputPath(`trainer-admin-${lang}.png`), fullPage: true });

    // Another role's screen by its address: said plainly, with the way back.
    await page.goto("/admin-settings");
    await expect(page.getByRole("heading", { name: L.admin.notForRole })).toBeVisible();
    await expect(page.getByText(L.settings.title)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`not-for-role-${lang}.png`) });
    await page.getByRole("link", { name: L.admin.notForRoleBack }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // A coaching screen opens.
    await page.goto("/admin-coaching");
    await expect(page.getByRole("heading", { name: L.admin.notForRole })).toHaveCount(0);

    // The trainer writes a nutrition plan on the creator, at 360 px, for a member holding a nutrition package…
    const clientName = uniqueFirstName();
    const client = await newMember(browser, { lang, firstName: clientName });
    const ownerApi = await adminContext(browser);
    await grantNutrition(ownerApi.request, client.id);
    await page.goto("/admin");
    await page.getByRole("link", { name: L.nutrition.create.button }).click();
    await expect(page.getByRole("heading", { name: L.nutrition.create.title })).toBeVisible();
    const picker = page.getByRole("combobox", { name: L.memberPicker.label });
    await picker.click();
    await picker.fill(clientName.toLowerCase().replace("ό", "ο"));
    await page.getByRole("option", { name: new RegExp(clientName) }).click();
    const breakfast = L.nutrition.meals.breakfast;
    await page
      .getByRole("textbox", { name: fill(L.nutrition.create.mealName, { meal: breakfast }) })
      .fill("Ομελέτα");
    await page
      .getByRole("textbox", { name: fill(L.nutrition.create.ingredients, { meal: breakfast }) })
      .fill("2 αυγά");
    await expectNoClippedButtons(page);
    await page.screenshot({ path: test.info().outputPath(`trainer-plan-${lang}.png`), fullPage: true });
    await page.getByRole("button", { name: L.nutrition.create.save }).click();
    await expect(page.getByText(L.nutrition.create.saved)).toBeVisible();
    await ctx.close();

    // …and the owner sees it in the activity log, by the trainer, for that member, said in words.
    const log = await ownerApi.newPage();
    await useLanguage(log, lang);
    await log.goto("/admin-activity");
    await log.getByLabel(L.activity.kind).selectOption("nutrition_plan");
    const row = log.getByRole("row").filter({ hasText: fullName }).filter({ hasText: clientName });
    await expect(row).toContainText(L.activity.kinds.nutrition_plan);
    // 'Plan written, from DD/MM/YYYY for 14 days': the sentence, the studio's date format.
    const [said] = L.activity.say.plan.created.split("{{date}}");
    await expect(row).toContainText(said!);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    // The date filters take the studio's DD/MM/YYYY in both languages.
    const from = log.getByLabel(L.activity.from);
    await from.fill("31/02/2025");
    await from.blur();
    await expect(log.getByText(L.dateField.invalid)).toBeVisible();
    await from.fill("01/01/2025");
    await from.blur();
    await expect(row).toBeVisible();
    await expectNoClippedButtons(log);
    await log.screenshot({ path: test.info().outputPath(`activity-${lang}.png`), fullPage: true });
    await ownerApi.close();
    await client.close();
  });
}
