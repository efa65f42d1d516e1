import fs from "node:fs";
import { type BrowserContext, expect, test } from "@playwright/test";
import { CLOCKED_URL } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { adminContext, grantGymSessions, newMember, uniqueFirstName } from "./support/fixtures";

/**
 * Attendance at 360 px in Greek: the desk marks a no-show (the session forfeited, the studio's
 * default rule) on a slot that is running now (on the
 * second e2e server, whose clock reads 10:20 at the studio on an open day: CLOCKED_URL in
 * playwright.config.ts), and the statistics page shows a member's status, sorts, filters, draws its
 * charts and downloads the CSV.
 */

type Slot = { time: string; available: boolean };
type Reservation = { id: string; email: string; time: string; started: boolean };

let admin: BrowserContext;
test.beforeEach(async ({ browser }) => {
  admin = await adminContext(browser);
});
test.afterEach(async () => {
  await admin.close();
});

/** A member with a valid package, named so that no other test's member matches. */
async function memberWithPackage(browser: Parameters<typeof newMember>[0]) {
  const firstName = uniqueFirstName();
  const m = await newMember(browser, { firstName });
  await grantGymSessions(admin.request, m.id, 5);
  await m.close();
  return { ...m, name: `${firstName} Παπαδοπούλου` };
}

test.describe("at the desk, with a slot running", () => {
  test.use({ baseURL: CLOCKED_URL });

  test("the desk marks a no-show on a running slot; the session is forfeited and the statistics list it", async ({
    browser,
  }) => {
    const m = await memberWithPackage(browser);
    const day = (await (await admin.request.get("/api/admin/booking/day")).json()) as {
      date: string;
      today: string;
      slots: Slot[];
    };
    // The earliest slot the desk may still book today is the one running now (10:00 at 10:20).
    expect(day.date).toBe(day.today);
    const slot = day.slots.find((s) => s.available);
    expect(slot?.time).toBe("10:00");
    const booked = await admin.request.post("/api/admin/reservations", {
      data: { email: m.email, date: day.today, time: slot!.time },
    });
    expect(booked.status()).toBe(201);
    const list = (await (await admin.request.get(`/api/admin/reservations?date=${day.today}`)).json()) as {
      reservations: Reservation[];
    };
    const mine = list.reservations.find((r) => r.email === m.email)!;
    expect(mine.started).toBe(true);

    const page = await admin.newPage();
    await page.goto("/admin");
    const marks = page.getByRole("group", { name: `Προσέλευση: ${m.name} στις ${mine.time}` });
    // Unmarked: both buttons whole at 360 px, in colours that pass axe's contrast rule.
    await expect(marks.getByRole("button", { name: "Ήρθε", exact: true })).toBeVisible();
    await marks.scrollIntoViewIfNeeded();
    await expectNoClippedButtons(page, "[data-testid=day-reservations]");
    await expectNoSeriousViolations(page, "[data-testid=day-reservations]");
    await marks.getByRole("button", { name: "Δεν ήρθε" }).click();
    // The studio's default rule (decision 029): a no-show forfeits the session.
    await expect(page.getByText(`${m.name}: δεν ήρθε· η συνεδρία χάθηκε.`)).toBeVisible();
    await expect(marks.getByText("Δεν ήρθε")).toBeVisible();
    await expect(marks.getByRole("button", { name: "Αναίρεση" })).toBeVisible();
    // Marked: the mark and 'undo' are whole at 360 px too (the mark is wider than the buttons were).
    await expectNoClippedButtons(page, "[data-testid=day-reservations]");
    await expectNoSeriousViolations(page, `[role=group][aria-label^="Προσέλευση"]`);

    await page.goto("/admin-attendance");
    await page.getByLabel("Αναζήτηση").fill(m.name);
    const row = page.getByTestId("attendance-table").getByRole("row", { name: new RegExp(m.name) });
    await expect(row).toContainText("Ανενεργό");
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  });
});

