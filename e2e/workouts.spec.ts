import crypto from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { adminContext, newMember, uniqueFirstName } from "./support/fixtures";

/**
 * Workout programs end to end at 360 px: the trainer finds an athlete by two letters, builds a
 * four-day program from the library plus a new exercise and saves it; the athlete reads it on a
 * phone in Greek and English, today's day first; the trainer deletes an old program after the
 * confirm. Each test brings its own athlete.
 */

const closers: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const GR: Record<(typeof WEEK)[number], string> = {
  monday: "Δευτέρα",
  tuesday: "Τρίτη",
  wednesday: "Τετάρτη",
  thursday: "Πέμπτη",
  friday: "Παρασκευή",
  saturday: "Σάββατο",
  sunday: "Κυριακή",
};

/** The studio's weekday today (Europe/Athens), as the member's screen judges it. */
function studioWeekday(): (typeof WEEK)[number] {
  const name = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/Athens" }).format(
    new Date(),
  );
  return name.toLowerCase() as (typeof WEEK)[number];
}

async function setUp(browser: Browser, firstName: string) {
  const admin = await adminContext(browser);
  const athlete = await newMember(browser, { firstName });
  closers.push(() => admin.close(), athlete.close);
  const page = await admin.newPage();
  return { admin, page, athlete };
}

async function pickAthlete(page: Page, typed: string, email: string) {
  await page.getByRole("combobox", { name: "Αθλητής" }).fill(typed);
  await page.getByRole("option", { name: new RegExp(email) }).click();
}

