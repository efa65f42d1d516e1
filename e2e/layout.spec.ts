import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { en } from "../src/shared/locales/en";
import { gr } from "../src/shared/locales/gr";
import { expectNoSeriousViolations } from "./support/axe";
import { signUpMember } from "./support/fixtures";

/**
 * Every route of the client's router, opened as the role that may see it, at 360 px in both
 * languages: the document is never wider than the screen, no text key shows untranslated, and axe
 * finds nothing serious. The list is read from `src/client/app/router.tsx` itself, so a route added
 * there is checked without touching this file.
 */

type Access = "public" | "member" | "admin";
type Route = { path: string; access: Access };

function routerRoutes(): Route[] {
  const source = readFileSync(path.join(process.cwd(), "src/client/app/router.tsx"), "utf8");
  // `{ path: "/x", element: <RequireAdmin>…` in one line or several: the guard, if any (with or without props such as `offline`), opens the element.
  const found = [
    ...source.matchAll(/path:\s*"([^"]+)",\s*element:\s*(<Require(Admin|Member)(?:\s+\w+)*>)?/g),
  ].map(
    (m): Route => ({
      path: m[1]!,
      access: m[3] === "Admin" ? "admin" : m[3] === "Member" ? "member" : "public",
    }),
  );
  // Every `path:` in the router must have been understood, or a new way of writing one would hide it.
  expect(found.length, "routes understood / declared").toBe(source.match(/\bpath:/g)?.length);
  return found;
}

/** A path to open: parameters get a value that exists nowhere (the page's not-found state is checked too). */
const visitable = (path: string) =>
  path === "*" ? "/no-such-page" : path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

const NAMESPACES = new Set([...Object.keys(gr), ...Object.keys(en)]);
/** Words shown that look like a text key ('booking.admin.title') of one of the locales' namespaces. */
function untranslated(text: string): string[] {
  return (text.match(/\b[a-z][A-Za-z]*(\.[A-Za-z][A-Za-z0-9_]*)+\b/g) ?? []).filter((w) =>
    NAMESPACES.has(w.split(".")[0]!),
  );
}

async function contextFor(browser: Browser, access: Access, lang: "gr" | "en") {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await ctx.addInitScript((l) => localStorage.setItem("app_language", l), lang);
  if (access === "admin") {
    expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  }
  if (access === "member") await signUpMember(await ctx.newPage(), { lang });
  return ctx;
}

async function check(page: Page, route: Route) {
  await page.goto(visitable(route.path));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // The guard let this role in (it sends the others home).
  if (route.path !== "/" && route.path !== "*") expect(new URL(page.url()).pathname).not.toBe("/");
  const { width, viewport } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(width, `${route.path} is wider than the screen`).toBeLessThanOrEqual(viewport);
  expect(untranslated(await page.locator("body").innerText()), `${route.path} shows text keys`).toEqual([]);
}

const routes = routerRoutes();
for (const lang of ["gr", "en"] as const) {
  for (const access of ["public", "member", "admin"] as const) {
    const mine = routes.filter((r) => r.access === access);
    test(`${access} routes fit 360 px, translated, in ${lang}: ${mine.map((r) => r.path).join(" ")}`, async ({
      browser,
    }) => {
      test.setTimeout(30_000 + mine.length * 15_000);
      const ctx = await contextFor(browser, access, lang);
      const page = await ctx.newPage();
      for (const route of mine) {
        await check(page, route);
        if (lang === "gr") await expectNoSeriousViolations(page);
      }
      await ctx.close();
    });
  }
}
