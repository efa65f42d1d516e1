import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { en } from "../../src/shared/locales/en";
import { gr } from "../../src/shared/locales/gr";
import { expectNoSeriousViolations } from "./axe";
import { expectNoClippedButtons } from "./clipping";
import { signUpMember } from "./fixtures";

/**
 * Every route of the client's router, opened as the role that may see it, at 360 px in both
 * languages: the document is never wider than the screen, no button is clipped, no text key shows
 * untranslated, the document names its language, and axe finds nothing serious. The list is read
 * from `src/client/app/router.tsx` itself, so a route added there is checked without touching this file.
 *
 * axe runs on the Greek pass only: what it checks (names, roles, structure, contrast) is the same
 * markup in English, and what differs by language (longer words that clip or overflow, a missing
 * translation, the document's `lang`) is what this spec checks in both. It is most of this spec's
 * time, and this spec was most of CI's (decision 028); a11y.spec.ts runs axe on the first screens
 * and the sign-up modal in both languages.
 *
 * The routes of a role can be dealt to several spec files (`part` of `parts`), so that the staff's
 * many screens run on several servers side by side instead of as one long test (decision 028).
 */

/** "staff": a `<RequireStaff>` screen, opened as the owner (who holds every capability). */
export type Access = "public" | "member" | "staff";
type Route = { path: string; access: Access };

function routerRoutes(): Route[] {
  const source = readFileSync(path.join(process.cwd(), "src/client/app/router.tsx"), "utf8");
  // `{ path: "/x", element: <RequireStaff can="coaching">…` in one line or several, the element in
  // parentheses or not: the guard, if any (with or without props such as `offline` or `can="…"`), opens it.
  const found = [
    ...source.matchAll(
      /path:\s*"([^"]+)",\s*element:\s*\(?\s*(<Require(Staff|Member)(?:\s+\w+(?:="[^"]*")?)*>)?/g,
    ),
  ].map(
    (m): Route => ({
      path: m[1]!,
      access: m[3] === "Staff" ? "staff" : m[3] === "Member" ? "member" : "public",
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
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });
  await ctx.addInitScript((l) => localStorage.setItem("app_language", l), lang);
  if (access === "staff") {
    expect((await ctx.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).ok()).toBe(true);
  }
  if (access === "member") await signUpMember(await ctx.newPage(), { lang });
  return ctx;
}

async function check(page: Page, route: Route, lang: "gr" | "en") {
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
  await expect(page.locator("html"), `${route.path} names its language`).toHaveAttribute(
    "lang",
    lang === "gr" ? "el" : "en",
  );
  // No control cut at 360 px (a label hidden by its button's overflow, or a button past the edge).
  await expectNoClippedButtons(page);
}

const routes = routerRoutes();

/** The tests of one role's routes (its `part`-th share of `parts`, in the router's order), in both languages. */
export function layoutTests(access: Access, part = 1, parts = 1) {
  const all = routes.filter((r) => r.access === access);
  const size = Math.ceil(all.length / parts);
  const mine = all.slice((part - 1) * size, part * size);
  for (const lang of ["gr", "en"] as const) {
    test(`${access} routes fit 360 px, translated, in ${lang}: ${mine.map((r) => r.path).join(" ")}`, async ({
      browser,
    }) => {
      // A guard against a hang, not a measure: a loaded CI machine takes several times a quiet one's.
      test.setTimeout(60_000 + mine.length * 40_000);
      const ctx = await contextFor(browser, access, lang);
      const page = await ctx.newPage();
      for (const route of mine) {
        await check(page, route, lang);
        if (lang === "gr") await expectNoSeriousViolations(page);
      }
      await ctx.close();
    });
  }
}