test("the statistics show a member's status, sort, filter, draw the charts and download the CSV", async ({
  browser,
}) => {
  const m = await memberWithPackage(browser);
  const page = await admin.newPage();
  await page.goto("/admin-attendance");
  await expect(page.getByRole("heading", { name: "Στατιστικά προσέλευσης" })).toBeVisible();
  await expect(page.getByTestId("summary-members")).not.toHaveText("0");
  await expect(page.getByTestId("visits-chart").locator("svg .recharts-bar, svg").first()).toBeVisible();
  await expect(page.getByTestId("status-chart").locator("svg").first()).toBeVisible();

  // The member holds a package and has not come this month: listed, inactive.
  await page.getByLabel("Αναζήτηση").fill(m.name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""));
  const table = page.getByTestId("attendance-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row", { name: new RegExp(m.email) })).toContainText("Ανενεργό");

  // The status filter: nobody of that name is a heavy visitor.
  await page.getByRole("combobox", { name: "Κατάσταση" }).click();
  await page.getByRole("option", { name: "Πολύ συχνά" }).click();
  await expect(page.getByText("Δεν βρέθηκαν εγγραφές.")).toBeVisible();
  await page.getByRole("combobox", { name: "Κατάσταση" }).click();
  await page.getByRole("option", { name: "Ανενεργό" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);

  // Sorting: visits most first by default; a click on a header sorts by it, another flips it.
  await page.getByLabel("Αναζήτηση").fill("");
  await page.getByRole("combobox", { name: "Κατάσταση" }).click();
  await page.getByRole("option", { name: "Όλες" }).click();
  const visitsHeader = page.getByRole("columnheader", { name: /Επισκέψεις/ });
  await expect(visitsHeader).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("button", { name: "Ταξινόμηση κατά Email" }).click();
  const emailHeader = page.getByRole("columnheader", { name: /Email/ });
  await expect(emailHeader).toHaveAttribute("aria-sort", "ascending");
  const emails = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, "el")));
  await page.getByRole("button", { name: "Ταξινόμηση κατά Email" }).click();
  await expect(emailHeader).toHaveAttribute("aria-sort", "descending");

  // The CSV holds the table as shown.
  await page.getByLabel("Αναζήτηση").fill(m.email);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Εξαγωγή CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("Όνομα,Email,Επισκέψεις,Δεν ήρθε,Τελευταία επίσκεψη,Κατάσταση");
  expect(csv).toContain(`${m.name},${m.email},0,0,,Ανενεργό`);

  // Month navigation.
  const title = await page.getByTestId("month-title").textContent();
  await page.getByRole("button", { name: "Προηγούμενος μήνας" }).click();
  await expect(page.getByTestId("month-title")).not.toHaveText(title!);
  await page.getByRole("button", { name: "Σήμερα" }).click();
  await expect(page.getByTestId("month-title")).toHaveText(title!);

  await expectNoSeriousViolations(page);
});

test("a failed load shows the error panel with the message and a retry", async () => {
  const page = await admin.newPage();
  let fail = true;
  await page.route("**/api/admin/attendance?**", (route) =>
    fail
      ? route.fulfill({ status: 503, json: { error: { code: "DATABASE_UNAVAILABLE", params: {} } } })
      : route.continue(),
  );
  await page.route("**/api/admin/attendance", (route) =>
    fail
      ? route.fulfill({ status: 503, json: { error: { code: "DATABASE_UNAVAILABLE", params: {} } } })
      : route.continue(),
  );
  await page.goto("/admin-attendance");
  const panel = page.getByRole("alert").filter({ hasText: "Σφάλμα φόρτωσης δεδομένων" });
  await expect(panel).toContainText("Η υπηρεσία δεν είναι διαθέσιμη");
  fail = false;
  await panel.getByRole("button", { name: "Προσπάθεια ξανά" }).click();
  await expect(page.getByTestId("attendance-summary")).toBeVisible();
});
