import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { TestProject } from "vitest/node";
import setupDatabase from "./global-setup";

/**
 * The socket layer's run set-up: the migrated template database (as for the integration tests;
 * each server clones it on PostgreSQL) and the built client, which the production server serves
 * and refuses to start without (built here once when missing, so `npx vitest run` works on a fresh clone).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("dist/client/index.html"))
    execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
      stdio: "inherit",
    });
  return setupDatabase(project);
}
