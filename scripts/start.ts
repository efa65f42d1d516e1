/**
 * `npm start`: builds the client, and the server into one file, only when their sources changed
 * since the last build (`buildState`, scripts/build-state.ts), then runs the built server in
 * production mode in this process. A restart with unchanged sources builds nothing and loads one
 * file instead of some 3,000 modules through tsx (decisions 028, 033).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer } from "./build-server.ts";
import {
  type BuildTarget,
  buildState,
  CLIENT_BUILD,
  SERVER_BUILD,
  sourcesHash,
  writeStamp,
} from "./build-state.ts";

// This process's start (tsx runs the script in a child of its own): what `ready in N s` counts from.
const startedAt = Math.round(performance.timeOrigin);
const root = process.cwd();

/** Builds `target` when its sources changed (or it was never built), saying what it does. */
async function ensureBuilt(target: BuildTarget, what: string, build: () => unknown) {
  const state = buildState(root, target);
  if (state === "fresh") return;
  console.log(
    state === "stale"
      ? `The ${what}'s sources changed: building it again…`
      : `Building the ${what} for the first time…`,
  );
  const t = Date.now();
  const sources = sourcesHash(root, target.inputs);
  await build();
  writeStamp(root, target, sources);
  console.log(`Built the ${what} in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
}

await ensureBuilt(CLIENT_BUILD, "client", () =>
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  }),
);
await ensureBuilt(SERVER_BUILD, "server", () => buildServer(path.join(root, SERVER_BUILD.output)));
console.log("Starting the server.");

process.env.NODE_ENV = "production";
process.env.KINISI_STARTED_AT = String(startedAt);
await import(pathToFileURL(path.join(root, SERVER_BUILD.output)).href);
