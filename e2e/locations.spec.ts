import crypto from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { bookingDay, goToDay, openBookingOn, openDay } from "./support/days";
import {
  adminContext,
  approveRequest,
  newMember,
  phoneContext,
  requestPackage,
  signUpMember,
  uniqueFirstName,
  waitForMail,
} from "./support/fixtures";

/**
 * A second branch (decision 057) at 360 px, in Greek and in English: the owner adds a location with
 * its hours on the settings screen, a class schedule held there with a Tuesday 19:00 class, a package
 * valid there only (and one that roams). A member who bought the first tries the gym floor at the
 * first place (refused, told where the package is valid), books the class at the new place and gets
 * its address in the calendar file. The new place's desk sees the booking, the first place's desk
 * does not; the owner's report shows both places. At the end the location is closed, its schedule
 * switched off and its packages deleted, so the other specs on this server see one location again.
 */

// A step that cannot happen fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 20_000 });

const TUESDAY = 2;
type Lang = "gr" | "en";

async function checkScreen(page: Page, shot: string, scope?: string) {
  await expectNoSeriousViolations(page, scope);
  await expectNoClippedButtons(page);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true });
}

/** A front-desk account, made so by the owner, working at `location` only. */
async function deskAt(browser: Browser, owner: Page, lang: Lang, location: string) {
  const ctx = await phoneContext(browser, lang);
  await signUpMember(ctx.request, { lang, firstName: "Ρεσεψιόν" });
  const me = (await (await ctx.request.get("/api/me")).json()) as { user: { id: string } };
  const id = me.user.id;
  expect((await owner.request.put(`/api/admin/members/${id}/role`, { data: { role: "desk" } })).ok()).toBe(
    true,
  );
  const placed = await owner.request.put(`/api/admin/staff/${id}/locations`, {
    data: { locations: [location] },
  });
  expect(placed.ok()).toBe(true);
  return { ctx, id };
}

