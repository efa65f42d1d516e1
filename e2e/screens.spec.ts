import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoSeriousViolations } from "./support/axe";
import { adminContext, grantNutrition, newMember, phoneContext } from "./support/fixtures";
import { watchApi } from "./support/requests";

/** Member screens as a studio uses them on a 360 px phone, in both languages (issue 30). */

const TEXTS = { gr, en } as const;
const occurrences = (text: string, part: string) => text.split(part).length - 1;

// The header's icon in Greek, the button under the others in English.
for (const [lang, which] of [
  ["gr", "first"],
  ["en", "last"],
] as const) {
  const T = TEXTS[lang];
  test(`a member who signs out is told once (${lang}, ${which} sign-out button)`, async ({ browser }) => {
    const m = await newMember(browser, { lang });
    const page = m.page;
    await page.goto("/");
    await expect(page.getByText(T.home.welcome.split("{{")[0]!.trim())).toBeVisible();
    const api = watchApi(page);
    await page.getByRole("button", { name: T.home.logout })[which]().click();
    await expect(page.getByRole("button", { name: T.home.loginSignup })).toBeVisible();
    await expect(page.getByText(T.home.loggedOut)).toHaveCount(1);
    // The sign-out's answer decides what the screen says: nobody is signed in from then on.
    await api.answered("/api/auth/sign-out");
    expect(occurrences(await page.locator("body").innerText(), T.home.loggedOut)).toBe(1);
    await expectNoSeriousViolations(page);
    // Still once after the language is switched.
    const other = lang === "gr" ? en : gr;
    await page.getByRole("button", { name: lang === "gr" ? "EN" : "ΕΛ", exact: true }).click();
    await expect(page.getByText(other.home.loggedOut)).toHaveCount(1);
    expect(occurrences(await page.locator("body").innerText(), other.home.loggedOut)).toBe(1);
    await page.screenshot({ path: `test-results/signed-out-${lang}.png` });
    await m.close();
  });
}

// A password changed on one phone signs the member out on the other: that phone's open screen says
// so once, on the home page, not 'please log in' on each of its panels; a member page opened
// signed out asks once to log in.
for (const lang of ["gr", "en"] as const) {
  const T = TEXTS[lang];
  test(`a member signed out by a password change on another phone is told once (${lang})`, async ({
    browser,
  }) => {
    const m = await newMember(browser, { lang });
    const other = await phoneContext(browser, lang);
    try {
      const signIn = await other.request.post("/api/auth/sign-in/email", {
        data: { email: m.email, password: "member-password-1" },
      });
      expect(signIn.ok()).toBe(true);
      const phone = await other.newPage();
      await phone.goto("/account");
      await expect(phone.getByRole("heading", { name: T.members.mine.title })).toBeVisible();
      await expect(phone.getByRole("button", { name: T.common.save, exact: true })).toBeVisible();

      const changed = await m.page.request.post("/api/auth/change-password", {
        data: { currentPassword: "member-password-1", newPassword: "member-password-2" },
        headers: { origin: new URL(phone.url()).origin },
      });
      expect(changed.ok(), await changed.text()).toBe(true);

      // The other phone acts: the server no longer knows it.
      const api = watchApi(phone);
      await phone.getByRole("button", { name: T.common.save, exact: true }).click();
      await expect(phone.getByRole("button", { name: T.home.loginSignup })).toBeVisible();
      await expect(phone.getByText(T.home.loggedOut)).toHaveCount(1);
      // The refused write's check of who is signed in, and every read after it, are in.
      await api.answered("/api/me");
      const body = await phone.locator("body").innerText();
      expect(occurrences(body, T.home.loggedOut)).toBe(1);
      expect(occurrences(body, T.errors.UNAUTHORIZED)).toBe(0);
      await phone.screenshot({ path: `test-results/signed-out-elsewhere-${lang}.png` });

      await phone.goto("/my-progress");
      await expect(phone.getByText(T.home.logInFirst)).toHaveCount(1);
      await expect(phone).toHaveURL(/\/$/);
      await expectNoSeriousViolations(phone);
    } finally {
      await other.close();
      await m.close();
    }
  });
}

/** A week of meals long enough to fill a printed page: five ingredients a meal, some long ones. */
function richWeek() {
  const meal = (name: string) => ({
    name,
    ingredients: [
      "150 γρ. στήθος κοτόπουλου ψητό χωρίς πέτσα",
      "80 γρ. ρύζι μπασμάτι",
      "1 κ.σ. ελαιόλαδο παρθένο",
      "200 γρ. σαλάτα εποχής με ντομάτα, αγγούρι και πιπεριά",
      "1 φέτα ψωμί ολικής άλεσης",
    ].join("\n"),
  });
  return Array.from({ length: 7 }, () => ({
    breakfast: meal("Ομελέτα με λαχανικά"),
    lunch: meal("Κοτόπουλο με ρύζι"),
    dinner: meal("Σολομός με λαχανικά"),
    snack: meal("Γιαούρτι με μέλι"),
  }));
}

/** Pages of a PDF Chromium printed (each page object once). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

for (const lang of ["gr", "en"] as const) {
  const T = TEXTS[lang];
  test(`the nutrition week and its shopping list print on A4 without controls or cut tables (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminContext(browser);
    const member = await newMember(browser, { lang });
    await grantNutrition(admin.request, member.id);
    const { today } = (await (await member.page.request.get("/api/me/nutrition")).json()) as {
      today: string;
    };
    const created = await admin.request.post("/api/admin/nutrition-plans", {
      data: { userId: member.id, startDate: today, durationDays: 14, comment: "", template: richWeek() },
    });
    expect(created.ok()).toBe(true);
    const page = member.page;
    await page.goto("/my-nutrition");
    await expect(page.getByRole("button", { name: T.nutrition.mine.print })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    // A4's width at 96 px per inch less the page's 12 mm margins (186 mm): what the printed week may take.
    await page.setViewportSize({ width: 703, height: 1000 });
    const printed = page.getByTestId("print-week");
    await expect(printed).toBeVisible();
    await expect(page.getByRole("button", { name: T.nutrition.mine.print })).toBeHidden();
    const fits = await printed.evaluate((el) =>
      [...el.querySelectorAll("table, td, th")].every(
        (t) =>
          t.getBoundingClientRect().right <= document.documentElement.clientWidth &&
          t.scrollWidth <= t.clientWidth + 1,
      ),
    );
    expect(fits, "a printed table is wider than the page").toBe(true);
    await expect(printed.getByTestId("print-shopping")).toContainText("ρύζι μπασμάτι");

    const pdf = await page.pdf({ format: "A4", printBackground: true });
    writeFileSync(`test-results/nutrition-print-${lang}.pdf`, pdf);
    expect(pageCount(pdf)).toBeLessThanOrEqual(3);
    await admin.close();
    await member.close();
  });
}
