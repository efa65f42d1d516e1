import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { and, eq, sql } from "drizzle-orm";
import { createApp } from "../src/server/app";
import { buildDeps } from "../src/server/bootstrap";
import { type Database, openPostgres } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { reservations } from "../src/server/db/schema";
import { ledgerMismatches } from "../src/server/domain/credits";
import { loadConfig } from "../src/server/platform/config";
import { createLogger } from "../src/server/platform/logger";
import { withServerClient } from "../src/server/test/global-setup";
import { quickMembers } from "../src/server/test/members";
import type { DayView } from "../src/shared/schemas/booking";

/**
 * Two server instances (each with its own connection pool) on one fresh PostgreSQL database;
 * 500 members fire one booking each at the same slot of capacity 10, all at once, half to each
 * instance. Needs BENCH_DATABASE_URL (a server where it may create and drop a database).
 */

const ATTEMPTS = 500;
const CAPACITY = 10;
const TIME = "12:00";

async function startInstance(url: string, secret: string) {
  const database = openPostgres(url, 10);
  const config = loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: url,
    PUBLIC_URL: "http://127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const deps = buildDeps({ config, database, logger: createLogger(config.LOG_LEVEL), secret });
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  };
  return { base, deps, database, stop };
}

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    throw new Error("booking-burst needs BENCH_DATABASE_URL=postgres://… (a PostgreSQL server)");
  const name = `kinisi_burst_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  await withServerClient(serverUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const instances: Awaited<ReturnType<typeof startInstance>>[] = [];
  let migrator: Database | undefined;
  try {
    migrator = openPostgres(url.toString(), 1);
    await migrateDatabase(migrator);
    await migrator.close();
    migrator = undefined;
    const secret = crypto.randomBytes(32).toString("base64url");
    instances.push(await startInstance(url.toString(), secret), await startInstance(url.toString(), secret));
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];

    const members = await quickMembers(a.deps, ATTEMPTS, {
      sessions: 2,
      expiresAt: new Date(Date.now() + 60 * 86_400_000),
      prefix: "burst",
    });
    // The next open day after today, whose slots are all ahead; default capacity 10.
    const day = await openDayAfterToday(a.base, members[0]!.cookie);
    console.log(`two instances at ${a.base} and ${b.base}; slot ${day} ${TIME}, ${ATTEMPTS} members`);

    const started = performance.now();
    const statuses = await Promise.all(
      members.map(async (m, i) => {
        const res = await fetch(`${(i % 2 ? b : a).base}/api/bookings`, {
          method: "POST",
          headers: { cookie: m.cookie, "content-type": "application/json" },
          body: JSON.stringify({ date: day, time: TIME }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const byStatus: Record<number, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.log(`answers by status: ${JSON.stringify(byStatus)}`);

    const db = a.database.db;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.date, day), eq(reservations.time, TIME)));
    const booked = row?.n ?? 0;
    const mismatches = await ledgerMismatches(db);
    console.log(
      `booking burst: attempts=${ATTEMPTS} capacity=${CAPACITY} booked=${booked} overbooked=${Math.max(0, booked - CAPACITY)} ledger_mismatches=${mismatches.length} seconds=${seconds.toFixed(2)}`,
    );
  } finally {
    for (const i of instances) await i.stop();
    await migrator?.close();
    await withServerClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

/** The first open day after today, from a member's view of the calendar. */
async function openDayAfterToday(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/booking/day`, { headers: { cookie } });
  if (!res.ok) throw new Error(`day answered ${res.status}`);
  const day = (await res.json()) as DayView;
  if (!day.nextDay) throw new Error("no open day ahead");
  return day.nextDay;
}
