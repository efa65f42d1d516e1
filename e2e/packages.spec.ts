import { type Browser, expect, type Page, test } from "@playwright/test";
import { mimePart } from "../src/server/test/mime";
import { expectNoSeriousViolations } from "./support/axe";
import { goToDay } from "./support/days";
import {
  adminContext,
  approveRequest,
  newMember,
  requestPackage,
  uniqueFirstName,
  useLanguage,
  waitForMail,
} from "./support/fixtures";

/**
 * Packages end to end at 360 px: a visitor is asked to log in, a member asks for a package, the
 * desk approves it, the member gets the e-mail, sees the sessions and books with one, and the desk
 * finds the member by a search without accents and adds a session. Each test brings its own member
 * to the state it starts from through the API.
 */

type MyAccount = {
  account: { credits: { kind: string; sessions: number }[]; packageName: string };
  ledger: { reason: string }[];
};
const gymOf = (a: MyAccount) => a.account.credits.find((c) => c.kind === "gym")?.sessions ?? 0;
type Day = { date: string; today: string; nextDay: string | null };

const closers: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function account(member: Page): Promise<MyAccount> {
  const res = await member.request.get("/api/me/account");
  expect(res.ok()).toBe(true);
  return (await res.json()) as MyAccount;
}

/**
 * The desk's browser and a new member with a name of their own (with an accent the admin will not
 * type), who asked for Basic 12 when `requested`, which the desk approved when `approved`.
 */
async function setUp(browser: Browser, state: "new" | "requested" | "approved") {
  const admin = await adminContext(browser);
  const FIRST_NAME = uniqueFirstName();
  const m = await newMember(browser, { firstName: FIRST_NAME });
  closers.push(() => admin.close(), m.close);
  if (state !== "new") {
    const id = await requestPackage(m.page.request, "Basic 12");
    if (state === "approved") await approveRequest(admin.request, id);
  }
  return { admin, member: m.page, email: m.email, FIRST_NAME, FULL_NAME: `${FIRST_NAME} Παπαδοπούλου` };
}

/** The first open day after today, as the member's booking screen finds it. */
async function firstDayAfterToday(member: Page): Promise<Day> {
  let day = (await (await member.request.get("/api/booking/day")).json()) as Day;
  while (day.date <= day.today)
    day = (await (await member.request.get(`/api/booking/day?date=${day.nextDay}`)).json()) as Day;
  return day;
}

test.describe("packages", () => {
  test("a visitor sees the packages and is asked to log in to choose one", async ({ page }) => {
    await useLanguage(page, "gr");
    await page.goto("/");
    await page.getByRole("button", { name: "Πακέτα γυμναστηρίου" }).click();
    const dialog = page.getByRole("dialog", { name: "Πακέτα" });
    for (const section of ["Basic", "Pro", "Reformer Pilates"]) {
      await expect(dialog.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    const combo = dialog.getByRole("article", { name: "Combo 100 Γυμναστήριο + Pilates" });
    await expect(combo).toContainText("70 γυμναστήριο / 30 Pilates");
    await expect(combo.locator("s")).toHaveText("450 €");
    await expect(dialog.getByRole("article", { name: "Πρόγραμμα Διατροφής" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Επιλογή: Basic 12" }).click();
    await expect(page.getByText("Συνδέσου για να επιλέξεις πακέτο.").first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Σύνδεση" })).toBeVisible();
  });

  test("the English site names the seeded packages in English", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/");
    await page.getByRole("button", { name: "Gym packages" }).click();
    const dialog = page.getByRole("dialog", { name: "Packages" });
    await expect(dialog.getByRole("article", { name: "Combo 100 Gym + Pilates" })).toBeVisible();
    await expect(dialog.getByRole("article", { name: "Nutrition programme" })).toBeVisible();
    await expect(dialog.getByText("Πρόγραμμα Διατροφής")).toHaveCount(0);
    await expect(dialog.getByText("Γυμναστήριο")).toHaveCount(0);
  });

  test("a member asks for a package; a second request waits for the first", async ({ browser }) => {
    const { member } = await setUp(browser, "new");
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

  test("the desk approves it and the member gets the e-mail and the sessions", async ({ browser }) => {
    const { admin, member, email, FULL_NAME } = await setUp(browser, "requested");
    const page = await admin.newPage();
    await page.goto("/admin");
    await page.getByRole("button", { name: `Έγκριση: ${FULL_NAME}, Basic 12` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Έγκριση", exact: true }).click();
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

  test("the member books a slot with one of the sessions", async ({ browser }) => {
    const { member } = await setUp(browser, "approved");
    const day = await firstDayAfterToday(member);
    await member.goto("/");
    await member.getByRole("button", { name: "Online κράτηση" }).click();
    await goToDay(member.getByRole("dialog"), day.date);
    await member
      .getByRole("group", { name: "Ώρες" })
      .getByRole("button", { name: /^12:00,/ })
      .click();
    await member.getByRole("button", { name: "Κράτηση στις 12:00" }).click();
    await expect(member.getByTestId("my-booking")).toContainText("12:00");
    expect(gymOf(await account(member))).toBe(11);
  });

  test("the desk finds the member without accents and adds a session", async ({ browser }) => {
    const { admin, member, email, FIRST_NAME, FULL_NAME } = await setUp(browser, "approved");
    const day = await firstDayAfterToday(member);
    const booked = await member.request.post("/api/bookings", { data: { date: day.date, time: "12:00" } });
    expect(booked.status()).toBe(201);
    const page = await admin.newPage();
    await page.goto("/admin");
    await page.getByRole("link", { name: "Ενεργοί πελάτες" }).click();
    await expect(page).toHaveURL(/\/active-users$/);
    await page.getByRole("searchbox", { name: "Αναζήτηση" }).fill(FIRST_NAME.toLowerCase().replace("ό", "ο"));
    const card = page.getByRole("listitem").filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(page.getByText("1 μέλος")).toBeVisible();
    await expect(card).toContainText("11");
    await expectNoSeriousViolations(page);
    await card.getByRole("button", { name: `+1 συνεδρία: ${FULL_NAME}` }).click();
    // The desk says why (issue 26): the reason goes to the activity log with the change.
    const dialog = page.getByRole("dialog", { name: `+1 συνεδρία: ${FULL_NAME}` });
    await dialog.getByRole("textbox", { name: "Αιτία" }).fill("Δώρο γενεθλίων");
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Προσθήκη μίας συνεδρίας" }).click();
    // The dialog says it is done, in view, before the desk closes it.
    await expect(dialog.getByText(/^Έγινε: .*τώρα 12 συνεδρίες\.$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("12");
    const mine = await account(member);
    expect(gymOf(mine)).toBe(12);
    expect(mine.ledger.map((l) => l.reason)).toEqual(["admin_adjust", "booking", "package_approved"]);
    await page.close();
  });
});
