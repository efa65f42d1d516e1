import crypto from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { bookingDay, openBookingOn, openDay } from "./support/days";
import { adminContext, grantGymSessions, newMember, uniqueFirstName, waitForMail } from "./support/fixtures";

/**
 * Issue 25's "done when" at 360 px, in Greek and in English (decisions 035 and 038): on the
 * settings screen the owner adds a kind of credit ('Yoga'), a schedule that spends it and, on its
 * timetable, a Tuesday 19:00 class for 8; on the dashboard a package of 8 sessions of that kind.
 * A new member asks for the package on the packages page (in the kind's own section), the desk
 * approves it, and the member picks Yoga in the booking calendar, books the class and gets the
 * e-mail whose calendar file names Yoga. The schedule is switched off and the package deleted at
 * the end, so the other specs on this server see the studio's two schedules and its packages.
 * Then a second hours schedule (decision 035, "A second hours schedule"): the owner creates a
 * "Second room" of 3 places per slot on the settings screen, and a member books its 10:00 slot.
 */

const TEXT = {
  gr: {
    kinds: "Είδη συνεδριών",
    kindCreated: /Το είδος συνεδριών δημιουργήθηκε/,
    schedules: "Προγράμματα κρατήσεων",
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    nameEn: "Όνομα (αγγλικά)",
    creditKind: "Χρεώνει συνεδρίες",
    create: "Δημιουργία",
    created: /Το πρόγραμμα δημιουργήθηκε/,
    timetable: "Εβδομαδιαίο πρόγραμμα",
    day: "Ημέρα",
    time: "Ώρα έναρξης",
    minutes: "Διάρκεια (λεπτά)",
    capacity: "Θέσεις",
    add: "Προσθήκη μαθήματος",
    added: "Το μάθημα προστέθηκε.",
    newPackage: "Νέο πακέτο",
    pkgName: "Όνομα",
    pkgNameEn: "Όνομα στα αγγλικά (αν διαφέρει)",
    pkgKind: "Είδος",
    price: "Τιμή (€)",
    sessions: "Συνεδρίες",
    createPackage: "Δημιουργία πακέτου",
    packageCreated: "Το πακέτο δημιουργήθηκε.",
    openPackages: "Πακέτα γυμναστηρίου",
    packages: "Πακέτα",
    choose: (name: string) => `Επιλογή: ${name}`,
    send: "Αποστολή αιτήματος",
    requested: "Το αίτημά σου καταχωρήθηκε και περιμένει έγκριση.",
    approve: (who: string, pkg: string) => `Έγκριση: ${who}, ${pkg}`,
    confirmApprove: "Έγκριση",
    approved: "Το αίτημα εγκρίθηκε και στάλθηκε email στο μέλος.",
    left: (kind: string, n: number) => `${kind}: υπόλοιπο ${n}`,
    bookAt: (name: string, t: string) => `Κράτηση ${name} στις ${t}`,
    booked: (name: string) => `Κράτησες ${name}`,
    mail: (name: string) => new RegExp(`η κράτησή σου \\(${name},`),
  },
  en: {
    kinds: "Kinds of credit",
    kindCreated: /The kind of credit was created/,
    schedules: "Booking schedules",
    key: /Code/,
    nameGr: "Name (Greek)",
    nameEn: "Name (English)",
    creditKind: "Spends sessions of",
    create: "Create",
    created: /The schedule was created/,
    timetable: "Weekly timetable",
    day: "Day",
    time: "Start time",
    minutes: "Length (minutes)",
    capacity: "Places",
    add: "Add class",
    added: "The class was added.",
    newPackage: "New package",
    pkgName: "Name (Greek site)",
    pkgNameEn: "Name on the English site (if different)",
    pkgKind: "Kind",
    price: "Price (€)",
    sessions: "Sessions",
    createPackage: "Create package",
    packageCreated: "The package was created.",
    openPackages: "Gym packages",
    packages: "Packages",
    choose: (name: string) => `Choose ${name}`,
    send: "Send request",
    requested: "Your request was registered and is pending approval.",
    approve: (who: string, pkg: string) => `Approve: ${who}, ${pkg}`,
    confirmApprove: "Approve",
    approved: "The request was approved and the member was e-mailed.",
    left: (kind: string, n: number) => `${kind} sessions left: ${n}`,
    bookAt: (name: string, t: string) => `Book ${name} at ${t}`,
    booked: (name: string) => `${name} booked`,
    mail: (name: string) => new RegExp(`your booking \\(${name},`),
  },
} as const;

