import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { mimePart } from "../src/server/test/mime";
import { signUpMember, useLanguage, waitForMail } from "./support/fixtures";

/**
 * Packages end to end at 360 px: a visitor is asked to log in, a member asks for a package, the
 * desk approves it, the member gets the e-mail, sees the sessions and books with one, and the desk
 * finds the member by a search without accents and adds a session.
 */

type MyAccount = { account: { gymSessions: number; packageName: string }; ledger: { reason: string }[] };
type Day = { date: string; today: string; nextDay: string | null };

// A name no other test uses, with an accent the admin will not type.
const FIRST_NAME = `Ερμιόνη${crypto.randomInt(1000, 9999)}`;
const FULL_NAME = `${FIRST_NAME} Παπαδοπούλου`;
let member: Page;
let email: string;
let admin: BrowserContext;

const longDay = (date: string) =>
  new Intl.DateTimeFormat("el-GR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

async function account(): Promise<MyAccount> {
  const res = await member.request.get("/api/me/account");
  expect(res.ok()).toBe(true);
  return (await res.json()) as MyAccount;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Presses the booking modal's next-day arrow until its title shows `date`. */
async function goToDay(scope: Locator, date: string) {
  const title = scope.getByTestId("day-title");
  await expect(title).toBeVisible();
  for (let i = 0; i < 30 && (await title.textContent()) !== longDay(date); i++) {
    const before = (await title.textContent()) ?? "";
    await scope.getByRole("button", { name: "Επόμενη ημέρα" }).click();
    await expect(title).not.toHaveText(before);
  }
  await expect(title).toHaveText(longDay(date));
}

test.describe
  .serial("packages", () => {
    test.beforeAll(async ({ browser }) => {
      admin = await browser.newContext({ viewport: { width: 360, height: 780 } });
      await admin.addInitScript(() => localStorage.setItem("app_language", "gr"));
      expect((await admin.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    });
    test.afterAll(async () => {
      await admin.close();
      await member?.context().close();
    });

    test("a visitor sees the packages and is asked to log in to choose one", async ({ page }) => {
      await useLanguage(page, "gr");
      await page.goto("/");
      await page.getByRole("button", { name: "Πακέτα γυμναστηρίου" }).click();
      const dialog = page.getByRole("dialog", { name: "Πακέτα" });
      for (const section of ["Basic", "Pro", "Reformer Pilates"]) {
        await expect(dialog.getByRole("heading", { name: section, exact: true })).toBeVisible();
      }
      const combo = dialog.getByRole("article", { name: "Combo 100 Gym + Pilates" });
      await expect(combo).toContainText("70 γυμναστήριο / 30 Pilates");
      await expect(combo.locator("s")).toHaveText("450 €");
      await expectNoSeriousViolations(page);
      await dialog.getByRole("button", { name: "Επιλογή: Basic 12" }).click();
      await expect(page.getByText("Συνδέσου για να επιλέξεις πακέτο.").first()).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Σύνδεση" })).toBeVisible();
    });

    test("a member asks for a package; a second request waits for the first", async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
      member = await ctx.newPage();
      await useLanguage(member, "gr");
      email = (await signUpMember(member, { firstName: FIRST_NAME })).email;
      await member.goto("/");
      await member.getByRole("button", { name: "Πακέτα γυμναστηρίου" }).click();
      const dialog = member.getByRole("dialog", { name: "Πακέτα" });
      await dialog.getByRole("button", { name: "Επιλογή: Basic 12" }).click();
      await dialog.getByRole("button", { name: "Αποστολή αιτήματος" }).click();
      await expect(dialog.getByText("Το αίτημά σου καταχωρήθηκε και περιμένει έγκριση.")).toBeVisible();
      await dialog.getByRole("button", { name: "Επιλογή: Pro 16" }).click();
      await dialog.getByRole("button", { name: "Αποστολή αιτήματος" }).click();
      await expect(dialog.getByText("Έχεις ήδη ένα αίτημα σε αναμονή.", { exact: false })).toBeVisible();
      await member.goto("/account");
      await expect(member.getByText("Αίτημα σε αναμονή: Basic 12", { exact: false })).toBeVisible();
    });

    test("the desk approves it and the member gets the e-mail and the sessions", async () => {
      const page = await admin.newPage();
      await page.goto("/admin");
      await page.getByRole("button", { name: `Έγκριση: ${FULL_NAME}, Basic 12` }).click();
      await expect(page.getByText("Το αίτημα εγκρίθηκε και στάλθηκε email στο μέλος.")).toBeVisible();
      await expect(page.getByRole("button", { name: `Έγκριση: ${FULL_NAME}, Basic 12` })).toHaveCount(0);

      // Greek text travels base64-encoded; read the plain-text part as a mail program would.
      const mail = mimePart((await waitForMail(email, /εγκρίθηκε/)).text) ?? "";
      expect(mail).toContain(`Γεια σου ${FULL_NAME}`);
      expect(mail).toContain("Πακέτο: Basic 12");
      expect(mail).toContain("Συνεδρίες: 12");

      await member.goto("/account");
      await expect(member.getByText("Συνεδρίες γυμναστηρίου")).toBeVisible();
      await expect(member.locator("dd").filter({ hasText: /^12$/ })).toBeVisible();
      await expect(member.getByText("Έγκριση πακέτου · Γυμναστήριο")).toBeVisible();
      await expectNoSeriousViolations(member);
      await page.close();
    });

    test("the member books a slot with one of the sessions", async () => {
      let day = (await (await member.request.get("/api/booking/day")).json()) as Day;
      while (day.date <= day.today)
        day = (await (await member.request.get(`/api/booking/day?date=${day.nextDay}`)).json()) as Day;
      await member.goto("/");
      await member.getByRole("button", { name: "Online κράτηση" }).click();
      await goToDay(member.getByRole("dialog"), day.date);
      await member
        .getByRole("group", { name: "Ώρες" })
        .getByRole("button", { name: /^12:00,/ })
        .click();
      await member.getByRole("button", { name: "Κράτηση στις 12:00" }).click();
      await expect(member.getByTestId("my-booking")).toContainText("12:00");
      expect((await account()).account.gymSessions).toBe(11);
    });

    test("the desk finds the member without accents and adds a session", async () => {
      const page = await admin.newPage();
      await page.goto("/admin");
      await page.getByRole("link", { name: "Ενεργοί πελάτες" }).click();
      await expect(page).toHaveURL(/\/active-users$/);
      await page
        .getByRole("searchbox", { name: "Αναζήτηση" })
        .fill(FIRST_NAME.toLowerCase().replace("ό", "ο"));
      const card = page.getByRole("listitem").filter({ hasText: email });
      await expect(card).toBeVisible();
      await expect(page.getByText("1 μέλος")).toBeVisible();
      await expect(card).toContainText("11");
      await expectNoSeriousViolations(page);
      await card.getByRole("button", { name: `+1 συνεδρία: ${FULL_NAME}` }).click();
      await expect(card).toContainText("12");
      const mine = await account();
      expect(mine.account.gymSessions).toBe(12);
      expect(mine.ledger.map((l) => l.reason)).toEqual(["admin_adjust", "booking", "package_approved"]);
      await page.close();
    });
  });
