/**
 * `npm start`: builds the client only when its sources changed since the last build
 * (`clientBuildState`, scripts/client-build.ts), then runs the server in production mode in this
 * process. A restart with unchanged sources serves within a few seconds (decision 028, 033).
 */
import { execFileSync } from "node:child_process";
import { clientBuildState, sourcesHash, writeClientStamp } from "./client-build";

// This process's start (tsx runs the script in a child of its own): what `ready in N s` counts from.
const startedAt = Math.round(performance.timeOrigin);
const root = process.cwd();

const state = clientBuildState(root);
if (state === "fresh") {
  console.log("The client is built and its sources are unchanged: starting the server.");
} else {
  console.log(
    state === "stale"
      ? "The client's sources changed: building it again (about half a minute)…"
      : "Building the client for the first time (about half a minute)…",
  );
  const t = Date.now();
  const sources = sourcesHash(root);
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  writeClientStamp(root, sources);
  console.log(`Built the client in ${((Date.now() - t) / 1000).toFixed(1)} s; starting the server.`);
}

process.env.NODE_ENV = "production";
process.env.KINISI_STARTED_AT = String(startedAt);
await import("../src/server/main");