for (const [lang, daysAhead] of [
  ["gr", 15],
  ["en", 16],
] as const satisfies [Lang, number][]) {
  const L = lang === "gr" ? gr : en;
  test(`${lang}: a second place with its own class and package; the member, the two desks and the owner`, async ({
    browser,
  }) => {
    const n = crypto.randomInt(1000, 9999);
    const place = {
      key: `kif-${lang}-${n}`,
      nameGr: `Κηφισιά ${n}`,
      nameEn: `Kifisia ${n}`,
      address: `Λεβίδου ${n}, Κηφισιά`,
      addressEn: `Levidou ${n}, Kifisia`,
      hoursGr: "Δευ–Παρ 07:00–22:00",
      hoursEn: "Mon–Fri 07:00–22:00",
    };
    const placeName = lang === "gr" ? place.nameGr : place.nameEn;
    const schedule = { key: `cls-${lang}-${n}`, nameGr: `Μάθημα ${n}`, nameEn: `Class ${n}` };
    const scheduleName = lang === "gr" ? schedule.nameGr : schedule.nameEn;
    const local = `Κηφισιά 8 · ${n}`;
    const roaming = `Παντού 8 · ${n}`;
    const owner = await adminContext(browser);
    await owner.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    const page = await owner.newPage();
    const firstName = uniqueFirstName();
    const member = await newMember(browser, { lang, firstName });
    const desks: { ctx: { close: () => Promise<void> }; id: string }[] = [];
    try {
      // 1. The owner adds the place with its hours on the settings screen.
      await page.goto("/admin-settings");
      const places = page.getByRole("region", { name: L.locations.title });
      const form = places
        .locator("form")
        .filter({ has: page.getByRole("textbox", { name: L.locations.key }) });
      await form.getByRole("textbox", { name: L.locations.key }).fill(place.key);
      await form.getByRole("textbox", { name: L.locations.nameGr }).fill(place.nameGr);
      await form.getByRole("textbox", { name: L.locations.nameEn }).fill(place.nameEn);
      await form.getByRole("textbox", { name: L.locations.address }).fill(place.address);
      await form.getByRole("textbox", { name: L.locations.addressEn }).fill(place.addressEn);
      await form.getByRole("textbox", { name: L.locations.hoursGr }).fill(place.hoursGr);
      await form.getByRole("textbox", { name: L.locations.hoursEn }).fill(place.hoursEn);
      await form.getByRole("button", { name: L.locations.create }).click();
      await expect(places.getByText(L.locations.created)).toBeVisible();
      await checkScreen(page, `locations-settings-${lang}`);

      // 2. A class schedule held there (gym credits), and its Tuesday 19:00 class for 8.
      const schedules = page.getByRole("region", { name: L.schedules.title });
      await schedules
        .getByRole("textbox", { name: new RegExp(L.schedules.key.split(" ")[0]!) })
        .fill(schedule.key);
      await schedules.getByRole("textbox", { name: L.schedules.nameGr }).last().fill(schedule.nameGr);
      await schedules.getByRole("textbox", { name: L.schedules.nameEn }).last().fill(schedule.nameEn);
      await schedules.getByRole("combobox", { name: L.schedules.creditKind }).last().selectOption("gym");
      await schedules.getByRole("combobox", { name: L.locations.choose }).last().selectOption(place.key);
      await schedules.getByRole("button", { name: L.schedules.create }).click();
      await expect(schedules.getByText(L.schedules.created)).toBeVisible();
      const added = await owner.request.post("/api/admin/classes", {
        data: { schedule: schedule.key, weekday: TUESDAY, time: "19:00", minutes: 60, capacity: 8 },
      });
      expect(added.status()).toBe(201);

      // 3. A package valid at the new place only, on the dashboard's form; a roaming one beside it.
      await page.goto("/admin");
      const create = page.getByRole("region", { name: L.packages.admin.createTitle });
      await create.getByRole("textbox", { name: /^(Όνομα|Name \(Greek site\))( \*)?$/ }).fill(local);
      await create.getByRole("textbox", { name: /^(Τιμή|Price) \(€\)( \*)?$/ }).fill("64");
      await create.getByRole("textbox", { name: /^(Συνεδρίες|Sessions)( \*)?$/ }).fill("8");
      await create.getByPlaceholder(L.locations.validEverywhere).click();
      await page.getByRole("option", { name: placeName }).click();
      await create.getByRole("button", { name: /Δημιουργία πακέτου|Create package/ }).click();
      await expect(create.getByText(/Το πακέτο δημιουργήθηκε|The package was created/)).toBeVisible();
      const made = await owner.request.post("/api/admin/packages", {
        data: { kind: "gym", name: roaming, nameEn: "", priceCents: 7000, sessions: 8, weeks: 8 },
      });
      expect(made.ok()).toBe(true);

      // 4. The member buys the local one; the desk approves.
      await approveRequest(owner.request, await requestPackage(member.page.request, local));

      // 5. At the first place the gym floor refuses, naming where the package is valid.
      const m = member.page;
      const { date: gymDate } = await openDay(m.request, daysAhead);
      const gym = await openBookingOn(m, gymDate, { lang });
      await expect(gym.getByRole("radiogroup", { name: L.locations.choose })).toBeVisible();
      const slot = gym.getByRole("button", { name: /^1\d:00/ }).first();
      await slot.click();
      await gym
        .getByRole("button", { name: /^(Κράτηση|Book)/ })
        .last()
        .click();
      const refusal = L.errors.PACKAGE_NOT_VALID_HERE.replace(/\{\{places, name\}\}/, placeName);
      await expect(gym.getByText(refusal)).toBeVisible();
      await checkScreen(m, `locations-refused-${lang}`, "[role=dialog]");

      // 6. At the new place the class books, and the calendar file carries the place's address.
      let day = await openDay(m.request, daysAhead);
      while (new Date(`${day.date}T12:00:00Z`).getUTCDay() !== TUESDAY)
        day = await bookingDay(m.request, day.nextDay!);
      const booking = await openBookingOn(m, day.date, { lang });
      await booking.getByRole("radiogroup", { name: L.locations.choose }).getByText(placeName).click();
      await expect(booking.getByRole("radio", { name: placeName })).toBeChecked();
      await goToDay(booking, day.date, lang);
      await booking.getByRole("button", { name: /^19:00/ }).click();
      await booking.getByRole("button", { name: new RegExp(`^(Κράτηση|Book) ${scheduleName}`) }).click();
      await expect(booking.getByText(new RegExp(scheduleName))).toBeVisible();
      await checkScreen(m, `locations-booked-${lang}`, "[role=dialog]");
      const mail = await waitForMail(member.email, new RegExp(scheduleName));
      const address = lang === "gr" ? place.address : place.addressEn;
      const where = mail.calendar?.replace(/\r?\n /g, "").match(/^LOCATION:.*$/m)?.[0] ?? "";
      expect(where).toContain(address.replace(/,/g, "\\,"));

      // 7. The new place's desk sees the booking; the first place's desk does not.
      for (const [where, sees] of [
        [place.key, true],
        ["main", false],
      ] as const) {
        const desk = await deskAt(browser, page, lang, where);
        desks.push(desk);
        const p = await (desk.ctx as Awaited<ReturnType<typeof phoneContext>>).newPage();
        await p.goto("/admin");
        const panel = p.getByRole("region", { name: L.booking.admin.day.title });
        await goToDay(panel, day.date, lang);
        if (sees) await expect(panel.getByTestId("day-reservations")).toContainText(firstName);
        else await expect(panel.getByText(firstName)).toHaveCount(0);
        await checkScreen(p, `locations-desk-${where === "main" ? "first" : "new"}-${lang}`);
        // Asking for the other place's day is refused on the server too.
        const other = where === "main" ? place.key : "main";
        const res = await p.request.get(`/api/admin/reservations?date=${day.date}&location=${other}`);
        expect(res.status()).toBe(403);
      }

      // 8. The owner's report names both places.
      await page.goto("/admin-report");
      const byPlace = page.getByRole("table").filter({ hasText: placeName });
      await expect(byPlace).toBeVisible();
      await expect(byPlace).toContainText(L.locations.total);
      await checkScreen(page, `locations-report-${lang}`);
    } finally {
      // Back to one location for the other specs on this server.
      await owner.request.put(`/api/admin/locations/${place.key}`, {
        data: { ...place, key: undefined, mapUrl: "", phone: "", active: false, position: 9 },
      });
      await owner.request.put(`/api/admin/schedules/${schedule.key}`, {
        data: { ...schedule, key: undefined, creditKind: "gym", active: false, position: 9 },
      });
      const { packages } = (await (await owner.request.get("/api/admin/packages")).json()) as {
        packages: { id: string; name: string }[];
      };
      for (const p of packages.filter((x) => x.name === local || x.name === roaming))
        await owner.request.delete(`/api/admin/packages/${p.id}`);
      await Promise.all([owner.close(), member.close(), ...desks.map((d) => d.ctx.close())]);
    }
  });
}
