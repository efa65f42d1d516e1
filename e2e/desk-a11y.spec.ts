import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { goToDay, openDay } from "./support/days";
import { adminContext, grantGymSessions, newMember, screenContext } from "./support/fixtures";

for (const lang of ["gr", "en"] as const) {
  test(`the session check's status badges are readable, and each timetable row's remove names its class (${lang})`, async ({
    browser,
  }) => {
    const admin = await adminContext(browser);
    const m = await newMember(browser, { lang });
    await grantGymSessions(admin.request, m.id, 5);
    const D = (await openDay(m.page.request, 3)).date;
    expect((await m.page.request.post("/api/bookings", { data: { date: D, time: "12:00" } })).status()).toBe(
      201,
    );

    const desk = await screenContext(browser, lang, 360);
    expect((await desk.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
    const page = await desk.newPage();
    await page.goto("/admin-sessions-check");
    await goToDay(page.locator("main"), D, lang);
    // The member's row carries the "OK" badge: green text on pale green once failed contrast.
    await expect(page.getByText(m.email)).toBeVisible();
    await expectNoSeriousViolations(page);

    // The timetable's former address still opens it, with its query.
    await page.goto("/admin-pilates?schedule=pilates");
    await expect(page).toHaveURL(/\/admin-classes\?schedule=pilates$/);
    const named =
      lang === "gr" ? /^Αφαίρεση του μαθήματος \S+ \d\d:\d\d$/ : /^Remove the \S+ \d\d:\d\d class$/;
    const removes = page.getByRole("button", { name: named });
    await expect(removes.first()).toBeVisible();
    const names = await removes.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(new Set(names).size).toBe(names.length);
    await desk.close();
    await admin.close();
    await m.close();
  });
}