const day = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("workout programs", () => {
  test("the trainer builds a program and the athlete reads it on a phone", async ({ browser }) => {
    test.slow(); // a whole program built through the form, then read twice
    const { page, athlete } = await setUp(browser, `Ψυχή${crypto.randomInt(1000, 9999)}`);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Προγράμματα προπόνησης" }).click();
    await expect(page).toHaveURL(/\/admin-workouts$/);

    await page.getByRole("button", { name: "Αποθήκευση προγράμματος" }).click();
    await expect(page.getByText("Διάλεξε χρήστη.")).toBeVisible();
    await pickAthlete(page, "ψυ", athlete.email);
    await expect(page.getByText("Διάλεξε χρήστη.")).toHaveCount(0);
    await expect(page.getByText("Δεν βρέθηκαν προγράμματα.")).toBeVisible();

    // Four days: a fifth cannot be ticked; lowering to three trims, raising asks for the fourth.
    const days = page.getByRole("radiogroup", { name: "Ημέρες ανά εβδομάδα" });
    await days.getByText("4", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Σάββατο" }).check();
    await expect(page.getByRole("checkbox", { name: "Τρίτη" })).toBeDisabled();
    await days.getByText("3", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Σάββατο" })).not.toBeChecked();
    await days.getByText("4", { exact: true }).click();
    await page.getByRole("button", { name: "Αποθήκευση προγράμματος" }).click();
    await expect(page.getByText("Επίλεξε ακριβώς 4 ημέρες.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Σάββατο" }).check();
    await expect(page.getByText("Επίλεξε ακριβώς 4 ημέρες.")).toHaveCount(0);

    // From the library, in Greek (issue 30): searched by a Greek name without accents, by an English
    // name and by a muscle group in Greek, added to the chosen day under its Greek name.
    const library = page.getByRole("region", { name: "Βιβλιοθήκη ασκήσεων" });
    const search = library.getByRole("searchbox", { name: "Αναζήτηση (όνομα ή μυϊκή ομάδα)" });
    const add = (name: string) => library.getByRole("button", { name: `Προσθήκη: ${name}`, exact: true });
    await search.fill("καθισμα");
    await add("Καθίσματα με μπάρα").click();
    await search.fill("deadlift");
    await add("Άρση θανάτου").click();
    await library.getByRole("combobox", { name: "Προσθήκη στη" }).click();
    await page.getByRole("option", { name: "Τετάρτη" }).click();
    await search.fill("στήθος");
    await add("Πιέσεις πάγκου με μπάρα").click();
    await library.getByRole("combobox", { name: "Προσθήκη στη" }).click();
    await page.getByRole("option", { name: "Σάββατο" }).click();
    await search.fill("plank");
    await add("Σανίδα (plank)").click();

    // A new library exercise, then on Friday.
    const NEW = `Άλματα κουτιού ${crypto.randomInt(100, 999)}`;
    await library.getByRole("button", { name: "Νέα άσκηση βιβλιοθήκης" }).click();
    const newForm = library.getByRole("form", { name: "Νέα άσκηση βιβλιοθήκης" });
    await newForm.getByRole("button", { name: "Αποθήκευση στη βιβλιοθήκη" }).click();
    await expect(newForm.getByText("Δώσε όνομα άσκησης.")).toBeVisible();
    await newForm.getByRole("textbox", { name: "Όνομα στα ελληνικά" }).fill(NEW);
    await newForm.getByRole("textbox", { name: "Μυϊκή ομάδα" }).fill("Πόδια");
    await newForm.getByRole("button", { name: "Αποθήκευση στη βιβλιοθήκη" }).click();
    await expect(newForm.getByText("Η άσκηση αποθηκεύτηκε στη βιβλιοθήκη.")).toBeVisible();
    await library.getByRole("combobox", { name: "Προσθήκη στη" }).click();
    await page.getByRole("option", { name: "Παρασκευή" }).click();
    await library.getByRole("button", { name: `Προσθήκη: ${NEW}` }).click();

    // Per-day editing: sets, notes and order.
    const monday = day(page, "Δευτέρα");
    await monday.getByRole("textbox", { name: "Σετ" }).first().fill("5");
    await monday.getByRole("textbox", { name: "Σημειώσεις" }).first().fill("Βάρος 60 kg");
    await monday.getByRole("button", { name: "Πάνω: Άρση θανάτου" }).click();
    await expect(monday.getByRole("textbox", { name: "Όνομα" }).first()).toHaveValue("Άρση θανάτου");
    await page
      .getByRole("textbox", { name: "Σχόλια προπονητή" })
      .fill("Ζέσταμα 10 λεπτά πριν από κάθε προπόνηση.");
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Αποθήκευση προγράμματος" }).click();
    await expect(page.getByText("Το πρόγραμμα αποθηκεύτηκε.")).toBeVisible();
    await expect(page.getByText("Το πρόγραμμα αποθηκεύτηκε.")).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: "4 ημέρες/εβδομάδα" })).toHaveCount(1);

    // The athlete, on a 360 px phone, in Greek.
    const member = athlete.page;
    await member.goto("/");
    await member.getByRole("link", { name: "Το πρόγραμμά μου" }).click();
    await expect(member).toHaveURL(/\/my-workouts$/);
    const sections = member.getByRole("region");
    const today = studioWeekday();
    const training = ["monday", "wednesday", "friday", "saturday"] as const;
    const first = (training as readonly string[]).includes(today) ? GR[today] : "Δευτέρα";
    await expect(sections.first().getByRole("heading")).toHaveText(first);
    if (first === GR[today]) await expect(sections.first()).toContainText("Σήμερα");
    else await expect(member.getByText("Σήμερα δεν έχεις προπόνηση.")).toBeVisible();
    await expect(sections).toHaveCount(4);
    const mondayCard = day(member, "Δευτέρα");
    await expect(mondayCard.getByRole("listitem").first()).toContainText("Άρση θανάτου");
    await expect(mondayCard.getByRole("listitem").nth(1)).toContainText(
      "Καθίσματα με μπάρα5 × 10-12Βάρος 60 kg",
    );
    await expect(day(member, "Παρασκευή")).toContainText(`${NEW}3 × 10-12`);
    await expect(day(member, "Σάββατο")).toContainText("Σανίδα (plank)3 × 30-60 δευτ.");
    await expect(member.getByText("Ζέσταμα 10 λεπτά πριν από κάθε προπόνηση.")).toBeVisible();
    await expectNoSeriousViolations(member);

    // And in English.
    await member.getByRole("button", { name: "EN" }).click();
    await expect(member.getByRole("heading", { name: "My workout program" })).toBeVisible();
    await expect(day(member, "Wednesday")).toContainText("Bench Press3 × 8-10");
    await expect(day(member, "Monday").getByRole("listitem").nth(1)).toContainText("Back Squat5 × 10-12");
    await expect(member.getByText("Trainer's comments")).toBeVisible();
    await expectNoSeriousViolations(member);
  });

  test("the trainer deletes an old program after the confirm", async ({ browser }) => {
    const FIRST_NAME = uniqueFirstName();
    const { admin, page, athlete } = await setUp(browser, FIRST_NAME);
    const program = (startDate: string, keys: readonly string[]) => ({
      userId: athlete.id,
      startDate,
      daysPerWeek: keys.length,
      days: keys.map((dayKey) => ({ dayKey, exercises: [{ name: "Plank", sets: 3, reps: "30-60s" }] })),
    });
    const save = async (body: object) =>
      expect((await admin.request.post("/api/admin/workouts", { data: body })).status()).toBe(201);
    await save(program("2025-01-06", ["monday", "wednesday", "friday"]));
    await save(program("2025-03-03", ["monday", "tuesday", "wednesday", "thursday", "friday"]));

    await page.goto("/admin-workouts");
    await pickAthlete(page, FIRST_NAME.toLowerCase().replace("ό", "ο"), athlete.email);
    const items = page.getByRole("listitem").filter({ hasText: "ημέρες/εβδομάδα" });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("5 ημέρες/εβδομάδα");
    const old = items.filter({ hasText: "3 ημέρες/εβδομάδα" });

    await old.getByRole("button", { name: "Διαγραφή" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Να διαγραφεί το πρόγραμμα από");
    await dialog.getByRole("button", { name: "Ακύρωση" }).click();
    await expect(items).toHaveCount(2);

    await old.getByRole("button", { name: "Διαγραφή" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Διαγραφή" }).click();
    await expect(page.getByText("Το πρόγραμμα διαγράφηκε.")).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("5 ημέρες/εβδομάδα");
    const mine = (await (await athlete.page.request.get("/api/me/workouts")).json()) as {
      program: { daysPerWeek: number } | null;
    };
    expect(mine.program?.daysPerWeek).toBe(5);
  });
});
