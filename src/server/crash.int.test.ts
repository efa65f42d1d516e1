import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, studioToday } from "../shared/domain/schedule";
import { buildDeps } from "./bootstrap";
import { openPglite } from "./db/client";
import { reservations } from "./db/schema";
import { ledgerMismatches } from "./domain/credits";
import { loadConfig } from "./platform/config";
import { createLogger } from "./platform/logger";
import { resolveAuthSecret } from "./platform/secret";
import { copyTemplateDataDir } from "./test/db";
import { type QuickMember, quickMembers } from "./test/members";
import { SERVER_ARGS } from "./test/server-process";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-crash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server as a child process on the embedded database. With `samePidLock`, a shell first
 * writes its own pid into the lock file and then becomes the server: the stale lock names the
 * very pid of the process that starts, as in a container.
 */
function startServer(port: number, o: { samePidLock?: boolean } = {}): ChildProcess {
  const node = [process.execPath, ...SERVER_ARGS];
  const lock = path.join(dataDir, "kinisi.lock");
  const [cmd, ...args] = o.samePidLock
    ? ["sh", "-c", 'rm -f "$0"; printf %s $$ > "$0"; exec "$@"', lock, ...node]
    : node;
  return spawn(cmd!, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      PORT: String(port),
      // The requests' Origin is judged against the public URL only (decision 025).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not come back");
}

type Booking = { memberId: string; cancel: "none" | "acked" | "unknown" };

describe("SIGKILL during a stream of bookings and cancellations", () => {
  it("loses no acknowledged write and keeps every balance equal to its ledger", {
    timeout: 600_000,
  }, async () => {
    // Members written straight to the database before the first start.
    copyTemplateDataDir(dataDir);
    const setup = await openPglite(dataDir);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const secret = await resolveAuthSecret(undefined, dataDir, setup);
    const deps = buildDeps({ config, database: setup, logger: createLogger("silent"), secret });
    const members = await quickMembers(deps, 8, {
      sessions: 1000,
      expiresAt: new Date(Date.now() + 400 * 86_400_000),
    });
    await setup.close();

    // Weekdays two weeks on and later: far from the cancel deadline.
    const today = studioToday(new Date(), deps.zone());
    const days = Array.from({ length: 120 }, (_, i) => addDays(today, 14 + i)).filter(
      (d) => new Date(`${d}T12:00:00Z`).getUTCDay() % 6 !== 0,
    );
    const bookings = new Map<string, Booking>();
    const pending = new Map<string, string>(); // member → booked reservation not yet cancelled
    let cursor = 0;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const request = (m: QuickMember, method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { cookie: m.cookie, origin: base, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    /** One member books and cancels in turn until the server dies under it. */
    async function stream(m: QuickMember, alive: () => boolean) {
      while (alive()) {
        const held = pending.get(m.id);
        try {
          if (held) {
            bookings.get(held)!.cancel = "unknown";
            const res = await request(m, "DELETE", `/api/bookings/${held}`);
            pending.delete(m.id); // answered: cancelled now, or already by an unanswered try
            if (res.ok) bookings.get(held)!.cancel = "acked";
          } else {
            const date = days[cursor++ % days.length]!;
            const res = await request(m, "POST", "/api/bookings", { date, time: "18:00" });
            if (res.status === 201) {
              const { reservation } = (await res.json()) as { reservation: { id: string } };
              bookings.set(reservation.id, { memberId: m.id, cancel: "none" });
              pending.set(m.id, reservation.id);
            }
          }
        } catch {
          return; // killed: no answer, so nothing acknowledged
        }
      }
    }

    for (let life = 0; life < 4; life++) {
      const server = startServer(port, { samePidLock: life === 2 });
      const exited = new Promise((r) => server.on("exit", r));
      await waitForHealth(base);
      let alive = true;
      const streams = members.map((m) => stream(m, () => alive));
      // Killed once this life has acknowledged a few bookings (however slow a loaded machine is),
      // at a random moment after that, in the middle of the stream.
      const before = bookings.size;
      for (const until = Date.now() + 90_000; bookings.size < before + 4 && Date.now() < until; )
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      if (life < 3) server.kill("SIGKILL");
      else server.kill("SIGTERM");
      alive = false;
      await Promise.all(streams);
      await exited;
    }

    expect(bookings.size).toBeGreaterThan(10);
    const db = await openPglite(dataDir);
    try {
      const ids = [...bookings.keys()];
      const present = new Set(
        (
          await db.db.select({ id: reservations.id }).from(reservations).where(inArray(reservations.id, ids))
        ).map((r) => r.id),
      );
      for (const [id, b] of bookings) {
        if (b.cancel === "none") expect(present.has(id), `acknowledged booking ${id}`).toBe(true);
        if (b.cancel === "acked") expect(present.has(id), `acknowledged cancellation ${id}`).toBe(false);
      }
      expect(await ledgerMismatches(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
