import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { freshInstallPort, installEnv, TEMPLATE_DIR } from "../../playwright.config";

export type FreshInstall = { url: string; close: () => Promise<void> };

/**
 * A new install of its own for one test (decision 053): the run's migrated data directory copied and
 * the built server started on it as `npm start` would, without the example studio and with the site
 * closed. Started by the spec that needs it, so the other specs' servers start as before.
 */
export async function freshInstall(i: 0 | 1): Promise<FreshInstall> {
  const port = freshInstallPort(i);
  const dir = `${TEMPLATE_DIR}-fresh-${i}`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(TEMPLATE_DIR, dir, { recursive: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...installEnv(port, dir),
  };
  delete env.DATABASE_URL;
  delete env.SITE_OPEN;
  delete env.EXAMPLE_STUDIO;
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.mjs"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fresh install exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the fresh install did not answer in time");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    close: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
