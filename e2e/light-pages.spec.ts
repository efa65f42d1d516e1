import { expect, type Page, test } from "@playwright/test";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { newMember, phoneContext } from "./support/fixtures";

/**
 * A public page of text sends the script it shows, not the whole app (decision 054): about, terms,
 * unsubscribe, a dead reset link and an unknown address are drawn in plain markup before the
 * router loads, and never load Mantine, its stylesheet or a staff screen's code, even once the
 * browser is idle and the router has come. What they do still works: the language switch, the
 * link home (the router takes over), the unsubscribe button.
 */
const MESSAGES = { gr, en };

/** The app's script and style files the page asked for (`/assets/NAME-hash.ext`, by name). */
function assetsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (r) => {
    const m = new URL(r.url()).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.(js|css)$/);
    if (m) names.push(`${m[1]}.${m[2]}`);
  });
  return names;
}

/** What only the app's other screens need: Mantine, its stylesheet, zod (`schemas`), a staff screen, the charts. */
const HEAVY = /^(MantineRoot|Box|ScrollArea|schemas|AdminHomePage|BarChart)\./;

const PAGES = [
  { path: "/about", title: (m: typeof gr) => m.site.about.title },
  { path: "/terms", title: (m: typeof gr) => m.terms.title },
  { path: "/unsubscribe?token=nope", title: (m: typeof gr) => m.massMail.unsubscribe.title },
  { path: "/reset-password", title: (m: typeof gr) => m.auth.resetTitle },
  // The not-found page has no language switch (it never had).
  { path: "/no-such-page", title: (m: typeof gr) => m.common.notFoundTitle, noSwitch: true },
];

for (const lang of ["gr", "en"] as const) {
  const m = MESSAGES[lang];
  const other = MESSAGES[lang === "gr" ? "en" : "gr"];
  for (const { path, title, noSwitch } of PAGES) {
    test(`${path} is drawn without Mantine or the staff screens, at 360 px (${lang})`, async ({
      browser,
    }) => {
      const ctx = await phoneContext(browser, lang);
      const page = await ctx.newPage();
      const assets = assetsOf(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title(m) })).toBeVisible();
      await expect(page.locator("#first-paint")).toHaveCount(0);
      // Idle: the router's chunk has come by now (it takes over on the first link followed).
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => new Promise((r) => requestIdleCallback(() => r(true))));
      expect(assets.filter((a) => HEAVY.test(a))).toEqual([]);
      expect(assets.some((a) => a.startsWith("router."))).toBe(true);
      if (noSwitch) return ctx.close();
      // The switch redraws the page in the other language, still without Mantine.
      await page.getByRole("button", { name: lang === "gr" ? "EN" : "ΕΛ" }).click();
      await expect(page.getByRole("heading", { level: 1, name: title(other) })).toBeVisible();
      expect(assets.filter((a) => HEAVY.test(a))).toEqual([]);
      await ctx.close();
    });
  }

  test(`/about asks the server nothing once drawn: its hours and places come in the page (${lang})`, async ({
    browser,
  }) => {
    const ctx = await phoneContext(browser, lang);
    const page = await ctx.newPage();
    const reads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "fetch") reads.push(new URL(r.url()).pathname);
    });
    await page.goto("/about");
    await expect(
      page.getByRole("rowheader", { name: `${m.settings.weekdays[1]} – ${m.settings.weekdays[5]}` }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => new Promise((r) => requestIdleCallback(() => r(true))));
    expect(reads).toEqual([]);
    await ctx.close();
  });

  test(`the link home from a plain page opens the home page through the router (${lang})`, async ({
    browser,
  }) => {
    const ctx = await phoneContext(browser, lang);
    const page = await ctx.newPage();
    await page.goto("/terms");
    await page.getByRole("link", { name: m.common.back }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: m.home.loginSignup })).toBeVisible();
    // The browser's back button returns to the terms, now drawn by the router.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: m.terms.title })).toBeVisible();
    await ctx.close();
  });

  test(`the unsubscribe button answers a link that is not valid, in the page's language (${lang})`, async ({
    browser,
  }) => {
    const ctx = await phoneContext(browser, lang);
    const page = await ctx.newPage();
    await page.goto("/unsubscribe?token=nope");
    await page.getByRole("button", { name: m.massMail.unsubscribe.button }).click();
    await expect(page.getByRole("alert")).toHaveText(m.errors.UNSUBSCRIBE_TOKEN_INVALID);
    await ctx.close();
  });

  test(`about's contact form opens from the plain page, with Mantine loaded then (${lang})`, async ({
    browser,
  }) => {
    const ctx = await phoneContext(browser, lang);
    const page = await ctx.newPage();
    await page.goto("/about");
    await page.getByRole("button", { name: m.site.about.contactUs }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await ctx.close();
  });
}

test("a member who opens /admin is sent home, without the dashboard's first paint left over it", async ({
  browser,
}) => {
  const { page, close } = await newMember(browser, { lang: "en" });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: en.home.myAccount })).toBeVisible();
  await expect(page.locator("#first-paint")).toHaveCount(0);
  await close();
});
