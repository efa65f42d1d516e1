import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printProfiles, profileWhile } from "./support/profile";
import { alternatingRounds, printRatio } from "./support/ratio";
import { type Child, measure, startKinisi, startScript } from "./support/servers";

// Every server runs with the Node flags `npm start` gives Kinisi (its young generation, decision 040).
const PROFILE_HOOK = ["--import", "./bench/support/profile-hook.ts"];

/**
 * /api/live (liveness, no database) through Kinisi's whole middleware, against a bare Hono handler
 * on the same adapter and a bare node:http server, each in its own process, alternating in short
 * rounds. Prints each side's CPU time a request too (steadier than throughput on a shared machine),
 * and where Kinisi's time goes beyond bare Hono's (CPU profiles of both under the same load).
 */
export async function run() {
  // BENCH_PROFILE_DIR=<dir> keeps the two profiles there (to open in Chrome's DevTools).
  const keep = process.env.BENCH_PROFILE_DIR;
  const out = (name: string) =>
    keep
      ? path.resolve(keep, `http-${name}.cpuprofile`)
      : path.join(os.tmpdir(), `kinisi-bench-http-${process.pid}-${name}.cpuprofile`);
  const started: Child[] = [];
  const start = async (child: Promise<Child>) => {
    started.push(await child);
    return started.at(-1)!;
  };
  try {
    await compare(out, start);
  } finally {
    if (!keep) for (const name of ["kinisi", "hono"]) fs.rmSync(out(name), { force: true });
    for (const child of started) await child.stop();
  }
}

async function compare(out: (name: string) => string, start: (child: Promise<Child>) => Promise<Child>) {
  // Started one by one: a server that does not come up stops the ones before it (run's finally).
  const bare = await start(startScript("bench/support/bare-server.ts", "/", { nodeArgs: [] }));
  const hono = await start(
    startScript("bench/support/bare-hono.ts", "/api/live", {
      nodeArgs: PROFILE_HOOK,
      env: { PROFILE_OUT: out("hono") },
    }),
  );
  const app = await start(startKinisi({ PROFILE_OUT: out("kinisi") }, { nodeArgs: PROFILE_HOOK }));
  const load = { pipelining: 10 };
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
}
