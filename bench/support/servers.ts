import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../../scripts/build-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A server in a child process: where it answers, its process id (CPU time, memory) and how to stop it. */
export type Child = { url: string; pid: number; stop: () => Promise<void> };

let bundle: Promise<string> | undefined;

/**
 * Starts the real Kinisi server in a child process on a fresh embedded database: the one-file
 * build `npm start` runs (built once per benchmark run from the sources as they are), on the stock
 * runtime unless `nodeArgs` or `serverEnv` say otherwise.
 */
export async function startKinisi(
  env: Record<string, string> = {},
  o: { nodeArgs?: string[]; serverEnv?: Record<string, string>; port?: number; dataDir?: string } = {},
): Promise<Child> {
  const port = o.port ?? (await freePort());
  // A data directory the caller gives is the caller's to remove (it may start the server on it again).
  const ownDir = !o.dataDir;
  const dataDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-bench-"));
  bundle ??= buildServer();
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), await bundle], {
    env: {
      ...(o.serverEnv ?? {}),
      ...process.env,
      NODE_ENV: "development",
      // The example studio's catalogue, as every first start had before the owner was asked.
      EXAMPLE_STUDIO: "true",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    // BENCH_SERVER_LOG=<file>: the server's log (its standard output) goes there.
    stdio: [
      "ignore",
      process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, "a") : "ignore",
      "inherit",
    ],
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that exits at start (its error is on stderr) fails the benchmark at once.
  let exited: (code: number | null) => void = () => {};
  const exit = new Promise<never>((_, reject) => {
    exited = (code) => reject(new Error(`the server exited with code ${code} before it answered`));
  });
  child.once("exit", exited);
  await Promise.race([waitFor(`${url}/api/health`), exit]);
  child.off("exit", exited);
  return { url, pid: child.pid!, stop: () => stopChild(child, ownDir ? dataDir : undefined) };
}

async function stopChild(child: ChildProcess, dir?: string) {
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
