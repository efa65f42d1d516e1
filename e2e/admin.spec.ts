import { expect, test } from "@playwright/test";
import { logInAsAdmin, signUpMember, useLanguage } from "./support/fixtures";

test("the Admin button shows for an admin, who reaches /admin", async ({ page }) => {
  await useLanguage(page, "gr");
  await logInAsAdmin(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Διαχείριση" })).toBeVisible();
});

test("a member sees no Admin button and is sent home from /admin", async ({ page }) => {
  await useLanguage(page, "gr");
  await signUpMember(page);
  await page.goto("/");
  await expect(page.getByText("Καλώς ήρθες, Μαρία Παπαδοπούλου")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  // The server refuses the admin API to a member as well.
  const res = await page.request.put("/api/admin/members/x/role", { data: { role: "admin" } });
  expect(res.status()).toBe(403);
});

test("a signed-out visitor sees log-in, no log-out and no Admin", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Σύνδεση / Εγγραφή" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Αποσύνδεση" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
});
