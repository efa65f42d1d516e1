/** Renders one scene to a PNG for a quick look: npx tsx scripts/gallery-art/preview.ts <scene> <out.png> */
import sharp from "sharp";
import { SCENES } from "./scenes";

const [name, out] = process.argv.slice(2);
const scene = SCENES[name as keyof typeof SCENES];
if (!scene || !out) {
  console.error(`usage: preview <${Object.keys(SCENES).join("|")}> <out.png>`);
  process.exit(2);
}
await sharp(Buffer.from(scene())).resize(800).png().toFile(out);
