import crypto from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { goToDay, openBookingOn, openDay, typeDate } from "./support/days";
import { grantPilatesCredits, newMember, phoneContext, signUpMember } from "./support/fixtures";

/**
 * Reformer Pilates end to end at 360 px, in Greek and in English (issue 17, decision 017): the
 * admin adds a weekly class on /admin-classes, a member holding Pilates credits chooses Reformer
 * Pilates in the booking calendar, books the class and cancels it, the feedback beside the button
 * each time; axe finds no serious issue on either screen. Each language has its own class time.
 */

const TEXT = {
  gr: {
    weekdays: ["Κυριακή", "Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο"],
    link: "Πρόγραμμα μαθημάτων",
    title: "Πρόγραμμα μαθημάτων: Reformer Pilates",
    day: "Ημέρα",
    time: "Ώρα έναρξης",
    minutes: "Διάρκεια (λεπτά)",
    capacity: "Θέσεις",
    add: "Προσθήκη μαθήματος",
    added: "Το μάθημα προστέθηκε.",
    credits: (n: number) => `Reformer Pilates: υπόλοιπο ${n}`,
    newBooking: "Νέα κράτηση",
    memberEmail: "Email μέλους",
    deskBookAt: (t: string) => `Κράτηση στις ${t}`,
    deskBooked: "Η κράτηση καταχωρήθηκε για το μέλος (2 συνεδρίες απομένουν).",
    deskPlaces: "Θέση στο μάθημα",
    free: (n: number) => `Θέση ${n}, ελεύθερη`,
    chosen: (n: number) => `Θέση ${n}, επιλεγμένη`,
    place: (n: number) => `Θέση ${n}`,
    bookAt: (t: string) => `Κράτηση Reformer Pilates στις ${t}`,
    booked: "Κράτησες Reformer Pilates",
    yours: (t: string) => `Η κράτησή σου: ${t}`,
    cancel: "Ακύρωση κράτησης",
    confirm: "Επιβεβαίωση",
    cancelled: "Η κράτηση Reformer Pilates ακυρώθηκε και η συνεδρία επιστράφηκε.",
    date: "Ημερομηνία",
    dayCapacity: "Θέσεις αυτή την ημέρα",
    saveChange: "Αποθήκευση αλλαγής",
    changeSaved: "Η αλλαγή αποθηκεύτηκε.",
    booked1: "1/4 κρατήσεις",
    left4of5: "4 θέσεις ελεύθερες από 5",
  },
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    link: "Class timetables",
    title: "Reformer Pilates timetable",
    day: "Day",
    time: "Start time",
    minutes: "Length (minutes)",
    capacity: "Places",
    add: "Add class",
    added: "The class was added.",
    credits: (n: number) => `Reformer Pilates sessions left: ${n}`,
    newBooking: "New booking",
    memberEmail: "Member email",
    deskBookAt: (t: string) => `Book ${t}`,
    deskBooked: "Booked for the member (2 sessions left).",
    deskPlaces: "Place in the class",
    free: (n: number) => `Place ${n}, free`,
    chosen: (n: number) => `Place ${n}, chosen`,
    place: (n: number) => `Place ${n}`,
    bookAt: (t: string) => `Book Reformer Pilates at ${t}`,
    booked: "Pilates booked",
    yours: (t: string) => `Your booking: ${t}`,
    cancel: "Cancel booking",
    confirm: "Please confirm",
    cancelled: "Your Reformer Pilates booking was cancelled and the session returned.",
    date: "Date",
    dayCapacity: "Places on this day",
    saveChange: "Save change",
    changeSaved: "The change was saved.",
    booked1: "1/4 booked",
    left4of5: "4 places left of 5",
  },
} as const;

