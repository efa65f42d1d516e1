import crypto from "node:crypto";
import { type BrowserContext, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import type { StudioRules } from "../src/shared/domain/studio-rules";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { openBookingOn, openDay } from "./support/days";
import { adminContext, grantGymSessions, newMember, phoneContext } from "./support/fixtures";

/**
 * The studio's rules on the owner's settings screen (issue 25), at 360 px in Greek and English: the
 * owner sets a 120-minute cancel cutoff and sees it in words; a member's booking then says "2 hours";
 * new opening hours that leave a booking outside ask the owner first, and keeping it saves; the
 * quiet hours of the automatic e-mails, and a save pressed right after leaving a wrong field.
 * The server's rules go back to the spec's after the file, whatever happened.
 */

let admin: BrowserContext;
let spec: unknown;

test.beforeAll(async ({ browser }) => {
  admin = await adminContext(browser);
  spec = await (await admin.request.get("/api/studio-rules")).json();
});

test.afterAll(async () => {
  const res = await admin.request.put("/api/admin/studio-rules", {
    data: { rules: spec, outsideBookings: "keep" },
  });
  expect(res.ok()).toBe(true);
  await admin.close();
});

test("the owner sets the cancel cutoff to 2 hours and a member's booking says so, in both languages", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Κανόνες στούντιο" }).click();
  await expect(page).toHaveURL(/\/admin-settings$/);
  const cutoff = page.getByLabel("Ακύρωση με επιστροφή συνεδρίας έως (λεπτά πριν)");
  await expect(cutoff).toHaveValue("60");
  await expect(cutoff).toHaveAccessibleDescription("= 1 ώρα");
  await cutoff.fill("120");
  await expect(cutoff).toHaveAccessibleDescription("= 2 ώρες");
  await page.getByRole("button", { name: "Αποθήκευση κανόνων" }).click();
  await expect(page.getByText("Οι κανόνες αποθηκεύτηκαν.")).toBeVisible();
  await expectNoClippedButtons(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/settings-saved-gr.png", fullPage: true });
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await expect(page.getByText("The rules are saved.")).toBeVisible();
  await expect(
    page.getByLabel("Cancelling with the session back until (minutes before)"),
  ).toHaveAccessibleDescription("= 2 hours");
  await page.screenshot({ path: "test-results/settings-saved-en.png", fullPage: true });
  await page.getByRole("button", { name: "ΕΛ", exact: true }).click(); // the shared admin stays Greek

  for (const lang of ["gr", "en"] as const) {
    const m = await newMember(browser, { lang });
    await grantGymSessions(admin.request, m.id, 3);
    const day = await openDay(m.page.request, 7);
    await openBookingOn(m.page, day.date, { lang });
    const slots = m.page.getByRole("group", { name: lang === "gr" ? "Ώρες" : "Times" });
    await slots.getByRole("button", { name: /^12:00,/ }).click();
    await m.page.getByRole("button", { name: lang === "gr" ? "Κράτηση στις 12:00" : "Book 12:00" }).click();
    await expect(m.page.getByTestId("my-booking")).toContainText(
      lang === "gr" ? "Μπορείς να ακυρώσεις έως 2 ώρες πριν." : "You can cancel up to 2 hours before.",
    );
    await m.close();
  }
});

test("new hours that leave a booking outside ask the owner first; keeping it saves the rules", async ({
  browser,
}) => {
  const m = await newMember(browser);
  await grantGymSessions(admin.request, m.id, 3);
  const day = await openDay(m.page.request, 10);
  // 16:00 is a slot on every open weekday (Saturday too); the new hours end at 14:00.
  const booked = await m.page.request.post("/api/bookings", { data: { date: day.date, time: "16:00" } });
  expect(booked.status()).toBe(201);
  await m.close();
  const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
  const names = ["Κυριακή", "Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο"];

  // Other specs on this server may hold bookings after 14:00 on that weekday too (a standing
  // Monday 18:00): the server's own answer to the same change, unsaved, says how many are outside.
  const before = (await (await admin.request.get("/api/studio-rules")).json()) as StudioRules;
  const changed = structuredClone(before);
  changed.hours[weekday] = [{ from: before.hours[weekday]![0]!.from, to: "14:00" }];
  const preview = await admin.request.put("/api/admin/studio-rules", { data: { rules: changed } });
  expect(preview.status()).toBe(409);
  const outside = ((await preview.json()) as { error: { params: { bookings: unknown[] } } }).error.params
    .bookings.length;
  const count = (one: string, other: string) => (outside === 1 ? one : other.replace("N", String(outside)));

  const page = await admin.newPage();
  await page.goto("/admin-settings");
  const dayGroup = page.getByRole("group", { name: new RegExp(names[weekday]!) });
  await dayGroup.getByLabel("Έως").fill("14:00");
  await page.getByRole("button", { name: "Αποθήκευση κανόνων" }).click();
  const ask = page.getByRole("alert").filter({ hasText: "εκτός του νέου ωραρίου" });
  await expect(ask).toContainText(
    count("1 κράτηση μένει εκτός του νέου ωραρίου", "N κρατήσεις μένουν εκτός του νέου ωραρίου"),
  );
  await expect(ask).toContainText("16:00");
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/settings-outside-gr.png", fullPage: true });
  await ask.getByRole("button", { name: "Να μείνουν και να αποθηκευτούν οι κανόνες" }).click();
  await expect(
    page.getByText(
      count(
        "Οι κανόνες αποθηκεύτηκαν· 1 κράτηση έμεινε όπως ήταν.",
        "Οι κανόνες αποθηκεύτηκαν· N κρατήσεις έμειναν όπως ήταν.",
      ),
    ),
  ).toBeVisible();
  const rules = (await (await admin.request.get("/api/studio-rules")).json()) as StudioRules;
  expect(rules.hours[weekday]?.[0]?.to).toBe("14:00");
  // The studio's hours as they were, for the specs that run after this one on the same server.
  const restored = await admin.request.put("/api/admin/studio-rules", { data: { rules: before } });
  expect(restored.status()).toBe(200);
});

const QUIET = {
  gr: {
    until: "Ησυχία έως",
    save: "Αποθήκευση κανόνων",
    same: "Οι ώρες ησυχίας πρέπει να αρχίζουν και να τελειώνουν σε διαφορετική ώρα.",
    saved: "Οι κανόνες αποθηκεύτηκαν.",
  },
  en: {
    until: "Quiet until",
    save: "Save the rules",
    same: "Quiet hours must start and end at different times.",
    saved: "The rules are saved.",
  },
} as const;

for (const lang of ["gr", "en"] as const) {
  test(`save pressed right after leaving a wrong field is not lost; the quiet hours save (${lang})`, async ({
    browser,
  }) => {
    const w = QUIET[lang];
    const owner = await phoneContext(browser, lang);
    expect((await owner.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const page = await owner.newPage();
    await page.goto("/admin-settings");
    const until = page.getByLabel(w.until);
    await expect(until).toHaveValue("09:00");
    // The owner types the same hour as the start, and goes straight for save: the press leaves the
    // field, whose sentence appears above the button. The click must still land: the form's refusal
    // shows beside the button too (issue 30; before, the button moved down under the pointer).
    await until.fill("21:00");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.same })).toBeVisible();
    await expect(page.getByText(w.same)).toHaveCount(2);
    await expectNoClippedButtons(page);
    await page.screenshot({ path: `test-results/settings-quiet-refused-${lang}.png`, fullPage: true });

    await until.fill("08:00");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(w.until)).toHaveValue("08:00");
    await expectNoSeriousViolations(page);
    const rules = (await (await owner.request.get("/api/studio-rules")).json()) as {
      quietHours: { from: string; to: string };
    };
    expect(rules.quietHours).toEqual({ from: "21:00", to: "08:00" });
    // Back to the default for the next run (afterAll restores the rest).
    await owner.request.put("/api/admin/studio-rules", {
      data: { rules: { ...rules, quietHours: { from: "21:00", to: "09:00" } }, outsideBookings: "keep" },
    });
    await owner.close();
  });
}

