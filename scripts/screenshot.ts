/**
 * Takes screenshots of pages in Debian's chromium, to look at what we build:
 *   npx tsx scripts/screenshot.ts http://localhost:3000/ out.png [width=360] [lang=gr]
 * Signed in: SHOT_EMAIL=… SHOT_PASSWORD=… npx tsx scripts/screenshot.ts …
 * One screenful from a heading down (a long page's full shot is too tall to read): SHOT_FROM="heading text".
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";

const [url, out, width = "360", lang = "gr"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: screenshot <url> <out.png> [width] [lang]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 780 } });
await context.addInitScript((l) => localStorage.setItem("app_language", l), lang);
const page = await context.newPage();
if (process.env.SHOT_EMAIL) {
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}
await page.goto(url, { waitUntil: "networkidle" });
if (process.env.SHOT_FROM) {
  const heading = page.getByText(process.env.SHOT_FROM, { exact: false }).first();
  await heading.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 8));
  await page.screenshot({ path: out });
} else {
  await page.screenshot({ path: out, fullPage: true });
}
await browser.close();
