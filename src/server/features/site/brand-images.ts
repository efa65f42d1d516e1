import sharp from "sharp";
import { gr } from "../../../shared/locales/gr";
import type { Site } from "../../../shared/schemas/site";

/**
 * The studio's logo made into what browsers and link previews ask for (decision 053): the web app's
 * icons and the Open Graph image, each drawn from the stored logo on request (a few milliseconds
 * from the small stored WebP) and cached by its version. Without a logo the built defaults stay.
 */

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** A square icon: the logo on white, inside the middle 80% ("any") or the 60% a mask keeps ("maskable"). */
export async function iconPng(logo: Buffer, size: IconSize, maskable: boolean): Promise<Buffer> {
  const inner = Math.round(size * (maskable ? 0.6 : 0.8));
  const fitted = await sharp(logo).resize({ width: inner, height: inner, fit: "inside" }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

const OG = { width: 1200, height: 630, band: 36 };

/** The link preview: the logo centred on white over a band of the brand colour, 1200×630 JPEG. */
export async function ogImageJpeg(logo: Buffer, color: string): Promise<Buffer> {
  const fitted = await sharp(logo)
    .resize({ width: 800, height: 360, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  const band = await sharp({
    create: { width: OG.width, height: OG.band, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: OG.width, height: OG.height, channels: 3, background: "#ffffff" } })
    .composite([
      { input: fitted, gravity: "centre" },
      { input: band, top: OG.height - OG.band, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The logo's version in its address (`/api/site/logo?v=…`): the derived images are cached under it. */
export const logoVersionOf = (site: Pick<Site, "logo">) =>
  site.logo ? new URL(site.logo.url, "http://x").searchParams.get("v") : null;

/** The web app manifest with the studio's name, colour and, when it has one, icons from its logo. */
export function manifestOf(site: Site) {
  const v = logoVersionOf(site);
  const icon = (size: IconSize, purpose: "any" | "maskable") => ({
    src: v
      ? `/api/site/icon?size=${size}&purpose=${purpose}&v=${v}`
      : purpose === "maskable"
        ? `/icons/icon-maskable-${size}.png`
        : `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : `${site.name.slice(0, 11)}…`,
    description: gr.site.meta.about.description,
    lang: "el",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    id: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: site.color,
    theme_color: site.color,
    categories: ["fitness", "health", "sports"],
    icons: [icon(192, "any"), icon(512, "any"), icon(512, "maskable")],
  };
}
