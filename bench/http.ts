import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printProfiles, profileWhile } from "./support/profile";
import { alternatingRounds, printRatio } from "./support/ratio";
import { measure, startKinisi, startScript } from "./support/servers";

const PROFILE_HOOK = ["--import", "./bench/support/profile-hook.ts"];

/**
 * /api/live (liveness, no database) through Kinisi's whole middleware, against a bare Hono handler
 * on the same adapter and a bare node:http server, each in its own process, alternating in short
 * rounds. Prints each side's CPU time a request too (steadier than throughput on a shared machine),
 * and where Kinisi's time goes beyond bare Hono's (CPU profiles of both under the same load).
 */
export async function run() {
  const out = (name: string) => path.join(os.tmpdir(), `kinisi-bench-http-${process.pid}-${name}.cpuprofile`);
  const bare = await startScript("bench/support/bare-server.ts");
  const hono = await startScript("bench/support/bare-hono.ts", "/api/live", {
    nodeArgs: PROFILE_HOOK,
    env: { PROFILE_OUT: out("hono") },
  });
  const app = await startKinisi({ PROFILE_OUT: out("kinisi") }, { nodeArgs: PROFILE_HOOK });
  const load = { pipelining: 10 };
  try {
    const [kinisi, honoSide, node] = await alternatingRounds([
      { label: "kinisi /api/live", url: `${app.url}/api/live`, pid: app.pid, ...load },
      { label: "bare hono", url: `${hono.url}/api/live`, pid: hono.pid, ...load },
      { label: "bare node:http", url: `${bare.url}/`, pid: bare.pid, ...load },
    ]);
    console.log("where kinisi's time goes beyond bare Hono's (CPU profiles under the same load, 3 s each):");
    const profiled = async (child: { pid: number; url: string }, name: string) => {
      const { result, cpuSeconds } = await profileWhile(child.pid, out(name), () =>
        measure(`${child.url}/api/live`, { ...load, seconds: 3 }),
      );
      return { label: name, file: out(name), requests: result.requests, cpuSeconds };
    };
    printProfiles(await profiled(app, "kinisi"), await profiled(hono, "hono"));
    printRatio("http hono", honoSide!, node!);
    printRatio("http middleware", kinisi!, honoSide!);
    printRatio("http ceiling", kinisi!, node!);
  } finally {
    for (const name of ["kinisi", "hono"]) fs.rmSync(out(name), { force: true });
    await app.stop();
    await hono.stop();
    await bare.stop();
  }
}
