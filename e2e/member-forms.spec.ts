import { expect, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoClippedButtons } from "./support/clipping";
import { adminContext, grantGymSessions, newMember, uniqueFirstName } from "./support/fixtures";

/**
 * The desk's forms on a member at 360 px in both languages: the edit dialog takes an expiry as
 * DD/MM/YYYY (a day that does not exist said beside the field, and a press on 'save' right after the
 * correction saves it), and ± a session asks for its reason, says the balance now in the dialog, and
 * the member reads the reason in their own history.
 */
for (const lang of ["gr", "en"] as const) {
  const L = lang === "gr" ? gr : en;
  const fill = (text: string, params: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ""));

  test(`the desk edits an expiry as DD/MM/YYYY and changes a balance with a reason (${lang})`, async ({
    browser,
  }) => {
    const owner = await adminContext(browser);
    const firstName = uniqueFirstName();
    const m = await newMember(browser, { lang, firstName });
    await grantGymSessions(owner.request, m.id, 4);
    const name = `${firstName} Παπαδοπούλου`;

    const page = await owner.newPage();
    await page.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    await page.goto("/active-users");
    await page.getByRole("searchbox", { name: L.members.search }).fill(firstName);
    const card = page.getByRole("listitem").filter({ hasText: firstName });

    await card.getByRole("button", { name: fill(L.members.editOf, { name }) }).click();
    const edit = page.getByRole("dialog", { name: fill(L.members.editOf, { name }) });
    const expires = edit.getByRole("textbox", { name: L.members.account.gymExpires });
    await expires.fill("31/02/2027");
    await edit.getByRole("button", { name: L.common.save }).click();
    await expect(edit.getByText(L.dateField.invalid)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`edit-refused-${lang}.png`) });
    // Put right and saved with one press, though the sentence under the field goes away.
    await expires.fill("28/01/2027");
    await edit.getByRole("button", { name: L.common.save }).click();
    await expect(edit.getByText(L.members.editForm.saved)).toBeVisible();
    await expect(edit.getByText(L.dateField.invalid)).toHaveCount(0);
    await expectNoClippedButtons(page, "[role=dialog]");
    await page.screenshot({ path: test.info().outputPath(`edit-saved-${lang}.png`) });
    await edit.getByRole("button", { name: L.common.close }).last().click();
    await expect(card).toContainText(/28\/0?1\/2027/);

    await card.getByRole("button", { name: fill(L.members.plusOne, { name }) }).click();
    const adjust = page.getByRole("dialog", { name: fill(L.members.plusOne, { name }) });
    await adjust.getByRole("button", { name: L.members.adjust.add }).click();
    await expect(adjust.getByText(L.errors.ADJUST_REASON_REQUIRED)).toBeVisible();
    await adjust.getByRole("textbox", { name: L.members.adjust.reason }).fill("Δώρο γενεθλίων");
    await adjust.getByRole("button", { name: L.members.adjust.add }).click();
    const kind = lang === "gr" ? "Γυμναστήριο" : "Gym";
    await expect(adjust.getByRole("status")).toHaveText(
      fill(L.members.adjust.done_other, { kind, count: 5 }),
    );
    await expectNoClippedButtons(page, "[role=dialog]");
    await page.screenshot({ path: test.info().outputPath(`adjust-done-${lang}.png`) });

    // The member reads the reason beside the change in their own history.
    await m.page.goto("/account");
    await expect(m.page.getByText(fill(L.members.ledgerNote, { note: "Δώρο γενεθλίων" }))).toBeVisible();
    await m.page.screenshot({ path: test.info().outputPath(`member-history-${lang}.png`), fullPage: true });
    await m.close();
    await owner.close();
  });
}