const ROWS = {
  gr: {
    saveKind: "Αποθήκευση",
    nameEn: "Όνομα (αγγλικά)",
    nameGr: "Όνομα (ελληνικά)",
    kindSaved: "Το είδος συνεδριών αποθηκεύτηκε.",
    fill: "Συμπλήρωσε όλα τα πεδία.",
    up: (name: string) => `${name}: μετακίνηση πιο πάνω`,
    down: (name: string) => `${name}: μετακίνηση πιο κάτω`,
    orderSaved: /Η σειρά αποθηκεύτηκε/,
  },
  en: {
    saveKind: "Save",
    nameEn: "Name (English)",
    nameGr: "Name (Greek)",
    kindSaved: "The kind of credit was saved.",
    fill: "Please fill in all fields.",
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    orderSaved: /The order was saved/,
  },
} as const;

for (const lang of ["gr", "en"] as const) {
  test(`the owner renames a kind of credit, moves it and a schedule up and back (${lang})`, async ({
    browser,
  }) => {
    const w = ROWS[lang];
    const n = crypto.randomUUID().slice(0, 6);
    const owner = await phoneContext(browser, lang);
    expect((await owner.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    // A kind and a switched-off schedule of this run's own (members never see it).
    const kind = { key: `k${n}`, nameGr: `Είδος ${n}`, nameEn: `Kind ${n}`, position: 50 };
    expect((await owner.request.post("/api/admin/credit-kinds", { data: kind })).ok()).toBe(true);
    const schedule = {
      key: `s${n}`,
      nameGr: `Αίθουσα ${n}`,
      nameEn: `Room ${n}`,
      creditKind: "gym",
      active: false,
      position: 900,
    };
    expect((await owner.request.post("/api/admin/schedules", { data: schedule })).ok()).toBe(true);
    const page = await owner.newPage();
    await page.goto("/admin-settings");

    // Rename: the English name, saved in the kind's card; then an empty name is refused there.
    const card = page.getByTestId(`credit-kind-${kind.key}`);
    await card.getByRole("textbox", { name: w.nameEn }).fill(`Stretching ${n}`);
    await card.getByRole("textbox", { name: w.nameGr }).fill(`Διατάσεις ${n}`);
    await card.getByRole("button", { name: w.saveKind }).click();
    await expect(card.getByText(w.kindSaved)).toBeVisible();
    await expect(
      card.getByText(lang === "gr" ? `Διατάσεις ${n}` : `Stretching ${n}`, { exact: true }),
    ).toBeVisible();
    await card.screenshot({ path: `test-results/settings-kind-renamed-${lang}.png` });
    await card.getByRole("textbox", { name: w.nameEn }).fill("");
    await card.getByRole("button", { name: w.saveKind }).click();
    await expect(card.getByRole("alert")).toHaveText(w.fill);
    await card.screenshot({ path: `test-results/settings-kind-refused-${lang}.png` });
    const kinds = (await (await owner.request.get("/api/credit-kinds")).json()) as {
      key: string;
      nameEn: string;
    }[];
    expect(kinds.find((k) => k.key === kind.key)?.nameEn).toBe(`Stretching ${n}`);

    // The kind moves up one place (the order every list of kinds follows), and back down.
    const kindName = lang === "gr" ? `Διατάσεις ${n}` : `Stretching ${n}`;
    const kindsNow = async () =>
      ((await (await owner.request.get("/api/credit-kinds")).json()) as { key: string }[]).map((k) => k.key);
    const kindsBefore = kinds.map((k) => k.key);
    const at = kindsBefore.indexOf(kind.key);
    const swapped = [...kindsBefore];
    [swapped[at - 1], swapped[at]] = [swapped[at]!, swapped[at - 1]!];
    await page.getByRole("button", { name: w.up(kindName) }).click();
    await expect(card.getByText(w.orderSaved)).toBeVisible();
    await expect(page.getByRole("button", { name: w.up(kindName) })).toBeFocused();
    expect(await kindsNow()).toEqual(swapped);
    await card.screenshot({ path: `test-results/settings-kind-moved-${lang}.png` });
    await page.getByRole("button", { name: w.down(kindName) }).click();
    await expect.poll(kindsNow).toEqual(kindsBefore);

    // Reorder: the new schedule (last) moves up one place, and back down.
    const name = lang === "gr" ? schedule.nameGr : schedule.nameEn;
    const order = async () =>
      ((await (await owner.request.get("/api/admin/schedules")).json()) as { key: string }[]).map(
        (s) => s.key,
      );
    const before = await order();
    expect(before.at(-1)).toBe(schedule.key);
    await page.getByRole("button", { name: w.up(name) }).click();
    const moved = page.getByTestId(`schedule-${schedule.key}`);
    await expect(moved.getByText(w.orderSaved)).toBeVisible();
    await expect(page.getByRole("button", { name: w.up(name) })).toBeFocused();
    expect(await order()).toEqual([...before.slice(0, -2), schedule.key, before.at(-2)]);
    await expect(page.locator("[data-testid^=schedule-]").nth(before.length - 2)).toHaveAttribute(
      "data-testid",
      `schedule-${schedule.key}`,
    );
    await expectNoClippedButtons(page);
    await expectNoSeriousViolations(page);
    await moved.screenshot({ path: `test-results/settings-schedule-moved-${lang}.png` });
    await page.screenshot({ path: `test-results/settings-rows-${lang}.png`, fullPage: true });
    await page.getByRole("button", { name: w.down(name) }).click();
    await expect(page.getByRole("button", { name: w.down(name) })).toBeDisabled();
    expect(await order()).toEqual(before);
    await owner.close();
  });
}
