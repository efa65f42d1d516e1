import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoClippedButtons } from "./support/clipping";
import { goToDay, openBookingOn, openDay } from "./support/days";
import { adminContext, newMember, uniqueFirstName, useLanguage } from "./support/fixtures";

const TEXT = {
  gr: {
    first: /^Όνομα/,
    last: /^Επώνυμο/,
    birth: /^Ημερομηνία γέννησης/,
    add: "Προσθήκη παιδιού",
    age: "12 ετών",
    packages: "Πακέτα γυμναστηρίου",
    packagesDialog: "Πακέτα",
    who: "Για ποιον;",
    choose: (name: string) => `Επιλογή: ${name}`,
    send: "Αποστολή αιτήματος",
    sent: "Το αίτημά σου καταχωρήθηκε και περιμένει έγκριση.",
    approve: (name: string, pkg: string) => `Έγκριση: ${name}, ${pkg}`,
    approveYes: "Έγκριση",
    approved: "Το αίτημα εγκρίθηκε και στάλθηκε email στο μέλος.",
    bookAt: (t: string) => `Κράτηση Reformer Pilates στις ${t}`,
    booked: "Κράτησες Reformer Pilates",
    guardian: (name: string) => `κηδεμόνας: ${name}`,
    askedBy: (child: string, name: string, email: string) => `Για: ${child} · το ζήτησε: ${name} (${email})`,
    theirs: (child: string, t: string) => `Η κράτηση για ${child}: ${t}`,
    remove: (child: string) => `Αφαίρεση: ${child}`,
    removeYes: "Αφαίρεση από την οικογένεια",
    refused: (child: string) => `Κρατήσεις που έρχονται για ${child}: 1 (μαζί με τις σταθερές).`,
  },
  en: {
    first: /^First name/,
    last: /^Last name/,
    birth: /^Date of birth/,
    add: "Add a child",
    age: "12 years old",
    packages: "Gym packages",
    packagesDialog: "Packages",
    who: "Who for?",
    choose: (name: string) => `Choose ${name}`,
    send: "Send request",
    sent: "Your request was registered and is pending approval.",
    approve: (name: string, pkg: string) => `Approve: ${name}, ${pkg}`,
    approveYes: "Approve",
    approved: "The request was approved and the member was e-mailed.",
    bookAt: (t: string) => `Book Reformer Pilates at ${t}`,
    booked: "Pilates booked",
    guardian: (name: string) => `guardian: ${name}`,
    askedBy: (child: string, name: string, email: string) => `For ${child}, asked by ${name} (${email})`,
    theirs: (child: string, t: string) => `${child}'s booking: ${t}`,
    remove: (child: string) => `Remove ${child} from the family`,
    removeYes: "Remove from the family",
    refused: (child: string) => `Bookings to come for ${child}: 1 (standing ones included).`,
  },
} as const;

const PACKAGE = "Reformer Pilates 8";

/** DD/MM/YYYY of the day `years` and a month before today: a birthday never falls on the test's day. */
function typedBirthDate(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - 1);
  const [y, m, day] = d.toISOString().slice(0, 10).split("-");
  return `${day}/${m}/${y}`;
}

