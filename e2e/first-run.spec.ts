import { type Browser, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../playwright.config";
import { expectNoClippedButtons } from "./support/clipping";
import { captchaPayload, linkIn, phoneContext, uniqueEmail, waitForMail } from "./support/fixtures";
import { type FreshInstall, freshInstall } from "./support/fresh-install";

/**
 * A new install (decision 053) at 360 px: the owner's first sign-in asks to start empty or load the
 * example studio. Started empty, the owner makes the studio theirs (name, logo, colour, story in both
 * languages, hours, a schedule and a package on their screens, a trainer invited, the site opened)
 * and a visitor sees it in Greek and English, the studio's logo heading every plain page, with no
 * word of the example; loaded, the example's catalogue is there. Each test has a server of its own
 * on a copy of the run's migrated data directory.
 */

const NAME = "Ορίζοντας Yoga Loft";
const COLOR = "#8e24aa";
const STORY = {
  gr: "Ο Ορίζοντας άνοιξε σε μια ταράτσα του Βόλου.\n\nΚάθε πρωί γιόγκα με θέα τη θάλασσα.",
  en: "Orizontas opened on a rooftop in Volos.\n\nYoga every morning with a view of the sea.",
};
/** The example studio's name and words (its seed and standard story): none may show on a studio started empty. */
const EXAMPLE_WORDS = [
  "Kinisi",
  "Κίνηση",
  "Basic 12",
  "Pro 16",
  "Combo 100",
  "Ευέλικτο 32",
  "Flexible 32",
  "Reformer",
  "Pilates",
  "Πιλάτες",
  "Καλοκαιρινό κλείσιμο",
  "Summer closure",
  "απλή ιδέα",
  "simple idea",
];
const PUBLIC_PAGES = ["/", "/about", "/terms", "/reset-password", "/unsubscribe", "/questionnaire"];
/** The plain pages whose header the studio's logo heads, beside the home page's own. */
const HEADED_PAGES = ["/about", "/terms", "/reset-password", "/unsubscribe"];

// A step that cannot happen fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 20_000 });

let install: FreshInstall | undefined;
test.afterEach(async () => {
  await install?.close();
  install = undefined;
});

async function ownerOn(
  browser: Browser,
  url: string,
  lang: "gr" | "en",
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await phoneContext(browser, lang);
  const res = await ctx.request.post(`${url}/api/auth/sign-in/email`, { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return { ctx, page: await ctx.newPage() };
}

function expectNoExampleWords(where: string, text: string) {
  for (const word of EXAMPLE_WORDS) expect(text, `${where} says "${word}"`).not.toContain(word);
}

test("a studio started empty is the owner's alone: name, logo, colour, story, staff, site", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  install = await freshInstall(0);
  const { url } = install;
  const { ctx: owner, page } = await ownerOn(browser, url, "gr");

  // The first sign-in's question, asked once.
  await page.goto(`${url}/admin`);
  await expect(page.getByRole("heading", { name: "Καλώς ήρθες! Πώς θέλεις να ξεκινήσεις;" })).toBeVisible();
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/first-run-ask-gr.png", fullPage: true });
  await page.getByRole("button", { name: "Ξεκίνα από το μηδέν" }).click();
  await expect(page.getByRole("heading", { name: "Πρώτα βήματα" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ξεκίνα από το μηδέν" })).toHaveCount(0);
  expect(
    (await owner.request.post(`${url}/api/admin/first-run`, { data: { choice: "example" } })).status(),
  ).toBe(409);
  expect(await (await owner.request.get(`${url}/api/packages`)).json()).toEqual({ packages: [] });

  // Identity: name, colour, story in both languages, a logo.
  await page.goto(`${url}/admin-identity`);
  await page.getByRole("textbox", { name: "Όνομα στούντιο" }).fill(NAME);
  await page.getByRole("textbox", { name: "Χρώμα", exact: true }).fill(COLOR);
  await page
    .getByRole("textbox", { name: "Η ιστορία μας (σελίδα «Σχετικά με εμάς») (Ελληνικά)" })
    .fill(STORY.gr);
  await page
    .getByRole("textbox", { name: "Η ιστορία μας (σελίδα «Σχετικά με εμάς») (Αγγλικά)" })
    .fill(STORY.en);
  await page.getByRole("button", { name: "Αποθήκευση ταυτότητας" }).click();
  await expect(page.getByText("Η ταυτότητα αποθηκεύτηκε.")).toBeVisible();
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: COLOR } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByText("Το λογότυπο αποθηκεύτηκε.")).toBeVisible();
  // The terms' own details, on the same screen.
  await page.getByRole("textbox", { name: "Επωνυμία", exact: true }).fill("Ορίζοντας ΙΚΕ");
  await page.getByRole("textbox", { name: "ΑΦΜ", exact: true }).fill("EL999888777");
  await page.getByRole("button", { name: "Αποθήκευση όρων" }).click();
  await expect(page.getByText("Οι όροι αποθηκεύτηκαν.")).toBeVisible();
  await expectNoClippedButtons(page);

  // Hours, one schedule and a package, on their screens. The class schedule the migrations made
  // goes by a neutral name in a studio started empty.
  await page.goto(`${url}/admin-settings`);
  for (const day of ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή"])
    await page
      .getByRole("group", { name: new RegExp(day) })
      .getByLabel("Έως")
      .fill("21:00");
  await page.getByRole("button", { name: "Αποθήκευση κανόνων" }).click();
  await expect(page.getByText("Οι κανόνες αποθηκεύτηκαν.")).toBeVisible();
  const schedules = page.getByRole("region", { name: "Προγράμματα κρατήσεων" });
  await expect(
    page.getByTestId("schedule-pilates").getByRole("textbox", { name: "Όνομα (ελληνικά)" }),
  ).toHaveValue("Μαθήματα");
  await schedules.getByRole("textbox", { name: /Κωδικός/ }).fill("yoga");
  await schedules.getByRole("textbox", { name: "Όνομα (ελληνικά)" }).last().fill("Γιόγκα");
  await schedules.getByRole("textbox", { name: "Όνομα (αγγλικά)" }).last().fill("Yoga");
  await schedules
    .getByRole("combobox", { name: "Χρεώνει συνεδρίες" })
    .last()
    .selectOption({ label: "Γυμναστήριο" });
  await schedules.getByRole("button", { name: "Δημιουργία" }).click();
  await expect(schedules.getByText(/Το πρόγραμμα δημιουργήθηκε/)).toBeVisible();
  expectNoExampleWords("the settings screen", await page.locator("body").innerText());
  await page.goto(`${url}/admin`);
  const create = page.getByRole("region", { name: "Νέο πακέτο" });
  await create.getByRole("textbox", { name: "Όνομα", exact: true }).fill("Μηνιαία γιόγκα");
  await create.getByRole("textbox", { name: "Όνομα στα αγγλικά (αν διαφέρει)" }).fill("Monthly yoga");
  await create.getByRole("textbox", { name: "Τιμή (€)", exact: true }).fill("60");
  await create.getByRole("textbox", { name: "Συνεδρίες", exact: true }).fill("8");
  await create.getByRole("combobox", { name: "Είδος", exact: true }).click();
  await page.getByRole("option", { name: "Γυμναστήριο" }).click();
  await create.getByRole("button", { name: "Δημιουργία πακέτου" }).click();
  await expect(page.getByText("Το πακέτο δημιουργήθηκε.")).toBeVisible();

  // A trainer invited on the staff screen sets a password from the mail, in English.
  const trainerEmail = uniqueEmail("trainer");
  await page.goto(`${url}/admin-staff`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(trainerEmail);
  await page.getByRole("button", { name: "Αποστολή πρόσκλησης" }).click();
  await expect(page.getByText(`Η πρόσκληση στάλθηκε στο ${trainerEmail}.`)).toBeVisible();
  const invite = await waitForMail(trainerEmail, new RegExp(NAME));
  expectNoExampleWords("the invitation", `${invite.subject}\n${invite.text}`);
  const trainerCtx = await phoneContext(browser, "en");
  const trainer = await trainerCtx.newPage();
  await trainer.goto(linkIn(invite));
  await expect(trainer.getByText(new RegExp(`${NAME} invites you`))).toBeVisible();
  await trainer.getByRole("textbox", { name: "First name" }).fill("Άρτεμις");
  await trainer.getByRole("textbox", { name: "Last name" }).fill("Βόλου");
  await trainer.getByRole("textbox", { name: "Password", exact: true }).fill("trainer-password-1");
  await trainer.getByRole("button", { name: "Create my account" }).click();
  await expect(trainer.getByText("Your account is ready.", { exact: false })).toBeVisible();
  const signIn = await trainerCtx.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: trainerEmail, password: "trainer-password-1" },
  });
  expect(signIn.ok()).toBe(true);
  await trainer.goto(`${url}/admin`);
  await expect(trainer.getByRole("heading", { name: "Administration" })).toBeVisible();
  await expect(trainer.getByRole("heading", { name: "First steps" })).toHaveCount(0);
  await trainerCtx.close();

  // The site opened; the checklist ticks what the data says.
  await page.goto(`${url}/admin-identity`);
  await page.getByRole("button", { name: "Άνοιγμα της σελίδας στους επισκέπτες" }).click();
  await expect(page.getByText("Η σελίδα άνοιξε στους επισκέπτες.")).toBeVisible();
  const checklist = await (await owner.request.get(`${url}/api/admin/setup-checklist`)).json();
  expect(checklist).toEqual({
    identity: true,
    rules: true,
    schedules: true,
    packages: true,
    staff: true,
    members: false,
    site: true,
    start: "empty",
  });
  await owner.close();

  // A visitor in each language: the studio's name, colour and story, never the example's words.
  for (const lang of ["gr", "en"] as const) {
    const ctx = await phoneContext(browser, lang);
    await ctx.addCookies([{ name: "app_language", value: lang, url }]);
    const visitor = await ctx.newPage();
    for (const path of PUBLIC_PAGES) {
      await visitor.goto(`${url}${path}`);
      await expect(visitor).toHaveTitle(new RegExp(NAME));
      const html = await (
        await visitor.request.get(`${url}${path}`, { headers: { cookie: `app_language=${lang}` } })
      ).text();
      expect(html).toContain(`style="--brand:${COLOR};`);
      await expect(visitor.locator("body")).not.toBeEmpty();
      expectNoExampleWords(`${path} (${lang})`, `${html}\n${await visitor.locator("body").innerText()}`);
    }
    await visitor.goto(`${url}/`);
    await expect(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(visitor.locator("main img").first()).toHaveAttribute("src", /^\/api\/site\/logo\?v=/);
    await visitor
      .getByRole("button", { name: lang === "gr" ? "Πακέτα γυμναστηρίου" : "Gym packages" })
      .click();
    await expect(visitor.getByText(lang === "gr" ? "Μηνιαία γιόγκα" : "Monthly yoga")).toBeVisible();
    expectNoExampleWords(`the packages (${lang})`, await visitor.locator("body").innerText());
    await visitor.screenshot({ path: `test-results/first-run-packages-${lang}.png`, fullPage: true });
    for (const path of HEADED_PAGES) {
      await visitor.goto(`${url}${path}`);
      const mark = visitor.getByRole("img", { name: NAME });
      await expect(mark).toBeVisible();
      await expect(mark).toHaveAttribute("src", /^\/api\/site\/logo\?v=/);
    }
    await visitor.screenshot({ path: `test-results/first-run-header-${lang}.png` });
    await visitor.goto(`${url}/about`);
    await expect(visitor.getByText(STORY[lang].split("\n\n")[0]!)).toBeVisible();
    await visitor.goto(`${url}/terms`);
    await expect(visitor.getByText(/Ορίζοντας ΙΚΕ/)).toBeVisible();
    await expectNoClippedButtons(visitor);
    await visitor.screenshot({ path: `test-results/first-run-terms-${lang}.png`, fullPage: true });
    const manifest = await (await visitor.request.get(`${url}/manifest.webmanifest`)).text();
    expect(manifest).toContain(NAME);
    expectNoExampleWords("the manifest", manifest);

    // Signing up: the confirmation e-mail names the studio, and nothing of the example.
    const email = uniqueEmail(`visitor-${lang}`);
    const api = await request.newContext({ baseURL: url });
    const res = await api.post("/api/auth/sign-up/email", {
      headers: { "x-captcha": await captchaPayload(api) },
      data: {
        email,
        password: "member-password-1",
        name: "x",
        firstName: "Νίκη",
        lastName: "Ανέμου",
        language: lang,
      },
    });
    expect(res.ok()).toBe(true);
    await api.dispose();
    const mail = await waitForMail(email, new RegExp(NAME));
    expectNoExampleWords(`the confirmation e-mail (${lang})`, `${mail.subject}\n${mail.text}`);
    // Its HTML opens with the studio's logo.
    expect(mail.text).toContain(`alt="${NAME}"`);
    expect(mail.text).toContain(`<img src="${url}/api/site/logo?v=`);
    await ctx.close();
  }
});

test("the example studio loads on request, with the spec's catalogue", async ({ browser }) => {
  test.setTimeout(180_000);
  install = await freshInstall(1);
  const { url } = install;
  const { ctx: owner, page } = await ownerOn(browser, url, "en");
  await page.goto(`${url}/admin`);
  await page.getByRole("button", { name: "Load the example studio" }).click();
  await expect(page.getByRole("heading", { name: "First steps" })).toBeVisible();
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/first-run-example-en.png", fullPage: true });
  const { packages } = (await (await owner.request.get(`${url}/api/packages`)).json()) as {
    packages: { name: string }[];
  };
  const names = packages.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(["Basic 12", "Pro 16", "Reformer Pilates 8"]));
  expect((await owner.request.put(`${url}/api/admin/site-open`, { data: { open: true } })).status()).toBe(
    204,
  );
  const visitorCtx = await phoneContext(browser, "gr");
  const visitor = await visitorCtx.newPage();
  await visitor.goto(`${url}/`);
  await visitor.getByRole("button", { name: "Πακέτα γυμναστηρίου" }).click();
  await expect(visitor.getByText("Basic 12")).toBeVisible();
  await visitorCtx.close();
  await owner.close();
});
