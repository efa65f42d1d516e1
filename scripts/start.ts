/**
 * `npm start`: builds the client only when its sources changed since the last build (a hash of
 * every file the build reads, kept beside the built files), then runs the server in production mode
 * in this process. A restart with unchanged sources serves within a few seconds (decision 028).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const startedAt = Date.now();
const OUT = "dist/client";
/** Outside the served folder: the hash of the sources the built client came from. */
const STAMP = "dist/.client-sources-hash";
/** Everything the client build reads. */
const INPUTS = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

function filesUnder(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .flatMap((e) => filesUnder(path.join(p, e.name)))
    .sort();
}

function sourcesHash(): string {
  const hash = crypto.createHash("sha256");
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const want = sourcesHash();
const built =
  fs.existsSync(path.join(OUT, "index.html")) && fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";
if (built === want) {
  console.log("The client is built and its sources are unchanged: starting the server.");
} else {
  console.log(
    built
      ? "The client's sources changed: building it again (a few seconds)…"
      : "Building the client for the first time (a few seconds)…",
  );
  const t = Date.now();
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  fs.writeFileSync(STAMP, want);
  console.log(`Built the client in ${((Date.now() - t) / 1000).toFixed(1)} s; starting the server.`);
}

process.env.NODE_ENV = "production";
process.env.KINISI_STARTED_AT = String(startedAt);
await import("../src/server/main");
