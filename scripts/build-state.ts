/**
 * Whether a build (the client in `dist/client`, the server's one-file bundle in `dist/server`) came
 * from the sources as they are now, so that `npm start` builds only when it did not (decisions 028,
 * 033). The stamp, kept outside the served folder, holds the hash of every file the build reads and
 * the hash of the file that build wrote last (the client's `index.html`, whose chunks' names are
 * hashes of their content; the server's bundle): a build run by hand from other sources is seen too.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** A build: what it reads (relative to the project's root), the file it writes last, and its stamp. */
export type BuildTarget = { inputs: string[]; output: string; stamp: string };

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
export const CLIENT_BUILD: BuildTarget = {
  inputs: CLIENT_INPUTS,
  output: `${CLIENT_OUT}/index.html`,
  stamp: CLIENT_STAMP,
};
/** The server bundle (scripts/build-server.ts): the server's and shared sources and the packages. */
export const SERVER_BUILD: BuildTarget = {
  inputs: ["src/server", "src/shared", "scripts/build-server.ts", "package-lock.json", "tsconfig.json"],
  output: "dist/server/main.mjs",
  stamp: "dist/.server-sources-hash",
};

export type BuildState = "fresh" | "stale" | "missing";

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

function outputHash(root: string, target: BuildTarget): string | null {
  const output = path.join(root, target.output);
  if (!fs.existsSync(output)) return null;
  return crypto.createHash("sha256").update(fs.readFileSync(output)).digest("hex");
}

/** "missing": never built (or the stamp is gone); "stale": built, from other sources; "fresh": use it. */
export function buildState(root: string, target: BuildTarget): BuildState {
  const output = outputHash(root, target);
  const stampFile = path.join(root, target.stamp);
  if (output === null || !fs.existsSync(stampFile)) return "missing";
  const [sources, built] = fs.readFileSync(stampFile, "utf8").trim().split("\n");
  return sources === sourcesHash(root, target.inputs) && built === output ? "fresh" : "stale";
}

/** Written right after a build of the sources whose hash is `sources`. */
export function writeStamp(root: string, target: BuildTarget, sources: string): void {
  fs.writeFileSync(path.join(root, target.stamp), `${sources}\n${outputHash(root, target) ?? ""}\n`);
}
