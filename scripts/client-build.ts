/**
 * Whether the built client (`dist/client`) came from the sources as they are now, so that
 * `npm start` builds only when it did not (decision 028, 033). The stamp, kept beside the built
 * files and outside the served folder, holds the hash of every file the build reads and the hash of
 * the `index.html` that build wrote: a build run by hand (`npx vite build`) from other sources
 * rewrites `index.html` (its chunks' names are hashes of their content), so it is seen too.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Everything the client build reads, relative to the project's root. */
export const CLIENT_INPUTS = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.json",
];
export const CLIENT_OUT = "dist/client";
export const CLIENT_STAMP = "dist/.client-sources-hash";

export type ClientBuildState = "fresh" | "stale" | "missing";

function filesUnder(root: string, rel: string): string[] {
  const p = path.join(root, rel);
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [rel];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .map((e) => path.posix.join(rel, e.name))
    .sort()
    .flatMap((r) => filesUnder(root, r));
}

/** A hash of every input's path and content (a renamed, added or removed file changes it too). */
export function sourcesHash(root: string, inputs = CLIENT_INPUTS): string {
  const hash = crypto.createHash("sha256");
  for (const file of inputs.flatMap((i) => filesUnder(root, i))) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function builtIndexHash(root: string): string | null {
  const index = path.join(root, CLIENT_OUT, "index.html");
  if (!fs.existsSync(index)) return null;
  return crypto.createHash("sha256").update(fs.readFileSync(index)).digest("hex");
}

/** "missing": never built (or the stamp is gone); "stale": built, from other sources; "fresh": serve it. */
export function clientBuildState(root: string, inputs = CLIENT_INPUTS): ClientBuildState {
  const index = builtIndexHash(root);
  const stampFile = path.join(root, CLIENT_STAMP);
  if (index === null || !fs.existsSync(stampFile)) return "missing";
  const [sources, builtIndex] = fs.readFileSync(stampFile, "utf8").trim().split("\n");
  return sources === sourcesHash(root, inputs) && builtIndex === index ? "fresh" : "stale";
}

/** Written right after a build of the sources whose hash is `sources`. */
export function writeClientStamp(root: string, sources: string): void {
  fs.writeFileSync(path.join(root, CLIENT_STAMP), `${sources}\n${builtIndexHash(root) ?? ""}\n`);
}