for (const lang of ["gr", "en"] as const) {
  const L = TEXT[lang];
  test(`${lang}: an admin sets a Pilates class; a member books it and cancels it`, async ({ browser }) => {
    const adminCtx = await phoneContext(browser, lang);
    expect((await adminCtx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const memberCtx = await phoneContext(browser, lang);
    const member: Page = await memberCtx.newPage();
    try {
      const { email } = await signUpMember(member, { lang });
      const me = (await (await member.request.get("/api/me")).json()) as { user: { id: string } };
      await grantPilatesCredits(adminCtx.request, me.user.id, 3);
      // A day at least 8 days ahead that the studio is open (not a Sunday, not a closure).
      const date = (await openDay(member.request, 8)).date;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const time = `${lang === "gr" ? "06" : "07"}:${String(crypto.randomInt(10, 59)).padStart(2, "0")}`;

      // The admin adds the weekly class from the dashboard's link.
      const admin = await adminCtx.newPage();
      await admin.goto("/admin");
      await admin.getByRole("link", { name: L.link }).click();
      await expect(admin.getByRole("heading", { name: L.title })).toBeVisible();
      await admin.getByLabel(L.day, { exact: true }).selectOption(String(weekday));
      await admin.getByLabel(L.time, { exact: true }).fill(time);
      await admin.getByLabel(L.minutes, { exact: true }).fill("50");
      await admin.getByLabel(L.capacity, { exact: true }).fill("4");
      await admin.getByRole("button", { name: L.add }).click();
      await expect(admin.getByText(L.added)).toBeVisible();
      await expect(admin.getByTestId("class-weekly")).toContainText(L.weekdays[weekday]!);
      await expectNoSeriousViolations(admin);
      await admin.screenshot({ path: `test-results/pilates-admin-${lang}.png`, fullPage: true });

      // The member books it in the booking calendar's Reformer Pilates side.
      const openPilatesOn = () => openBookingOn(member, date, { lang, pilates: true });
      const dialog = await openPilatesOn();
      await expect(dialog.getByTestId("account-summary")).toContainText(L.credits(3));
      await dialog.getByRole("button", { name: new RegExp(`^${time}`) }).click();
      await dialog.getByRole("button", { name: L.bookAt(time) }).click();
      await expect(dialog.getByText(L.booked)).toBeVisible();
      await expect(dialog.getByTestId("my-booking")).toContainText(L.yours(time));
      await expect(dialog.getByTestId("account-summary")).toContainText(L.credits(2));
      await expectNoSeriousViolations(member);
      await member.screenshot({ path: `test-results/pilates-member-booked-${lang}.png` });

      // The admin sees the booking on that date's class and gives it one more reformer that day.
      await typeDate(admin.getByLabel(L.date, { exact: true }), date);
      const cls = admin.getByTestId("class-date-class").filter({ hasText: time });
      await expect(cls).toContainText(L.booked1);
      await cls.getByLabel(L.dayCapacity).fill("5");
      await cls.getByRole("button", { name: L.saveChange }).click();
      await expect(cls.getByText(L.changeSaved)).toBeVisible();
      await expect(cls).toContainText("1/5");
      await expectNoSeriousViolations(admin);
      await admin.screenshot({ path: `test-results/pilates-admin-date-${lang}.png`, fullPage: true });
      await openPilatesOn();
      await expect(dialog.getByTestId("class-day")).toContainText(L.left4of5);

      await dialog.getByRole("button", { name: L.cancel }).click();
      await member.getByRole("dialog", { name: L.confirm }).getByRole("button", { name: L.cancel }).click();
      await expect(member.getByText(L.cancelled)).toBeVisible();
      await expect(dialog.getByTestId("account-summary")).toContainText(L.credits(3));
      await expect(dialog.getByTestId("my-booking")).toHaveCount(0);
      await member.screenshot({ path: `test-results/pilates-member-cancelled-${lang}.png` });

      // The front desk books the member back into the class from the dashboard's new-booking modal.
      await admin.goto("/admin");
      await admin.getByRole("button", { name: L.newBooking }).click();
      const desk = admin.getByRole("dialog");
      await desk.getByRole("textbox", { name: L.memberEmail }).fill(email);
      await desk.getByText("Reformer Pilates", { exact: true }).click();
      await goToDay(desk, date, lang);
      await desk.getByTestId("desk-class").filter({ hasText: time }).click();
      // The desk picks the member's reformer as the member would (decision 037), in its own words.
      const places = desk.getByRole("group", { name: L.deskPlaces });
      await places.getByRole("button", { name: L.free(4) }).click();
      await expect(places.getByRole("button", { name: L.chosen(4) })).toHaveAttribute("aria-pressed", "true");
      await admin.screenshot({ path: `test-results/pilates-desk-place-${lang}.png` });
      await desk.getByRole("button", { name: L.deskBookAt(time) }).click();
      await expect(desk.getByText(L.deskBooked)).toBeVisible();
      await expect(desk.getByTestId("desk-class").filter({ hasText: time })).toContainText("1/5");
      await expectNoSeriousViolations(admin, "[role=dialog]");
      await admin.screenshot({ path: `test-results/pilates-desk-booked-${lang}.png` });
      await openPilatesOn();
      await expect(dialog.getByTestId("my-booking")).toContainText(L.yours(time));
      await expect(dialog.getByTestId("my-booking")).toContainText(L.place(4));
    } finally {
      await adminCtx.close();
      await memberCtx.close();
    }
  });
}

/**
 * One code per rule, whatever the schedule (decision 035): a member without a package is refused
 * on the gym floor with the spec's sentence and on Reformer Pilates with the same rule's sentence
 * for a class, naming its credits, beside the button, at 360 px in both languages.
 */
const REFUSED = {
  gr: {
    times: "Ώρες",
    bookGym: "Κράτηση στις 12:00",
    gym: "Το πακέτο σου έληξε ή δεν υπάρχει.",
    bookClass: /^Κράτηση Reformer Pilates στις/,
    pilates: "Το πακέτο σου για «Reformer Pilates» έληξε ή λείπει.",
  },
  en: {
    times: "Times",
    bookGym: "Book 12:00",
    gym: "Package expired or missing.",
    bookClass: /^Book Reformer Pilates at/,
    pilates: "Your Reformer Pilates package expired or is missing.",
  },
} as const;

for (const lang of ["gr", "en"] as const) {
  const R = REFUSED[lang];
  test(`${lang}: a refused booking says the rule in the schedule's words, gym and Pilates alike`, async ({
    browser,
  }) => {
    const m = await newMember(browser, { lang });
    try {
      const date = (await openDay(m.page.request, 3)).date;
      const gym = await openBookingOn(m.page, date, { lang });
      await gym
        .getByRole("group", { name: R.times })
        .getByRole("button", { name: /^12:00,/ })
        .click();
      await gym.getByRole("button", { name: R.bookGym }).click();
      await expect(gym.getByRole("alert").filter({ hasText: R.gym })).toBeVisible();
      await m.page.screenshot({ path: `test-results/refused-gym-${lang}.png` });

      const pilates = await openBookingOn(m.page, date, { lang, pilates: true });
      await pilates.locator("[data-testid=class-choice]:not([disabled])").first().click();
      await pilates.getByRole("button", { name: R.bookClass }).click();
      await expect(pilates.getByRole("alert").filter({ hasText: R.pilates })).toBeVisible();
      await expectNoSeriousViolations(m.page, "[role=dialog]");
      await m.page.screenshot({ path: `test-results/refused-pilates-${lang}.png` });
    } finally {
      await m.close();
    }
  });
}
