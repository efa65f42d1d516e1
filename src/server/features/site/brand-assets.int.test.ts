import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mailBrand } from "../../domain/mail-brand";
import { studioSender } from "../../mail/header";
import type { MailTransport } from "../../mail/outbox";
import { appWithAdmin } from "../../test/factories";
import { call, TEST_ORIGIN } from "../../test/requests";

const ctx = appWithAdmin({ env: { STUDIO_NAME: "Deploy Gym" } });

const IDENTITY = {
  name: "Κίνηση Πάτρας",
  phone: "+30 2610 123456",
  email: "desk@kinisi-patras.test",
  address: "Μαιζώνος 10, Πάτρα",
  mapUrl: "",
  socialLinks: [],
  color: "#6a1b9a",
  headline: { gr: "", en: "" },
  intro: { gr: "", en: "" },
  story: { gr: "", en: "" },
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();

async function uploadLogo() {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await png(600, 200))]), "logo.png");
  const res = await ctx.t.app.request("/api/admin/identity/logo", {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: ctx.admin.cookie },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { logo: { url: string } }).logo.url;
}

/** What the SMTP transport is handed for a message, through the studio's sender. */
async function sentThroughStudio() {
  const handed: { from?: unknown; html?: unknown }[] = [];
  const transport = {
    sendMail: async (mail: { from?: unknown; html?: unknown }) => {
      handed.push(mail);
      return {};
    },
  } as unknown as MailTransport;
  const brand = mailBrand(ctx.t.deps.config, TEST_ORIGIN);
  await studioSender(transport, () => brand(ctx.t.database.db)).sendMail({
    from: "Kinisi <no-reply@kinisi.local>",
    to: "member@example.com",
    subject: "s",
    text: "t",
    html: "<p>Hello</p>",
  });
  return handed[0] as { from: { name: string; address: string }; html: string };
}

const manifest = async () =>
  (
    await call<{ name: string; theme_color: string; icons: { src: string }[] }>(
      ctx.t,
      "GET",
      "/manifest.webmanifest",
    )
  ).body;

describe("the studio's logo and colour outside its pages", () => {
  it("heads every e-mail, names the studio in the manifest, and draws its icons and link preview", async () => {
    // No logo: the mail's header is the name in the colour; the manifest keeps the built icons.
    const plain = await sentThroughStudio();
    expect(plain.from).toEqual({ name: "Deploy Gym", address: "no-reply@kinisi.local" });
    expect(plain.html).toMatch(
      /^<div[^>]*border-bottom:3px solid #0b5e55[^>]*><strong[^>]*>Deploy Gym<\/strong><\/div><p>Hello<\/p>$/,
    );
    expect((await manifest()).icons.map((i) => i.src)).toContain("/icons/icon-192.png");

    expect((await call(ctx.t, "PUT", "/api/admin/identity", ctx.admin.cookie, IDENTITY)).status).toBe(200);
    const logoUrl = await uploadLogo();
    const { html, from } = await sentThroughStudio();
    expect(from).toMatchObject({ name: "Κίνηση Πάτρας" });
    expect(html).toContain(`<img src="${TEST_ORIGIN}${logoUrl}" alt="Κίνηση Πάτρας" width="216" height="72"`);
    expect(html).toContain("border-bottom:3px solid #6a1b9a");

    const m = await manifest();
    expect(m).toMatchObject({ name: "Κίνηση Πάτρας", theme_color: "#6a1b9a" });
    for (const icon of m.icons) {
      const res = await ctx.t.app.request(icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "png", width: meta.height });
      expect(icon.src).toContain(`size=${meta.width}`);
    }
    const og = await ctx.t.app.request(logoUrl.replace("/api/site/logo", "/api/site/og-image"));
    expect(og.status).toBe(200);
    expect(await sharp(Buffer.from(await og.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });

    // Removed: the icons and preview are gone with it, the defaults are back.
    expect((await call(ctx.t, "DELETE", "/api/admin/identity/logo", ctx.admin.cookie)).status).toBe(200);
    expect((await ctx.t.app.request("/api/site/og-image")).status).toBe(404);
    expect((await manifest()).icons.map((i) => i.src)).toContain("/icons/icon-512.png");
  });
});
