import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { signUpMember, useLanguage } from "./support/fixtures";

/**
 * Booking end to end at 360 px, against the real clock: the days used are found through the API
 * (open days a week or more ahead), so Sundays, closures and the time of day never get in the way.
 */

type Day = {
  date: string;
  today: string;
  nextDay: string | null;
  account: { sessions: number };
  slots: { time: string; count: number; max: number; full: boolean }[];
};

const longDay = (date: string) =>
  new Intl.DateTimeFormat("el-GR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

let admin: BrowserContext;
let member: Page;
let memberEmail: string;
/** Two consecutive open days, at least a week ahead. */
let D: string;
let E: string;

async function memberDay(date?: string): Promise<Day> {
  const res = await member.request.get(`/api/booking/day${date ? `?date=${date}` : ""}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Day;
}

async function newAdmin(browser: Browser): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await ctx.addInitScript(() => localStorage.setItem("app_language", "gr"));
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx;
}

/** Opens the booking modal from the home page and moves with the arrows to `date`. */
async function openModalOn(page: Page, date: string) {
  await page.goto("/");
  await page.getByRole("button", { name: "Online κράτηση" }).click();
  await goToDay(page.getByRole("dialog"), date);
}

/** Presses the next-day arrow inside `scope` until its day title shows `date`. */
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

const slotButton = (page: Page, time: string) =>
  page.getByRole("group", { name: "Ώρες" }).getByRole("button", { name: new RegExp(`^${time},`) });

test("a signed-out visitor who presses booking gets the login modal", async ({ page }) => {
  await useLanguage(page, "gr");
  await page.goto("/");
  await page.getByRole("button", { name: "Online κράτηση" }).click();
  await expect(page.getByRole("dialog", { name: "Σύνδεση" })).toBeVisible();
  await expect(page.getByText("Συνδέσου για να κλείσεις θέση.")).toBeVisible();
});

test.describe
  .serial("booking", () => {
    test.beforeAll(async ({ browser }) => {
      admin = await newAdmin(browser);
      const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
      member = await ctx.newPage();
      await useLanguage(member, "gr");
      memberEmail = (await signUpMember(member)).email;
      const me = (await (await member.request.get("/api/me")).json()) as { user: { id: string } };
      // The desk records the package (issue 4's member edit): 5 gym sessions for two months.
      const expires = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const granted = await admin.request.put(`/api/admin/members/${me.user.id}`, {
        data: {
          gymSessions: 5,
          gymExpiresOn: expires,
          pilatesSessions: 0,
          pilatesExpiresOn: "",
          packageName: "Pro 16",
          nutritionName: "",
          nutritionExpiresOn: "",
        },
      });
      expect(granted.ok()).toBe(true);
      let day = await memberDay();
      while (day.date < addDays(day.today, 7)) day = await memberDay(day.nextDay!);
      D = day.date;
      E = day.nextDay!;
    });
    test.afterAll(async () => {
      await admin.close();
      await member.context().close();
    });

    test("a member books, sees the booking and the warning, cancels and gets the session back", async () => {
      await openModalOn(member, D);
      await expect(member.getByTestId("account-summary")).toContainText("Υπόλοιπο συνεδριών: 5");
      await slotButton(member, "12:00").click();
      await member.getByRole("button", { name: "Κράτηση στις 12:00" }).click();
      await expect(member.getByTestId("my-booking")).toContainText("Η κράτησή σου: 12:00");
      await expect(member.getByTestId("active-warning")).toContainText("Έχεις ήδη ενεργή κράτηση");
      await expect(member.getByTestId("account-summary")).toContainText("Υπόλοιπο συνεδριών: 4");
      await member.screenshot({ path: "test-results/booking-member-booked.png" });

      await member.getByRole("button", { name: "Ακύρωση κράτησης" }).click();
      await expect(member.getByText("Η κράτηση ακυρώθηκε και η συνεδρία επιστράφηκε.")).toBeVisible();
      await expect(member.getByTestId("account-summary")).toContainText("Υπόλοιπο συνεδριών: 5");
      await expect(member.getByTestId("my-booking")).toHaveCount(0);
      await expect(member.getByTestId("active-warning")).toHaveCount(0);
    });

    test("the admin sees the notification and the reservation, cancels it, and the session comes back", async () => {
      await openModalOn(member, D);
      await slotButton(member, "12:00").click();
      await member.getByRole("button", { name: "Κράτηση στις 12:00" }).click();
      await expect(member.getByTestId("my-booking")).toBeVisible();

      const page = await admin.newPage();
      await page.goto("/admin");
      await expect(page.getByTestId("notifications")).toContainText(memberEmail);
      await goToDay(page.locator("section", { has: page.locator("#day-reservations-title") }), D);
      const row = page.getByTestId("day-reservations").getByRole("row", { name: new RegExp(memberEmail) });
      await expect(row).toContainText("12:00");
      await page.screenshot({ path: "test-results/booking-admin-day.png", fullPage: true });
      await row.getByRole("button", { name: "Ακύρωση", exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Ναι" }).click();
      await expect(page.getByText("Η κράτηση ακυρώθηκε.")).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await memberDay(D)).account.sessions).toBe(5);
      await page.close();
    });

    test("a capacity override changes the grid and a full slot is greyed for members", async () => {
      const page = await admin.newPage();
      await page.goto("/admin-slot-capacity");
      await page.getByLabel("Ημερομηνία").fill(D);
      await expect(page.getByTestId("capacity-day")).toHaveText(longDay(D));
      await page.getByLabel("Άτομα ανά ώρα").fill("1");
      await page.getByRole("button", { name: "Αποθήκευση" }).click();
      await expect(page.getByText("Αποθηκεύτηκε.")).toBeVisible();
      await expect(page.getByTestId("capacity-current")).toContainText("1 (override)");

      // The desk books a guest into 12:00 from the create-booking modal, whose grid now shows x/1.
      await page.goto("/admin");
      await page.getByRole("button", { name: "Νέα κράτηση" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email μέλους").fill("guest@e2e.kinisi.test");
      await goToDay(dialog, D);
      await expect(slotButton(page, "12:00")).toContainText("0/1");
      await slotButton(page, "12:00").click();
      await dialog.getByRole("button", { name: "Κράτηση στις 12:00" }).click();
      await expect(dialog.getByText("Η κράτηση καταχωρήθηκε ως επισκέπτης.")).toBeVisible();
      await expect(slotButton(page, "12:00")).toContainText("1/1");
      await page.close();

      await openModalOn(member, D);
      await expect(slotButton(member, "12:00")).toBeDisabled();
      await expect(slotButton(member, "12:00")).toContainText("Πλήρης");
      await expect(slotButton(member, "13:00")).toBeEnabled();
      await expect(slotButton(member, "13:00")).toContainText("0/1");
      await member.screenshot({ path: "test-results/booking-member-full-slot.png" });
    });

    test("a mass fill shows the range full to members, and undo frees it", async () => {
      const page = await admin.newPage();
      await page.goto("/admin");
      await page.getByRole("button", { name: "Μαζικές κρατήσεις" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Γέμισμα θέσεων" }).click();
      // Each empty date says so beside its field.
      await expect(dialog.getByText("Επίλεξε ημερομηνίες.")).toHaveCount(2);
      await dialog.getByLabel("Από").fill(E);
      await dialog.getByLabel("Έως").fill(E);
      await dialog.getByRole("button", { name: "Γέμισμα θέσεων" }).click();
      await expect(dialog.getByText(/Γέμισαν \d+ ώρες\./)).toBeVisible();

      await openModalOn(member, E);
      const slots = member.getByRole("group", { name: "Ώρες" }).getByRole("button");
      expect(await slots.count()).toBeGreaterThan(0);
      for (const slot of await slots.all()) {
        await expect(slot).toBeDisabled();
        await expect(slot).toContainText("Πλήρης");
      }

      await dialog.getByTestId("fills").getByRole("button", { name: "Αναίρεση" }).first().click();
      await expect(dialog.getByText(/Αναιρέθηκε/)).toBeVisible();
      expect((await memberDay(E)).slots.every((s) => !s.full)).toBe(true);
      await page.close();
    });
  });

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
