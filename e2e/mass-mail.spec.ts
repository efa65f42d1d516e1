import crypto from "node:crypto";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import {
  adminContext,
  grantNutrition,
  holdMail,
  releaseMail,
  signUpMember,
  waitForMail,
} from "./support/fixtures";

/**
 * Mass e-mail end to end at 360 px: the admin writes too long a message (sees +N, cannot send),
 * fixes it, sends to the nutrition members after a confirm that counts them, sees the progress on
 * the dashboard and back on the page while the server sends, then the final status and the campaign in the past list; a member follows the mail's
 * unsubscribe link.
 */

const MEMBERS = 20;

/** A verified member through the API, made a nutrition member by the desk (a small audience of our own). */
async function nutritionMember(admin: APIRequestContext, baseURL: string, tag: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { email } = await signUpMember(api, { lastName: `Μαζική${tag}`, emailPrefix: `mass-${tag}` });
  const me = (await (await api.get("/api/me")).json()) as { user: { id: string } };
  await api.dispose();
  await grantNutrition(admin, me.user.id, "Διατροφή");
  return email;
}

test("the admin sends a campaign that the server finishes across a reload", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await adminContext(browser);
  const tag = crypto.randomInt(1000, 9999).toString();
  const emails: string[] = [];
  for (let i = 0; i < MEMBERS; i += 5)
    emails.push(
      ...(await Promise.all(
        [0, 1, 2, 3, 4].map((j) => nutritionMember(admin.request, baseURL!, `${tag}${i + j}`)),
      )),
    );

  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Μαζικό email" }).click();
  await expect(page).toHaveURL(/\/admin-mass-email$/);
  await expect(page.getByRole("heading", { name: "Μαζικό email", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  const subject = `Νέο ωράριο ${tag}`;
  await page.getByLabel("Θέμα").fill(subject);
  const message = page.getByRole("textbox", { name: "Μήνυμα" });
  await message.fill("α".repeat(4010));
  await expect(page.getByTestId("mass-mail-counter")).toHaveText("Χαρακτήρες: +10");
  const send = page.getByRole("button", { name: "Αποστολή σε όλους" });
  await expect(send).toBeDisabled();

  const text = "Από Δευτέρα ανοίγουμε στις 07:00.";
  await message.fill(text);
  await expect(page.getByTestId("mass-mail-counter")).toHaveText(`Χαρακτήρες: ${text.length}/4000`);
  await expect(page.getByTestId("mass-mail-preview-subject")).toHaveText(subject);
  await expect(page.getByText("Γεια σου Μαρία Παπαδοπούλου,")).toBeVisible();
  await page.getByRole("combobox", { name: "Παραλήπτες" }).click();
  await page.getByRole("option", { name: "Μέλη διατροφής" }).click();
  await expect(send).toBeEnabled();
  await send.click();
  // Asked first, with how many members it will reach (unsubscribed ones left out).
  const confirm = page.getByRole("dialog", { name: "Αποστολή αυτού του email;" });
  await expect(confirm.getByTestId("mass-mail-recipients")).toHaveText(
    /^Θα σταλεί σε \d+ μέλη\. Όσοι έχουν διαγραφεί από τη λίστα δεν περιλαμβάνονται\.$/,
  );
  const counted = Number((await confirm.getByTestId("mass-mail-recipients").textContent())!.match(/\d+/)![0]);
  expect(counted).toBeGreaterThanOrEqual(MEMBERS);
  await expectNoSeriousViolations(page);
  // The receiver holds the campaign's mail until the admin is back on the page: mid-way whatever
  // the machine's speed (no test on a timing).
  await holdMail(tag);
  await confirm.getByRole("button", { name: "Αποστολή τώρα" }).click();

  const status = page.getByTestId("mass-mail-status");
  await expect(status).toHaveText(/^Αποστολή… \d+\/\d+$/);
  await expect(send).toBeDisabled();

  // The admin leaves for the dashboard mid-way: the progress shows there; back on the page, it goes on.
  await page.goto("/admin");
  await expect(page.getByTestId("dashboard-mass-mail-progress")).toHaveText(
    /^Μαζικό email: (Αποστολή… \d+\/\d+|✅ Εστάλησαν \d+\/\d+ emails\.)$/,
  );
  await page.goto("/admin-mass-email");
  await expect(status).toHaveText(/^Αποστολή… \d+\/\d+$/);
  const before = Number((await status.textContent())!.match(/(\d+)\//)![1]);
  await releaseMail();
  await expect
    .poll(async () => Number(((await status.textContent()) ?? "").match(/(\d+)\//)?.[1] ?? 1e9))
    .toBeGreaterThan(before);
  await expectNoSeriousViolations(page);

  await expect(status).toHaveText(/^✅ Εστάλησαν (\d+)\/\1 emails\.$/, { timeout: 60_000 });
  await expect(page.getByTestId("mass-mail-percent")).toHaveText("100%");
  await expect(send).toBeEnabled();
  const past = page.getByRole("region", { name: "Προηγούμενες αποστολές" });
  await expect(past.getByRole("row", { name: new RegExp(subject) })).toBeVisible();

  // Every member got it once, personalised, with an unsubscribe link.
  for (const email of emails) {
    const mail = await waitForMail(email, new RegExp(subject));
    expect(mail.text).toContain("Γεια σου Μαρία Μαζική");
  }
  const mail = await waitForMail(emails[0]!, new RegExp(subject));
  // The link in the text (the List-Unsubscribe header's one-click address is under /api/).
  const unsubscribe = mail.text.match(/http:\/\/[^\s/]+\/unsubscribe\?token=[^\s"<>]+/)![0];

  const memberContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await memberContext.addInitScript(() => localStorage.setItem("app_language", "gr"));
  const member = await memberContext.newPage();
  await member.goto(unsubscribe);
  await expect(member.getByRole("heading", { name: "Διαγραφή από τα ενημερωτικά email" })).toBeVisible();
  await expectNoSeriousViolations(member);
  await member.getByRole("button", { name: "Διαγραφή από τη λίστα" }).click();
  await expect(member.getByRole("status")).toHaveText(/Διαγράφηκες από τη λίστα/);
  await memberContext.close();
  await admin.close();
});
