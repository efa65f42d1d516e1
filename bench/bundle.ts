import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * Builds the client and adds up the gzip size of the JavaScript the home page loads before any
 * interaction: the entry chunk and everything it imports statically (lazy chunks excluded). It builds
 * into a directory of its own, never `dist/client`, which a running server may be serving;
 * `BUNDLE_DIR=<dir>` measures a client already built there (with `--manifest`) instead.
 */
export async function run() {
  const given = process.env.BUNDLE_DIR;
  const dist = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bundle-"));
  try {
    if (!given) {
      execFileSync(
        "npx",
        ["vite", "build", "--manifest", "--logLevel", "warn", "--outDir", dist, "--emptyOutDir"],
        {
          stdio: "inherit",
        },
      );
    }
    measure(dist);
  } finally {
    if (!given) fs.rmSync(dist, { recursive: true, force: true });
  }
}

function measure(dist: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error("no entry chunk in the manifest");
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  walk(entry);
  let total = 0;
  for (const key of seen) {
    const file = manifest[key]!.file;
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
    console.log(`${file}: ${(gz / 1024).toFixed(1)} KB gzip`);
    total += gz;
  }
  console.log(`home initial js gzip KB: ${(total / 1024).toFixed(1)}`);
}
