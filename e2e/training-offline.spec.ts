import { expect, test } from "@playwright/test";
import { adminContext, newMember } from "./support/fixtures";
import { giveProgram } from "./support/program";

/**
 * Today's training opens offline after one visit on a phone (the gym floor's signal comes and
 * goes): the production build registers the service worker from /my-training too, and a reload
 * without a connection shows the program as last loaded.
 */
test("the member's training screen opens offline after one visit, in both languages", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminContext(browser);
  for (const [lang, title] of [
    ["gr", "Καταγραφή προπόνησης"],
    ["en", "Log a session"],
  ] as const) {
    const member = await newMember(browser, { lang });
    try {
      await giveProgram(admin.request, member.id);
      const phone = member.page;
      await phone.goto("/my-training");
      await expect(phone.getByRole("region", { name: "Back Squat" })).toBeVisible();
      const kept = () => phone.evaluate(async () => Boolean(await caches.match("/api/me/training")));
      await expect.poll(kept).toBe(true);
      await expect
        .poll(() => phone.evaluate(async () => Boolean(await caches.match("/my-training"))))
        .toBe(true);

      await phone.context().setOffline(true);
      await phone.reload();
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(phone.getByRole("region", { name: "Back Squat" })).toBeVisible();
      await expect(phone.getByRole("region", { name: "Plank" })).toBeVisible();
      await phone.context().setOffline(false);
    } finally {
      await member.close();
    }
  }
  await admin.close();
});
