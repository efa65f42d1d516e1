import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes Brotli and gzip copies of text files over a kilobyte that decompress to the file", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    fs.mkdirSync(path.join(dir, "assets"));
    const js = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `κείμενο ${i}`))};`;
    fs.writeFileSync(path.join(dir, "assets", "index-A.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "tiny.css"), "a{color:red}");
    fs.writeFileSync(path.join(dir, "photo.webp"), Buffer.alloc(4096, 1));

    expect(precompressDir(dir).map((f) => path.relative(dir, f))).toEqual([
      path.join("assets", "index-A.js"),
    ]);
    const file = path.join(dir, "assets", "index-A.js");
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 3);
    expect(fs.existsSync(path.join(dir, "assets", "tiny.css.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "photo.webp.br"))).toBe(false);
  });
});
