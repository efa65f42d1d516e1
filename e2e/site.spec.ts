import crypto from "node:crypto";
import { expect, type Locator, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { logInAsAdmin, uniqueEmail, useLanguage, waitForMail } from "./support/fixtures";

/**
 * The public site at 360 px and at desktop width: the gallery (buttons, keys, swipes), the contact
 * form through to the admin list and the studio's mailbox, and date-limited announcements.
 */

/** A swipe as a finger makes it: touch pointer events from one x to another. */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const init = { pointerId: 7, pointerType: "touch", isPrimary: true, button: 0, clientY: y };
  await target.dispatchEvent("pointerdown", { ...init, clientX: x });
  await target.dispatchEvent("pointermove", { ...init, clientX: x + dx / 2 });
  await target.dispatchEvent("pointerup", { ...init, clientX: x + dx });
}

const studioToday = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Athens" });
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

for (const viewport of [
  { name: "360 px", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`public site at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the gallery: thumbnails, lightbox buttons, keys, swipes past and short of 75 px, closing", async ({
      page,
    }) => {
      await useLanguage(page, "en");
      await page.goto("/");
      await page.getByRole("button", { name: "Photos" }).click();
      const gallery = page.getByRole("dialog", { name: "Photos" });
      const thumbs = gallery.getByRole("button", { name: /^Open photo/ });
      await expect(thumbs).toHaveCount(7);
      await expect(gallery.locator("img").first()).toHaveAttribute("loading", "lazy");
      await expect(gallery.locator("source[type='image/avif']").first()).toHaveAttribute(
        "srcset",
        /320w.*1600w/,
      );
      await expectNoSeriousViolations(page);

      await thumbs.first().click();
      const box = page.getByTestId("lightbox");
      const at = (n: number) => expect(box).toHaveAttribute("aria-label", `Photo ${n} of 7`);
      await at(1);
      await expect(box.locator("img")).toBeVisible();
      await expectNoSeriousViolations(page, "[data-testid=lightbox]");

      await box.getByRole("button", { name: "Next photo" }).click();
      await at(2);
      await box.getByRole("button", { name: "Previous photo" }).click();
      await at(1);
      await box.getByRole("button", { name: "Previous photo" }).click();
      await at(7); // wraps at the start
      await page.keyboard.press("ArrowRight");
      await at(1); // and at the end
      await page.keyboard.press("ArrowLeft");
      await at(7);

      const image = box.locator("img");
      await swipe(image, -120);
      await at(1);
      await swipe(image, -50); // short of 75 px: stays
      await at(1);
      await swipe(image, 76);
      await at(7);
      // A mouse drag counts too; the click that ends it does not close the photo.
      const rect = (await image.boundingBox())!;
      await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
      await page.mouse.down();
      await page.mouse.move(rect.x + rect.width / 2 - 100, rect.y + rect.height / 2, { steps: 5 });
      await page.mouse.up();
      await at(1);

      await page.keyboard.press("Escape");
      await expect(box).toHaveCount(0);
      await expect(gallery).toBeVisible(); // Escape closed the photo, not the gallery

      await thumbs.nth(2).click();
      await at(3);
      await page.mouse.click(5, viewport.height - 5); // the backdrop
      await expect(box).toHaveCount(0);
      await gallery.getByRole("button", { name: "Close" }).click();
      await expect(gallery).toHaveCount(0);
    });

    test("the contact form needs the robot check, sends, and the message reaches the admin list and the mailbox", async ({
      page,
      browser,
    }) => {
      await useLanguage(page, "en");
      await page.goto("/");
      await page.getByRole("button", { name: "Contact" }).click();
      const dialog = page.getByRole("dialog", { name: "Contact Us" });
      await expect(dialog.getByRole("link", { name: /Phone:/ })).toBeVisible();
      await expectNoSeriousViolations(page);

      const email = uniqueEmail("visitor");
      const message = `Hello, is there a Reformer class on Saturday? ${crypto.randomUUID().slice(0, 6)}`;
      await dialog.getByLabel("Email").fill(email);
      await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
      await dialog.getByLabel("Phone").fill("+30 210 555 0101");
      await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
      await dialog.getByLabel("Message").fill(message);
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please confirm you are not a robot.");

      await dialog.locator("altcha-widget input[type=checkbox]").click();
      await expect(dialog.locator("altcha-widget [data-state=verified]")).toHaveCount(1, { timeout: 20_000 });
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(dialog.getByRole("status")).toHaveText("Your message was sent successfully!");
      await expect(dialog.getByLabel("Email")).toHaveValue("");
      await expect(dialog.getByLabel("Message")).toHaveValue("");

      const mail = await waitForMail("info@kinisi.local", new RegExp(email.replace(/[.+]/g, "\\$&")));
      expect(mail.text).toContain(message);

      const adminContext = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const admin = await adminContext.newPage();
      await useLanguage(admin, "en");
      await logInAsAdmin(admin);
      await admin.goto("/admin/messages");
      const card = admin.getByTestId("contact-message").filter({ hasText: message });
      await expect(card).toBeVisible();
      await expect(admin.getByTestId("contact-message").first()).toContainText(message); // newest first
      await card.getByRole("button", { name: "Handled" }).click();
      await expect(admin.getByTestId("contact-message").filter({ hasText: message })).toHaveCount(0);
      await adminContext.close();
    });

    test("About us: story, services, hours from the calendar, location and social links, in both languages", async ({
      page,
    }) => {
      await useLanguage(page, "gr");
      await page.goto("/");
      await page.getByRole("link", { name: "Σχετικά με εμάς" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page).toHaveTitle("Σχετικά με εμάς · Kinisi");
      await expect(page.getByRole("row", { name: /Δευτέρα – Παρασκευή/ })).toContainText("08:00 – 22:00");
      await expect(page.getByRole("row", { name: /Σάββατο/ })).toContainText("10:00 – 18:00");
      await expect(page.getByRole("row", { name: /Κυριακή/ })).toContainText("Κλειστά");
      await expect(page.getByRole("link", { name: "Άνοιγμα στον χάρτη" })).toHaveAttribute("href", /^https:/);
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "EN" }).click();
      await expect(page.getByRole("heading", { name: "About us", level: 1 })).toBeVisible();
      await expect(page).toHaveTitle("About us · Kinisi");
      await expect(page.getByRole("row", { name: /Monday – Friday/ })).toContainText("08:00 – 22:00");
      await expect(page.getByRole("link", { name: "Instagram" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test("an announcement shows inside its window, not outside it, and stays away once dismissed", async ({
      page,
    }) => {
      await useLanguage(page, "en");
      await logInAsAdmin(page);
      const today = studioToday();
      const tag = crypto.randomUUID().slice(0, 6);
      const make = async (title: string, startsOn: string, endsOn: string) => {
        const res = await page.request.post("/api/admin/announcements", {
          data: {
            kind: "message",
            startsOn,
            endsOn,
            titleGr: `${title} (ελ)`,
            titleEn: title,
            bodyGr: "Κείμενο",
            bodyEn: "New evening classes start this week.",
          },
        });
        expect(res.status()).toBe(201);
        return ((await res.json()) as { id: string }).id;
      };
      const ids = [
        await make(`Now ${tag}`, shift(today, -1), shift(today, 1)),
        await make(`Past ${tag}`, shift(today, -10), shift(today, -5)),
        await make(`Later ${tag}`, shift(today, 3), shift(today, 9)),
      ];
      try {
        await page.goto("/");
        const popup = page.getByRole("dialog", { name: `Now ${tag}` });
        await expect(popup).toBeVisible();
        await expect(popup).toContainText("New evening classes start this week.");
        await expectNoSeriousViolations(page);
        await popup.getByRole("button", { name: "OK" }).click();
        await expect(popup).toHaveCount(0);
        await expect(page.getByRole("dialog")).toHaveCount(0); // neither the past nor the later one
        await page.reload();
        await expect(page.locator("h1")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("dialog")).toHaveCount(0); // dismissed: once per visitor
      } finally {
        for (const id of ids) await page.request.delete(`/api/admin/announcements/${id}`);
      }
    });
  });
}

test("admins add a photo, are told clearly when a file is not an image, and remove it again", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await logInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Photos" }).click();
  await expect(page).toHaveURL(/\/admin\/photos$/);
  await expect(page.getByTestId("admin-photo")).toHaveCount(7);

  const input = page.locator("input[type=file]").first();
  await input.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image at all"),
  });
  await expect(page.getByRole("alert")).toHaveText("The file is not a JPEG, PNG, WebP, AVIF image.");

  await input.setInputFiles("public/gallery/nutrition-640.webp");
  await expect(page.getByTestId("admin-photo")).toHaveCount(8, { timeout: 30_000 });
  const added = page.getByTestId("admin-photo").last();
  await expect(added).toContainText("8 / 8");
  await expectNoSeriousViolations(page);

  await added.getByRole("button", { name: "Remove" }).click();
  await page
    .getByRole("dialog", { name: "Remove this photo?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByTestId("admin-photo")).toHaveCount(7);
});
