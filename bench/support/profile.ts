import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { cpuSeconds } from "./cpu";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** A bundle's modules by their first line (esbuild writes `// <path>` before each), read once. */
const bundles = new Map<string, { starts: number[]; paths: string[] }>();

/** The source file a line of a one-file bundle (the server `npm start` runs) came from, or null. */
function bundledSourceOf(url: string, line: number): string | null {
  // A package's own bundle names its sources too (src/…): only ours is looked into.
  if (!/^file:.*\.mjs$/.test(url) || url.includes("/node_modules/")) return null;
  let map = bundles.get(url);
  if (!map) {
    map = { starts: [], paths: [] };
    const lines = fs.readFileSync(fileURLToPath(url), "utf8").split("\n");
    for (const [i, text] of lines.entries()) {
      const m = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(text);
      if (!m) continue;
      map.starts.push(i);
      map.paths.push(m[1]!);
    }
    bundles.set(url, map);
  }
  let lo = 0;
  let hi = map.starts.length - 1;
  if (hi < 0 || line < map.starts[0]!) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (map.starts[mid]! <= line) lo = mid;
    else hi = mid - 1;
  }
  return map.paths[lo]!;
}

/**
 * The owner of a frame: a file of ours under src/ (its path), a library in node_modules, Node's
 * own. A frame of the server's bundle is owned by the source file its line came from.
 */
function ownerOf({ url: frameUrl, functionName, lineNumber }: CallFrame): string | null {
  const url = bundledSourceOf(frameUrl, lineNumber) ?? frameUrl;
  const src = /(?:^|\/)(src\/.+?\.tsx?)$/.exec(url);
  if (src) return src[1]!;
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/)?(.*)$/.exec(url);
  if (lib) {
    const [, name, rest] = lib;
    // Hono's router is told apart from the rest of it (context, compose, request).
    if (name === "hono" && /router\//.test(rest!)) return "hono (router)";
    return name!;
  }
  if (/^node:internal\/deps\/undici/.test(url)) return "undici (fetch Request, Headers)";
  if (/^node:/.test(url)) return `node (${url.replace(/^node:(internal\/)?/, "").split("/")[0]})`;
  if (functionName === "(garbage collector)") return "garbage collector";
  if (functionName === "(idle)") return "(idle)";
  return null;
}

/**
 * Busy time (microseconds) of a CPU profile by owner: each sample's self time goes to the innermost
 * frame on its stack that has one (Node's native calls count for their JavaScript caller). Idle time
 * and the profiler's own work (the hook answering the signal) are left out.
 */
export function timeByOwner(file: string): Map<string, number> {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owners = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = owners.get(id);
    if (known) return known;
    const up = parent.get(id);
    const owner = ownerOf(nodes.get(id)!.callFrame) ?? (up === undefined ? "(other)" : resolve(up));
    owners.set(id, owner);
    return owner;
  };
  const time = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const owner = resolve(id);
    if (owner === "(idle)" || owner === "node (inspector)") return;
    time.set(owner, (time.get(owner) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return time;
}

/** A profiled server: its profile, how many requests it answered meanwhile and the CPU seconds it used. */
export type Profiled = { label: string; file: string; requests: number; cpuSeconds: number };

/**
 * A profile's busy time by owner, largest first: each owner's share of the busy samples and what
 * that share is of the CPU time the process used a request while profiled (the samples' own times
 * count the moments the shared machine gave the CPU to others).
 */
export function printProfile(p: Profiled, rows = 14) {
  const time = timeByOwner(p.file);
  const busy = [...time.values()].reduce((s, t) => s + t, 0);
  const owners = [...time.keys()].sort((x, y) => time.get(y)! - time.get(x)!);
  console.log(
    `  ${p.label}: ${p.cpuSeconds.toFixed(1)} s of CPU for ${p.requests} requests, by the innermost file or library:`,
  );
  for (const k of owners.slice(0, rows)) {
    const share = time.get(k)! / busy;
    const ms = (share * p.cpuSeconds * 1000) / p.requests;
    console.log(
      `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(2).padStart(6)} ms a request  ${k}`,
    );
  }
}

/**
 * CPU profiles of child servers (each started with `profile-hook.ts` and PROFILE_OUT=its `out`)
 * while `load` runs, with the CPU seconds each used meanwhile; waits for the profile files.
 */
export async function profileWhile<T>(
  servers: { pid: number; out: string }[],
  load: () => Promise<T>,
): Promise<{ result: T; cpuSeconds: number[] }> {
  for (const s of servers) {
    fs.rmSync(s.out, { force: true });
    process.kill(s.pid, "SIGUSR2");
  }
  await new Promise((r) => setTimeout(r, 200));
  const before = servers.map((s) => cpuSeconds(s.pid) ?? 0);
  const result = await load();
  const used = servers.map((s, i) => (cpuSeconds(s.pid) ?? 0) - before[i]!);
  for (const s of servers) process.kill(s.pid, "SIGUSR2");
  for (const s of servers) {
    for (let i = 0; i < 100 && !fs.existsSync(s.out); i++) await new Promise((r) => setTimeout(r, 100));
    if (!fs.existsSync(s.out)) throw new Error(`no profile written to ${s.out}`);
  }
  return { result, cpuSeconds: used };
}
