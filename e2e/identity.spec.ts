import { type BrowserContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { IdentityAnswer } from "../src/shared/schemas/identity";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { adminContext, phoneContext } from "./support/fixtures";

/**
 * The studio's identity (decision 048) at 360 px, in Greek and English: the owner sets a name, a
 * colour (a too-light one first, refused beside the field with its contrast), the about story in
 * both languages and a logo; a visitor in either language then sees the logo and the name on the
 * home page, in the studio's colour from the first paint, and the story in their language on the
 * about page. The server's
 * identity goes back to what it was after the file, whatever happened.
 */

let admin: BrowserContext;
let before: IdentityAnswer;

const NAME = "Κίνηση Πάτρας";
const STORY = {
  gr: "Ξεκινήσαμε το 2010 σε μια μικρή αίθουσα της Πάτρας.\n\nΣήμερα προπονούμε όλη τη γειτονιά.",
  en: "We started in 2010 in a small room in Patras.\n\nToday we train the whole neighbourhood.",
};

test.beforeAll(async ({ browser }) => {
  admin = await adminContext(browser);
  before = (await (await admin.request.get("/api/admin/identity")).json()) as IdentityAnswer;
});

test.afterAll(async () => {
  const { logo, ...values } = before;
  const res = await admin.request.put("/api/admin/identity", { data: values });
  expect(res.ok()).toBe(true);
  if (!logo) await admin.request.delete("/api/admin/identity/logo");
  await admin.close();
});

test("the owner names the studio, picks its colour and tells its story; visitors see them in their language", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Ταυτότητα στούντιο" }).click();
  await expect(page).toHaveURL(/\/admin-identity$/);

  await page.getByRole("textbox", { name: "Όνομα στούντιο" }).fill(NAME);
  const color = page.getByRole("textbox", { name: "Χρώμα", exact: true });
  await color.fill("#ffcc00");
  await page.getByRole("button", { name: "Αποθήκευση ταυτότητας" }).click();
  await expect(color).toHaveAccessibleDescription(/αντίθεση 1,51:1, χρειάζεται τουλάχιστον 4,5:1/);
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/identity-refused-gr.png", fullPage: true });
  await page.getByRole("button", { name: "EN", exact: true }).click();
  const colour = page.getByRole("textbox", { name: "Colour", exact: true });
  await colour.fill("#ffcc01");
  await page.getByRole("button", { name: "Save the identity" }).click();
  await expect(colour).toHaveAccessibleDescription(/contrast 1\.51:1, at least 4\.5:1 is needed/);
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/identity-refused-en.png", fullPage: true });
  await page.getByRole("button", { name: "ΕΛ", exact: true }).click();

  await color.fill("#6a1b9a");
  const storyEn = page.getByRole("textbox", { name: "Η ιστορία μας (σελίδα «Σχετικά με εμάς») (Αγγλικά)" });
  await page
    .getByRole("textbox", { name: "Η ιστορία μας (σελίδα «Σχετικά με εμάς») (Ελληνικά)" })
    .fill(STORY.gr);
  await storyEn.fill("");
  await expect(storyEn).toHaveAccessibleDescription(
    "Κενό: όποιος διαβάζει στα Αγγλικά βλέπει το ελληνικό κείμενο.",
  );
  await storyEn.fill(STORY.en);
  await page.getByRole("button", { name: "Αποθήκευση ταυτότητας" }).click();
  await expect(page.getByText("Η ταυτότητα αποθηκεύτηκε.")).toBeVisible();
  await expectNoClippedButtons(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/identity-saved-gr.png", fullPage: true });
  // A logo: resized by the server, shown on the brand's colour as the home page draws it.
  const logo = await sharp({
    create: { width: 900, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="300"><circle cx="150" cy="150" r="120" fill="#fff"/><rect x="330" y="110" width="520" height="80" rx="40" fill="#fff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByText("Το λογότυπο αποθηκεύτηκε.")).toBeVisible();
  await expect(page.getByRole("img", { name: `Λογότυπο: ${NAME}` })).toBeVisible();
  await page.screenshot({ path: "test-results/identity-logo-gr.png", fullPage: true });
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await expect(page.getByText("The identity is saved.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Studio name" })).toHaveValue(NAME);
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/identity-saved-en.png", fullPage: true });
  await page.getByRole("button", { name: "ΕΛ", exact: true }).click(); // the shared admin stays Greek

  for (const lang of ["gr", "en"] as const) {
    const ctx = await phoneContext(browser, lang);
    await ctx.addCookies([{ name: "app_language", value: lang, url: new URL(page.url()).origin }]);
    const visitor = await ctx.newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    // The logo drawn at the size the first paint gave it, loaded.
    const drawn = visitor.locator("main img").first();
    await expect(drawn).toHaveAttribute("width", "216");
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(648);
    await expect(visitor).toHaveTitle(new RegExp(`^${NAME} · `));
    // The colour is in the page's HTML, not waiting for the app.
    const html = await (
      await visitor.request.get("/", { headers: { cookie: `app_language=${lang}` } })
    ).text();
    expect(html).toContain('style="--brand:#6a1b9a;');
    expect(
      await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand")),
    ).toBe("#6a1b9a");
    await expectNoClippedButtons(visitor);
    await visitor.screenshot({ path: `test-results/identity-home-${lang}.png`, fullPage: true });

    await visitor.getByRole("link", { name: lang === "gr" ? "Σχετικά με εμάς" : "About us" }).click();
    await expect(visitor).toHaveURL(/\/about$/);
    const [first, second] = STORY[lang].split("\n\n");
    await expect(visitor.getByText(first!)).toBeVisible();
    await expect(visitor.getByText(second!)).toBeVisible();
    await expect(visitor.getByText(STORY[lang === "gr" ? "en" : "gr"].split("\n\n")[0]!)).toHaveCount(0);
    await expectNoClippedButtons(visitor);
    if (lang === "gr") await expectNoSeriousViolations(visitor);
    await visitor.screenshot({ path: `test-results/identity-about-${lang}.png`, fullPage: true });
    await ctx.close();
  }
});
