import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { copyTemplateDataDir } from "./test/db";
import { SERVER_ARGS } from "./test/server-process";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  let out = "";
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info", ...env },
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, output: () => out, exited };
}

/** Waits for the server to answer (up to 150 s: a loaded CI machine starts it slowly); names why not. */
async function waitForHealth(url: string, server?: ReturnType<typeof start>) {
  let gone = false;
  void server?.exited.then(() => (gone = true));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return res;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start${gone ? " (it exited)" : ""}:\n${server?.output() ?? ""}`);
}

// Each test here starts Node processes (tsx, PGlite): on a 2-core machine shared with the other
// test worker, one start can take well over 10 s, so the suite allows 2 minutes per test.
describe("the server process", { timeout: 300_000 }, () => {
  it("starts on an empty data directory, prints the first admin once, and stops cleanly on SIGTERM", {
    timeout: 300_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    const health = await waitForHealth(`http://127.0.0.1:${port}`);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
    expect(server.output()).toMatch(
      /First admin created[\s\S]*e-mail: +admin@kinisi\.local[\s\S]*password: +\S{12,}/,
    );
    expect(fs.existsSync(path.join(dataDir, "kinisi.lock"))).toBe(true);

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    // The database was closed and the lock released.
    expect(fs.existsSync(path.join(dataDir, "kinisi.lock"))).toBe(false);

    // A second start on the same data keeps the admin and prints no password.
    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}`);
    expect(again.output()).not.toContain("First admin created");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });

  it("waits for a PostgreSQL that does not answer, then exits with a message naming DATABASE_URL", async () => {
    const closed = await freePort();
    const server = start({
      DATABASE_URL: `postgres://kinisi:s3cret-pw@127.0.0.1:${closed}/kinisi`,
      DATABASE_WAIT_SECONDS: "1",
    });
    expect(await server.exited).toBe(1);
    const out = server.output();
    expect(out).toContain(
      `Waiting for PostgreSQL at postgres://kinisi:****@127.0.0.1:${closed}/kinisi (DATABASE_URL)`,
    );
    expect(out).toContain("did not answer within 1 s");
    expect(out).not.toContain("s3cret-pw");
    expect(out).not.toMatch(/^\s+at /m); // a sentence, not a stack
  });

  it("of two servers started together on one data directory, exactly one runs", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-main-"));
    dirs.push(dataDir);
    // An existing studio's database: the race is for the lock, and the winner need not run initdb
    // and every migration first (the first test starts on an empty directory).
    copyTemplateDataDir(dataDir);
    fs.writeFileSync(path.join(dataDir, "kinisi.lock"), "1"); // a stale pid lock, as a container leaves
    const [p1, p2] = [await freePort(), await freePort()];
    const servers = [
      start({ DATA_DIR: dataDir, PORT: String(p1) }),
      start({ DATA_DIR: dataDir, PORT: String(p2) }),
    ];
    const loser = await Promise.race(servers.map((s, i) => s.exited.then(() => i)));
    expect(await servers[loser]!.exited).toBe(1);
    // The pid is named when the holder answers the probe within 5 s; a winner busy starting the
    // embedded database on a loaded machine may not, and the refusal is then made without it.
    expect(servers[loser]!.output()).toMatch(
      /is in use by another Kinisi process( \(pid \d+\))?\. Stop it first/,
    );
    const winner = servers[1 - loser]!;
    await waitForHealth(`http://127.0.0.1:${loser === 0 ? p2 : p1}`, winner);
    winner.child.kill("SIGTERM");
    expect(await winner.exited).toBe(0);
  }, 200_000);

  it("refuses a bad setting with a message naming it", async () => {
    const server = start({ PORT: "not-a-port", STUDIO_TZ: "Mars/Olympus" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("STUDIO_TZ");
  });
});
