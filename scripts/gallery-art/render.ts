/**
 * Renders the studio's illustrations into `public/`: the seven gallery photos in every served
 * size and format (through the same encoder as uploads), the app icons and the social preview.
 *   npx tsx scripts/gallery-art/render.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_PHOTO_SIZE, DEFAULT_PHOTOS } from "../../src/server/features/gallery/defaults";
import { encodePhoto, FILE_EXT } from "../../src/server/features/gallery/images";
import { gr } from "../../src/shared/locales/gr";
import { iconSvg, ogOverlaySvg } from "./brand";
import { SCENES } from "./scenes";

const publicDir = path.resolve("public");
const galleryDir = path.join(publicDir, "gallery");
const iconDir = path.join(publicDir, "icons");
fs.mkdirSync(galleryDir, { recursive: true });
fs.mkdirSync(iconDir, { recursive: true });

const raster = (svg: string) => sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();

for (const photo of DEFAULT_PHOTOS) {
  const png = await raster(SCENES[photo.key]());
  const encoded = await encodePhoto(png);
  if (encoded.width !== DEFAULT_PHOTO_SIZE.width || encoded.height !== DEFAULT_PHOTO_SIZE.height)
    throw new Error(`${photo.key}: expected ${DEFAULT_PHOTO_SIZE.width}×${DEFAULT_PHOTO_SIZE.height}`);
  for (const f of encoded.files) {
    fs.writeFileSync(path.join(galleryDir, `${photo.key}-${f.width}.${FILE_EXT[f.format]}`), f.data);
  }
  const kb = encoded.files.reduce((n, f) => n + f.data.length, 0) / 1024;
  console.log(`${photo.key}: ${encoded.files.length} files, ${kb.toFixed(0)} KB`);
}

fs.writeFileSync(path.join(publicDir, "favicon.svg"), iconSvg(64));
const icons: [string, number, boolean][] = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
  ["favicon-32.png", 32, false],
];
for (const [name, size, maskable] of icons) {
  await sharp(Buffer.from(iconSvg(size, maskable)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconDir, name));
}

const background = await sharp(await raster(SCENES["gym-floor"]()))
  .resize(1200, 630, { fit: "cover", position: "centre" })
  .toBuffer();
const overlay = Buffer.from(ogOverlaySvg(gr.common.appName, gr.home.tagline));
await sharp(background)
  .composite([{ input: overlay }])
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(publicDir, "og-image.jpg"));
console.log("icons and og-image.jpg written");