type Lang = keyof typeof TEXT;
const TUESDAY = 2;

/** Axe and cut buttons on the screen as it stands, and a full-page picture of it. */
async function checkScreen(page: Page, shot: string, scope?: string) {
  await expectNoSeriousViolations(page, scope);
  await expectNoClippedButtons(page);
  await page.screenshot({ path: `test-results/${shot}.png`, fullPage: true });
}

for (const [lang, daysAhead] of [
  ["gr", 11],
  ["en", 12],
] as const satisfies [Lang, number][]) {
  const L = TEXT[lang];
  test(`${lang}: the owner adds Yoga credits, a Yoga class for 8 and a package; a member buys it, books and gets its calendar file`, async ({
    browser,
  }) => {
    test.slow();
    const n = crypto.randomInt(1000, 9999);
    const credit = { key: `yoga-${lang}-${n}`, nameGr: `Μαθήματα γιόγκα ${n}`, nameEn: `Yoga classes ${n}` };
    const key = `yoga-${lang}-${n}`;
    const nameGr = `Γιόγκα ${n}`;
    const nameEn = `Yoga ${n}`;
    const name = lang === "gr" ? nameGr : nameEn;
    const creditName = lang === "gr" ? credit.nameGr : credit.nameEn;
    const pkg = { gr: `Γιόγκα 8 · ${n}`, en: `Yoga 8 · ${n}` };
    const firstName = uniqueFirstName();
    const admin = await adminContext(browser);
    await admin.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    const member = await newMember(browser, { lang, firstName });
    let packageId: string | undefined;
    try {
      // 1. The owner adds the kind of credit on the settings screen.
      const page = await admin.newPage();
      await page.goto("/admin-settings");
      const kinds = page.getByRole("region", { name: L.kinds });
      await kinds.getByRole("textbox", { name: L.key }).fill(credit.key);
      await kinds.getByRole("textbox", { name: L.nameGr }).last().fill(credit.nameGr);
      await kinds.getByRole("textbox", { name: L.nameEn }).last().fill(credit.nameEn);
      await kinds.getByRole("button", { name: L.create }).click();
      await expect(kinds.getByText(L.kindCreated)).toBeVisible();
      await expect(kinds.getByTestId("credit-kinds")).toContainText(creditName);

      // 2. The Yoga schedule, spending that kind.
      const schedules = page.getByRole("region", { name: L.schedules });
      await schedules.getByRole("textbox", { name: L.key }).fill(key);
      await schedules.getByRole("textbox", { name: L.nameGr }).last().fill(nameGr);
      await schedules.getByRole("textbox", { name: L.nameEn }).last().fill(nameEn);
      await schedules
        .getByRole("combobox", { name: L.creditKind })
        .last()
        .selectOption({ label: creditName });
      await schedules.getByRole("button", { name: L.create }).click();
      await expect(schedules.getByText(L.created)).toBeVisible();
      const card = page.getByTestId(`schedule-${key}`);
      await expect(card.getByRole("combobox", { name: L.creditKind })).toHaveValue(credit.key);
      await checkScreen(page, `yoga-settings-${lang}`);
      await kinds.screenshot({ path: `test-results/yoga-settings-kinds-${lang}.png` });
      await card.screenshot({ path: `test-results/yoga-settings-card-${lang}.png` });

      // Its Tuesday 19:00 class for 8, from the card's link to its timetable.
      let day = await openDay(member.page.request, daysAhead);
      while (new Date(`${day.date}T12:00:00Z`).getUTCDay() !== TUESDAY)
        day = await bookingDay(member.page.request, day.nextDay!);
      const date = day.date;
      await card.getByRole("link", { name: L.timetable }).click();
      await expect(page).toHaveURL(new RegExp(`schedule=${key}`));
      await page.getByLabel(L.day, { exact: true }).selectOption(String(TUESDAY));
      await page.getByLabel(L.time, { exact: true }).fill("19:00");
      await page.getByLabel(L.minutes, { exact: true }).fill("60");
      await page.getByLabel(L.capacity, { exact: true }).fill("8");
      await page.getByRole("button", { name: L.add }).click();
      await expect(page.getByText(L.added)).toBeVisible();
      await checkScreen(page, `yoga-timetable-${lang}`);

      // 3. A package of 8 sessions of that kind, on the dashboard.
      await page.goto("/admin");
      const create = page.getByRole("region", { name: L.newPackage });
      await create.getByRole("textbox", { name: L.pkgName, exact: true }).fill(pkg.gr);
      await create.getByRole("textbox", { name: L.pkgNameEn }).fill(pkg.en);
      await create.getByRole("textbox", { name: L.price, exact: true }).fill("64");
      await create.getByRole("textbox", { name: L.sessions, exact: true }).fill("8");
      await create.getByRole("combobox", { name: L.pkgKind, exact: true }).click();
      await page.getByRole("option", { name: creditName }).click();
      await create.getByRole("button", { name: L.createPackage }).click();
      await expect(create.getByText(L.packageCreated)).toBeVisible();
      await checkScreen(page, `yoga-admin-${lang}`, "main");
      await create.screenshot({ path: `test-results/yoga-package-form-${lang}.png` });
      const { packages } = (await (await admin.request.get("/api/admin/packages")).json()) as {
        packages: { id: string; name: string }[];
      };
      packageId = packages.find((p) => p.name === pkg.gr)?.id;

      // 4. The member asks for it in the kind's section of the packages page; the desk approves.
      const m = member.page;
      await m.goto("/");
      await m.getByRole("button", { name: L.openPackages }).click();
      const dialog = m.getByRole("dialog", { name: L.packages });
      const section = dialog.getByRole("region", { name: creditName });
      await expect(section.getByRole("article", { name: pkg[lang] })).toContainText("8");
      await checkScreen(m, `yoga-packages-${lang}`, "[role=dialog]");
      await section.getByRole("button", { name: L.choose(pkg[lang]) }).click();
      await dialog.getByRole("button", { name: L.send }).click();
      await expect(dialog.getByText(L.requested)).toBeVisible();

      await page.reload();
      await page.getByRole("button", { name: L.approve(`${firstName} Παπαδοπούλου`, pkg.gr) }).click();
      await page.getByRole("dialog").getByRole("button", { name: L.confirmApprove, exact: true }).click();
      await expect(page.getByText(L.approved)).toBeVisible();
      await checkScreen(page, `yoga-approved-${lang}`, "main");

      // 5. The member books the class with the new credits and gets its calendar file.
      const booking = await openBookingOn(m, date, { lang, schedule: name });
      await booking.getByRole("button", { name: /^19:00/ }).click();
      await booking.getByRole("button", { name: L.bookAt(name, "19:00") }).click();
      await expect(booking.getByText(L.booked(name))).toBeVisible();
      // The balance line names the kind the schedule spends, with the one session spent.
      await expect(booking.getByTestId("account-summary")).toContainText(L.left(creditName, 7));
      await checkScreen(m, `yoga-booked-${lang}`, "[role=dialog]");

      const mail = await waitForMail(member.email, L.mail(name));
      expect(mail.calendar).toContain("SUMMARY:");
      expect(mail.calendar).toContain(name);
      expect(mail.calendar).toContain(`${date.replaceAll("-", "")}T190000`);
      // Holding only this kind is holding a package: the account names it (never "Package —").
      await m.goto("/account");
      await expect(m.getByText(pkg.gr, { exact: true })).toBeVisible();
    } finally {
      // 6. Off again: the other specs on this server book the studio's two schedules.
      await admin.request.put(`/api/admin/schedules/${key}`, {
        data: { nameGr, nameEn, creditKind: credit.key, active: false, position: 9 },
      });
      if (packageId) await admin.request.delete(`/api/admin/packages/${packageId}`);
      await Promise.all([admin.close(), member.close()]);
    }
  });
}

