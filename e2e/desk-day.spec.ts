import { expect, type Page, test } from "@playwright/test";
import { CLOCKED_URL } from "../playwright.config";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoClippedButtons } from "./support/clipping";
import { longDay, openDay, typeDate } from "./support/days";
import {
  adminContext,
  grantGymSessions,
  newMember,
  phoneContext,
  signUpMember,
  uniqueEmail,
} from "./support/fixtures";

/**
 * The desk's day on a phone (360 px, both languages): the first screen of /admin is the day's
 * reservations, whatever the notifications (folded to their count, opened on a press), and a new
 * booking for a day weeks ahead is typed, not tapped to. On the second server, whose clock reads
 * 10:20 at the studio on an open day, so today has slots left to book (CLOCKED_URL).
 */
test.use({ baseURL: CLOCKED_URL });

type Day = { date: string; today: string; slots: { time: string; available: boolean }[] };

/** The top of the day's table, against the screen's height. */
async function tableTop(page: Page) {
  const table = page.getByTestId("day-reservations");
  await expect(table).toBeVisible();
  const top = await table.evaluate((el) => el.getBoundingClientRect().top);
  return { top, height: page.viewportSize()!.height };
}

for (const lang of ["gr", "en"] as const) {
  const L = lang === "gr" ? gr : en;
  const fill = (text: string, params: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ""));

  test(`the desk's first screen is the day, the notifications folded to their count (${lang})`, async ({
    browser,
  }) => {
    const owner = await adminContext(browser);
    // A front desk person, made so by the owner.
    const ctx = await phoneContext(browser, lang);
    await signUpMember(ctx.request, { lang, firstName: "Γραμματεία" });
    const me = (await (await ctx.request.get("/api/me")).json()) as { user: { id: string } };
    const role = await owner.request.put(`/api/admin/members/${me.user.id}/role`, { data: { role: "desk" } });
    expect(role.ok()).toBe(true);

    // Today has a walk-in booked by the desk; members' own bookings fill the notifications.
    const today = (await (await owner.request.get("/api/admin/booking/day")).json()) as Day;
    const later = today.slots.filter((s) => s.available).at(-1)!;
    const walkIn = await owner.request.post("/api/admin/reservations", {
      data: { email: uniqueEmail("walk-in"), name: "Walk In", date: today.today, time: later.time },
    });
    expect(walkIn.status()).toBe(201);
    for (let i = 0; i < 3; i++) {
      const m = await newMember(browser, { lang });
      await grantGymSessions(owner.request, m.id, 5);
      const day = await openDay(m.page.request, 7 + i);
      const slot = day.slots.find((s) => !s.full)!;
      expect(
        (await m.page.request.post("/api/bookings", { data: { date: day.date, time: slot.time } })).ok(),
      ).toBe(true);
      await m.close();
    }

    const page = await ctx.newPage();
    await page.goto("/admin");
    const { top, height } = await tableTop(page);
    expect(top).toBeLessThan(height);
    await expect(page.getByTestId("day-reservations")).toContainText(later.time);
    const notifications = page.getByRole("button", {
      name: new RegExp(`^${L.booking.admin.notifications.title} \\(\\d+\\)$`),
    });
    await expect(notifications).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("notifications")).toBeHidden();
    await expectNoClippedButtons(page);
    await page.screenshot({ path: test.info().outputPath(`desk-first-screen-${lang}.png`) });

    // Opened on a press: the list, with its delete-all.
    await notifications.click();
    await expect(notifications).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("notifications").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("button", { name: L.booking.admin.notifications.deleteAll })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`desk-notifications-${lang}.png`), fullPage: true });

    // A new booking weeks ahead: the date typed in the dialog the day's card opens.
    await page.getByRole("button", { name: L.booking.admin.create.button }).click();
    const dialog = page.getByRole("dialog", { name: L.booking.admin.create.title });
    const ahead = await openDay(owner.request, 21);
    await typeDate(dialog.getByRole("textbox", { name: L.booking.admin.create.date }), ahead.date);
    await expect(dialog.getByTestId("day-title")).toHaveText(
      new RegExp(longDay(ahead.date, lang).replace(",", ",?")),
    );
    const time = ahead.slots.find((s) => !s.full)!.time;
    await dialog
      .getByRole("textbox", { name: new RegExp(L.booking.admin.create.email) })
      .fill(uniqueEmail("guest"));
    await dialog.getByRole("textbox", { name: L.booking.admin.create.name }).fill("Guest Ahead");
    await dialog.getByRole("button", { name: new RegExp(`^${time}`) }).click();
    await dialog.getByRole("button", { name: fill(L.booking.admin.create.bookAt, { time }) }).click();
    await expect(dialog.getByText(L.booking.admin.create.createdGuest)).toBeVisible();
    await expectNoClippedButtons(page, "[role=dialog]");
    await page.screenshot({ path: test.info().outputPath(`desk-new-booking-${lang}.png`) });

    // The owner's dashboard (every button and link of the studio) opens on the day too.
    const ownerPage = await owner.newPage();
    await ownerPage.addInitScript((l) => localStorage.setItem("app_language", l), lang);
    await ownerPage.goto("/admin");
    const own = await tableTop(ownerPage);
    expect(own.top).toBeLessThan(own.height);
    await ownerPage.screenshot({ path: test.info().outputPath(`owner-first-screen-${lang}.png`) });

    await ctx.close();
    await owner.close();
  });
}