for (const lang of ["gr", "en"] as const) {
  test(`a parent adds a 12-year-old, buys them a package and books them a class; the desk sees them (${lang}, 360 px)`, async ({
    browser,
  }) => {
    const w = TEXT[lang];
    const admin = await adminContext(browser);
    const parentFirst = uniqueFirstName();
    const parent = await newMember(browser, { lang, firstName: parentFirst });
    // The desk's two pages, in the test's language: the approval, then the day table.
    const desk = await admin.newPage();
    await useLanguage(desk, lang);
    const deskDay = await admin.newPage();
    await useLanguage(deskDay, lang);
    try {
      const page = parent.page;
      // An adult by their date of birth (the desk records it).
      const born = await admin.request.put(`/api/admin/members/${parent.id}/birth-date`, {
        data: { birthDate: "1984-04-14" },
      });
      expect(born.ok()).toBe(true);
      const me = (await (await page.request.get("/api/me")).json()) as { user: { name: string } };
      const childFirst = `Ίρις${crypto.randomInt(1000, 9999)}`;
      const child = `${childFirst} Παππά`;

      await page.goto("/family");
      await page.getByLabel(w.first).fill(childFirst);
      await page.getByLabel(w.last).fill("Παππά");
      await page.getByLabel(w.birth).fill(typedBirthDate(12));
      await page.getByRole("button", { name: w.add }).click();
      await expect(page.getByText(child, { exact: true })).toBeVisible();
      await expect(page.getByText(w.age, { exact: true })).toBeVisible();
      await expectNoClippedButtons(page);
      await page.screenshot({ path: test.info().outputPath(`family-${lang}.png`), fullPage: true });

      // The package request, for the child.
      await page.goto("/");
      await page.getByRole("button", { name: w.packages }).click();
      const packages = page.getByRole("dialog", { name: w.packagesDialog });
      await packages.getByLabel(w.who).selectOption({ label: child });
      await packages.getByRole("button", { name: w.choose(PACKAGE) }).click();
      await packages.getByRole("button", { name: w.send }).click();
      await expect(packages.getByText(w.sent)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`family-package-${lang}.png`) });

      // The desk approves it: the request names the child, and who asked instead of a placeholder address.
      await desk.goto("/admin");
      const asked = desk.getByText(w.askedBy(child, me.user.name, parent.email));
      await expect(asked).toBeVisible();
      await asked.scrollIntoViewIfNeeded();
      await expect(desk.getByText(/dependants\.invalid/)).toHaveCount(0);
      await desk.screenshot({ path: test.info().outputPath(`family-pending-${lang}.png`) });
      await desk.getByRole("button", { name: w.approve(child, PACKAGE) }).click();
      await desk.getByRole("dialog").getByRole("button", { name: w.approveYes, exact: true }).click();
      await expect(desk.getByText(w.approved)).toBeVisible();
      await desk.close();

      // A class of its own, a week ahead, booked for the child from the parent's booking window.
      const date = (await openDay(page.request, 8)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const time = `${lang === "gr" ? "08" : "09"}:${String(crypto.randomInt(10, 59)).padStart(2, "0")}`;
      const made = await admin.request.post("/api/admin/classes", {
        data: { weekday, time, minutes: 50, capacity: 4 },
      });
      expect(made.ok()).toBe(true);
      const classId = ((await made.json()) as { id: string }).id;
      const dialog = await openBookingOn(page, date, { lang, pilates: true });
      await expect(dialog.getByLabel(w.who)).toBeVisible();
      await dialog.getByLabel(w.who).selectOption({ label: child });
      // The window reads everything again for the child, on the day that was chosen.
      const slot = dialog.getByRole("button", { name: new RegExp(`^${time}`) });
      await expect(slot).toBeVisible();
      await slot.click();
      await dialog.getByRole("button", { name: w.bookAt(time) }).click();
      await expect(dialog.getByText(w.booked)).toBeVisible();
      await expect(dialog.getByText(w.theirs(childFirst, time))).toBeVisible();
      await expectNoClippedButtons(page, "[role=dialog]");
      await page.screenshot({ path: test.info().outputPath(`family-booked-${lang}.png`) });

      // The desk's day table: the child, with the parent named.
      await deskDay.goto("/admin");
      const section = deskDay.locator("section", { has: deskDay.locator("#day-reservations-title") });
      await goToDay(section, date, lang);
      const row = section.getByRole("row", { name: new RegExp(child) });
      await expect(row).toContainText(w.guardian(me.user.name));
      await row.scrollIntoViewIfNeeded();
      await deskDay.screenshot({ path: test.info().outputPath(`family-desk-${lang}.png`) });
      // Removing the child is refused while they have a booking to come, saying so.
      await page.goto("/family");
      await page.getByRole("button", { name: w.remove(childFirst) }).click();
      await page.getByRole("dialog").getByRole("button", { name: w.removeYes }).click();
      await expect(page.getByText(w.refused(childFirst), { exact: false })).toBeVisible();
      await expectNoClippedButtons(page);
      await page.screenshot({ path: test.info().outputPath(`family-remove-${lang}.png`), fullPage: true });
      // The class goes again, so the studio's timetable is as it was.
      await admin.request.delete(`/api/admin/classes/${classId}`);
    } finally {
      await Promise.all([parent.close(), admin.close()]);
    }
  });
}