/** A second room of open hours (decision 035): its words in either language. */
const ROOM = {
  gr: [
    "Ώρες λειτουργίας, κράτηση ανά ώρα",
    /Θέσεις ανά ώρα/,
    /κλείνουν ώρες του/,
    "Κράτηση στις 10:00",
    /Η κράτηση έγινε/,
  ],
  en: ["Open hours in slots", /Places per slot/, /can book its slots now/, "Book 10:00", /You are booked/],
} as const;

for (const [lang, daysAhead] of [
  ["gr", 13],
  ["en", 14],
] as const satisfies [Lang, number][]) {
  const L = TEXT[lang];
  const [hours, places, created, bookAt, booked] = ROOM[lang];
  test(`${lang}: the owner adds a second room of open hours with 3 places; a member books its slot`, async ({
    browser,
  }) => {
    const n = crypto.randomInt(1000, 9999);
    const [key, nameGr, nameEn] = [`room-${lang}-${n}`, `Αίθουσα ${n}`, `Second room ${n}`];
    const name = lang === "gr" ? nameGr : nameEn;
    const admin = await adminContext(browser);
    await admin.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    const member = await newMember(browser, { lang });
    try {
      const page = await admin.newPage();
      await page.goto("/admin-settings");
      const schedules = page.getByRole("region", { name: L.schedules });
      await schedules.getByRole("textbox", { name: L.key }).fill(key);
      await schedules.getByRole("radio", { name: hours }).check();
      await schedules.getByRole("textbox", { name: L.nameGr }).last().fill(nameGr);
      await schedules.getByRole("textbox", { name: L.nameEn }).last().fill(nameEn);
      await schedules.getByRole("combobox", { name: L.creditKind }).last().selectOption("gym");
      await schedules.getByRole("textbox", { name: places }).last().fill("3");
      await schedules.getByRole("button", { name: L.create }).click();
      await expect(schedules.getByText(created)).toBeVisible();
      const card = page.getByTestId(`schedule-${key}`);
      await expect(card.getByRole("textbox", { name: places })).toHaveValue("3");
      await checkScreen(page, `room-settings-${lang}`);

      // A member with gym sessions books the room's 10:00: the studio's hours, the room's 3 places.
      await grantGymSessions(admin.request, member.id, 4);
      const { date } = await openDay(member.page.request, daysAhead);
      const booking = await openBookingOn(member.page, date, { lang, schedule: name });
      await expect(booking.getByRole("button", { name: /^10:00/ })).toContainText("0/3");
      await booking.getByRole("button", { name: /^10:00/ }).click();
      await checkScreen(member.page, `room-booking-${lang}`, "[role=dialog]");
      await booking.getByRole("button", { name: bookAt }).click();
      await expect(booking.getByText(booked)).toBeVisible();
      await checkScreen(member.page, `room-booked-${lang}`, "[role=dialog]");
      const day = await member.page.request.get(`/api/booking/day?schedule=${key}&date=${date}`);
      const slots = ((await day.json()) as { slots: { time: string; count: number; max: number }[] }).slots;
      expect(slots.find((s) => s.time === "10:00")).toMatchObject({ count: 1, max: 3 });
      expect((await waitForMail(member.email, L.mail(name))).calendar).toContain(name);
    } finally {
      await admin.request.put(`/api/admin/schedules/${key}`, {
        data: { nameGr, nameEn, creditKind: "gym", active: false, position: 9 },
      });
      await Promise.all([admin.close(), member.close()]);
    }
  });
}
