import crypto from "node:crypto";
import { type BrowserContext, expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { typeDate } from "./support/days";
import { adminContext, newMember, uniqueFirstName } from "./support/fixtures";

/**
 * Extending packages over a closure (decision 020) at 360 px, in Greek and in English: the admin
 * creates a closure far ahead (so no other spec's booking days close), previews the extension,
 * applies it, and a member whose Pilates package was valid on the first day sees the new expiry.
 */

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const longDay = (date: string, lang: "gr" | "en") =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "el-GR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(asUtc(date));

const TEXT = {
  gr: {
    from: "Από",
    to: "Έως",
    note: "Σημείωση",
    add: "Προσθήκη",
    wrongDate: "Γράψε την ημερομηνία ως ΗΗ/ΜΜ/ΕΕΕΕ, π.χ. 25/11/2026.",
    counts: /Μέλη: \d+ · Πακέτα: \d+/,
    confirm: "Επιβεβαίωση παράτασης",
    done: /Έγινε: παρατάθηκαν \d+ πακέτα/,
    applied: /Παρατάθηκαν \d+ πακέτα στις .+ από .+\. Η παράταση έγινε ήδη/,
    extend: "Παράταση πακέτων",
    remove: "Αφαίρεση",
    notice: "Το πακέτο σου για «Reformer Pilates» παρατάθηκε κατά 7 ημέρες λόγω του κλεισίματος",
    newExpiry: (date: string) => `νέα λήξη ${longDay(date, "gr")}`,
  },
  en: {
    from: "From",
    to: "To",
    note: "Note",
    add: "Add",
    wrongDate: "Write the date as DD/MM/YYYY, e.g. 25/11/2026.",
    counts: /Members: \d+ · Packages: \d+/,
    confirm: "Confirm the extension",
    done: /Done: extended \d+ packages/,
    applied: /Extended \d+ packages on .+ by .+\. Already done/,
    extend: "Extend packages",
    remove: "Remove",
    notice: "Your Reformer Pilates package was extended by 7 days for the closure",
    newExpiry: (date: string) => `new expiry ${longDay(date, "en")}`,
  },
} as const;

let admin: BrowserContext;

/** The first 7-day range from `from` on that overlaps none of the studio's closures. */
async function freeWeek(from: number): Promise<string> {
  const closures = (await (await admin.request.get("/api/admin/closures")).json()) as {
    startDate: string;
    endDate: string;
  }[];
  for (let day = from; ; day += 7 * DAY) {
    const start = isoDay(day);
    const end = isoDay(day + 6 * DAY);
    if (!closures.some((c) => c.startDate <= end && c.endDate >= start)) return start;
  }
}
test.beforeEach(async ({ browser }) => {
  admin = await adminContext(browser);
});
test.afterEach(async () => {
  await admin.close();
});

for (const lang of ["gr", "en"] as const) {
  test(`${lang}: the admin extends packages over a new closure and the member's expiry moves`, async ({
    browser,
  }) => {
    const x = TEXT[lang];
    // A closure of 7 days some 300 days ahead, in a week no earlier run (the other language, a
    // retry) closed already: an overlapping closure is refused, and there would be no row to extend.
    const start = await freeWeek(Date.now() + (280 + crypto.randomInt(0, 60)) * DAY);
    const end = isoDay(asUtc(start).getTime() + 6 * DAY);
    const oldExpiry = isoDay(asUtc(start).getTime() + 40 * DAY);
    const newExpiry = isoDay(asUtc(oldExpiry).getTime() + 7 * DAY);

    const m = await newMember(browser, { firstName: uniqueFirstName() });
    const granted = await admin.request.put(`/api/admin/members/${m.id}`, {
      data: {
        credits: [{ kind: "pilates", sessions: 8, expiresOn: oldExpiry }],
        packageName: "",
        nutritionName: "",
        nutritionExpiresOn: "",
      },
    });
    expect(granted.ok()).toBe(true);

    if (lang === "en") await admin.addInitScript(() => localStorage.setItem("app_language", "en"));
    const page = await admin.newPage();
    await page.goto("/admin-closures");
    const note = `e2e ${crypto.randomUUID().slice(0, 8)}`;
    // The dates are typed DD/MM/YYYY in both languages; a day that does not exist is said under
    // its field, and the closure is not added until it is put right.
    await page.getByLabel(x.from).fill("31/02/2031");
    await page.getByLabel(x.from).blur();
    await expect(page.getByText(x.wrongDate)).toBeVisible();
    await page.getByRole("button", { name: x.add, exact: true }).click();
    await expect(page.getByText(x.wrongDate)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`closures-wrong-date-${lang}.png`),
      fullPage: true,
    });
    await typeDate(page.getByLabel(x.from), start);
    await typeDate(page.getByLabel(x.to), end);
    await expect(page.getByText(x.wrongDate)).toHaveCount(0);
    await page.getByLabel(x.note).fill(note);
    await page.getByRole("button", { name: x.add, exact: true }).click();

    // The new closure opens its preview at once.
    const row = page.getByRole("row", { name: new RegExp(note) });
    const preview = row.getByTestId("extension-preview");
    await expect(preview).toContainText(x.counts);
    await expectNoSeriousViolations(page);
    await preview.getByRole("button", { name: x.confirm }).click();
    await expect(row.getByText(x.done)).toBeVisible();
    await expect(row.getByTestId("extension-applied")).toHaveText(x.applied);
    await expect(row.getByRole("button", { name: x.extend })).toBeDisabled();
    await expect(row.getByRole("button", { name: x.remove })).toBeDisabled();
    await expectNoSeriousViolations(page);

    if (lang === "en") await m.page.context().addInitScript(() => localStorage.setItem("app_language", "en"));
    await m.page.goto("/account");
    const notice = m.page.getByTestId("closure-extensions");
    await expect(notice).toContainText(x.notice);
    await expect(notice).toContainText(x.newExpiry(newExpiry));
    await expect(m.page.getByText(longDay(newExpiry, lang), { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(m.page);
    await m.close();
  });
}
