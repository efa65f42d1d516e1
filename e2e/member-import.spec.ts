import crypto from "node:crypto";
import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { screenContext, waitForMail } from "./support/fixtures";

/**
 * Moving members in from a spreadsheet (issue 28, decision 034) at 360 px and 1280 px in Greek and
 * English: the owner opens the import from the dashboard, uploads a small file (Greek: semicolons
 * and Greek headers; English: commas and English headers), reads the dry run with its one bad line,
 * with a line per kind of credit (a 'Credits:pilates' column), creates the two members, and finds
 * them in the members screen, the phone number of the file on
 * the member's details; each gets the invitation e-mail.
 */

async function ownerContext(browser: Browser, lang: "gr" | "en", width: number): Promise<BrowserContext> {
  const ctx = await screenContext(browser, lang, width);
  expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  return ctx;
}

/** An imported account starts in Greek, the studio's language: so does its invitation. */
const INVITE = /λογαριασμός σου είναι έτοιμος/;

const WORDS = {
  gr: {
    link: "Εισαγωγή μελών",
    check: "Έλεγχος αρχείου",
    summary: "Νέα μέλη: 2 · Ήδη μέλη: 0 · Με λάθη: 1",
    badEmail: "Το email δεν είναι έγκυρο.",
    apply: "Δημιουργία 2 μελών",
    applied: "Δημιουργήθηκαν 2 μέλη.",
    created: "Δημιουργήθηκε",
    search: "Αναζήτηση",
    sep: ";",
    header: "Όνομα;Επώνυμο;Email;Τηλέφωνο;Πακέτο;Συνεδρίες;Λήξη;Συνεδρίες:pilates",
    kinds: ["Basic 12 · έως 31/12/2030", "Γυμναστήριο: 10 συνεδρίες", "Reformer Pilates: 4 συνεδρίες"],
    details: "Λεπτομέρειες",
    phone: "Τηλέφωνο: 6912345678",
    found: "2 μέλη",
  },
  en: {
    link: "Import members",
    check: "Check the file",
    summary: "New members: 2 · Already members: 0 · With errors: 1",
    badEmail: "The email is not valid.",
    apply: "Create 2 members",
    applied: "2 members were created.",
    created: "Created",
    search: "Search",
    sep: ",",
    header: "First name,Last name,Email,Phone,Package,Sessions left,Expiry date,Credits:pilates",
    kinds: ["Basic 12 · until 31/12/2030", "Gym: 10 sessions", "Reformer Pilates: 4 sessions"],
    details: "Details",
    phone: "Phone: 6912345678",
    found: "2 members",
  },
} as const;

const RUNS = [
  { lang: "gr", width: 360 },
  { lang: "en", width: 360 },
  { lang: "gr", width: 1280 },
  { lang: "en", width: 1280 },
] as const;

for (const { lang, width } of RUNS) {
  test(`the owner imports a small file, reads the dry run, applies it and finds the members (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    const w = WORDS[lang];
    const tag = crypto.randomUUID().slice(0, 6);
    const lastName = `Εισαγωγή${tag}`;
    const emails = [`anna-${tag}@e2e.kinisi.test`, `petros-${tag}@e2e.kinisi.test`];
    const csv = [
      w.header,
      ["Άννα", lastName, emails[0], "6912345678", "Basic 12", "10", "31/12/2030", "4"].join(w.sep),
      ["Πέτρος", lastName, emails[1], "", "", "", "", ""].join(w.sep),
      ["Λάθος", lastName, "not-an-email", "", "", "", "", ""].join(w.sep),
    ].join("\r\n");

    const owner = await ownerContext(browser, lang, width);
    const page = await owner.newPage();
    await page.goto("/admin");
    await page.getByRole("link", { name: w.link }).click();
    await expect(page).toHaveURL(/\/admin-import$/);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`) });
    await page.getByRole("button", { name: w.check }).click();
    await expect(page.getByTestId("import-summary")).toHaveText(w.summary);
    const table = page.getByTestId("import-table");
    await expect(table.getByRole("row", { name: /not-an-email/ })).toContainText(w.badEmail);
    // A line per kind of credit the file gives, named in the screen's language (decision 038).
    const anna = table.getByRole("row", { name: new RegExp(emails[0]!) });
    for (const line of w.kinds) await expect(anna.getByText(line, { exact: true })).toBeVisible();
    if (width === 360) await table.screenshot({ path: `test-results/member-import-dry-${lang}-360.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: w.apply }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.apply }).click();
    await expect(page.getByRole("status").filter({ hasText: w.applied })).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(emails[0]!) })).toContainText(w.created);
    await page.screenshot({ path: `test-results/member-import-${lang}-${width}.png`, fullPage: true });

    await page.goto("/active-users");
    await page.getByRole("searchbox", { name: w.search }).fill(lastName);
    // Cards on a phone, a table on a desk's screen. The search's own answer first: the unfiltered
    // list shows the two too, and a row that moves as the answer arrives can take the click.
    await expect(page.getByText(w.found, { exact: true })).toBeVisible();
    for (const email of emails) await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole("button", { name: `${w.details}: Άννα ${lastName}` }).click();
    await expect(page.getByRole("dialog").getByTestId("member-phone")).toHaveText(w.phone);
    await page.screenshot({ path: `test-results/member-details-${lang}-${width}.png` });

    // The invitations go out through the outbox's round.
    for (const email of emails) await waitForMail(email, INVITE);
    await owner.close();
  });
}
