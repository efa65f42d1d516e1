import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliver } from "./mail/outbox";
import { inTransaction } from "./platform/after-commit";
import { startPeriodic } from "./platform/background";
import { fixedClock } from "./platform/clock";
import { testDatabaseKind } from "./test/db";
import { createTestApp, type TestApp } from "./test/factories";
import { quickMembers } from "./test/members";
import { errorOf, send } from "./test/requests";

/** Monday 2025-09-01 09:00 in Athens: the member books Tuesday evening. */
const clock = fixedClock("2025-09-01T06:00:00Z");
const TOKEN = "a-metrics-token-that-is-long-enough-0123456789";
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, seed: true, env: { METRICS_TOKEN: TOKEN } });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

/** One scrape: the exposition text. */
async function scrape(): Promise<string> {
  const res = await t.app.request("/metrics", bearer(TOKEN));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.text();
}

/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN: 404 in the error shape", async () => {
    const res = await off.app.request("/metrics", bearer(TOKEN));
    expect(await errorOf(res)).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("refuses a scrape without the token, with a wrong one, or not as a bearer token", async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: "Bearer not-the-token" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.request("/metrics", { headers });
      expect(await errorOf(res)).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("after a booking and a refusal: their durations by route pattern and status, the booking and the refusal's code", async () => {
    const [m] = await quickMembers(t.deps, 1, { sessions: 5, expiresAt: new Date("2025-10-01T00:00:00Z") });
    const book = () =>
      send(t.app, "/api/bookings", { date: "2025-09-02", time: "18:00" }, { headers: { cookie: m!.cookie } });
    const booked = await book();
    expect(booked.status).toBe(201);
    const { reservation } = (await booked.json()) as { reservation: { id: string } };
    expect(await errorOf(await book())).toMatchObject({ status: 409, code: "ALREADY_BOOKED_THIS_DAY" });
    const cancelled = await send(t.app, `/api/bookings/${reservation.id}`, undefined, {
      method: "DELETE",
      headers: { cookie: m!.cookie },
    });
    expect(cancelled.status).toBe(200);

    const text = await scrape();
    const duration = "kinisi_http_request_duration_seconds";
    expect(sample(text, `${duration}_count{method="POST",route="/api/bookings",status="201"}`)).toBe(1);
    expect(sample(text, `${duration}_count{method="POST",route="/api/bookings",status="409"}`)).toBe(1);
    expect(sample(text, `${duration}_sum{method="POST",route="/api/bookings",status="201"}`)).toBeGreaterThan(
      0,
    );
    // The route's pattern, never the path with the reservation's id in it.
    expect(sample(text, `${duration}_count{method="DELETE",route="/api/bookings/:id",status="200"}`)).toBe(1);
    expect(text).not.toContain(reservation.id);
    expect(sample(text, 'kinisi_bookings_total{by="member"}')).toBe(1);
    expect(sample(text, 'kinisi_booking_refusals_total{code="ALREADY_BOOKED_THIS_DAY"}')).toBe(1);
    // The outbox holds the booking's and the cancellation's e-mails (no SMTP here: logged, not waiting).
    expect(sample(text, "kinisi_mail_waiting")).toBe(0);
    // The process's own numbers.
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("reports a background job's last good round and how far behind it is", async () => {
    const job = startPeriodic({
      name: "metrics-test",
      intervalMs: 60_000,
      logger: t.deps.logger,
      run: async () => {},
    });
    try {
      const before = Date.now() / 1000;
      await job.runOnce();
      const text = await scrape();
      expect(
        sample(text, 'kinisi_job_last_success_timestamp_seconds{job="metrics-test"}'),
      ).toBeGreaterThanOrEqual(Math.floor(before));
      expect(sample(text, 'kinisi_job_lag_seconds{job="metrics-test"}')).toBe(0);
    } finally {
      await job.stop();
    }
    expect(await scrape()).not.toContain('job="metrics-test"');
  });

  it("counts waitlist promotions once their transaction commits, never after a rollback", async () => {
    const deps = t.deps;
    await inTransaction(deps, async (tx) => deps.metrics.promoted(tx, 2));
    await inTransaction(deps, async (tx) => {
      deps.metrics.promoted(tx, 5);
      throw new Error("rolled back");
    }).catch(() => {});
    expect(sample(await scrape(), "kinisi_waitlist_promotions_total")).toBe(2);
  });

  it("counts the outbox's sends and failures", async () => {
    const msg = {
      id: -1,
      toAddress: "a@example.com",
      subject: "s",
      textBody: "t",
      htmlBody: null,
      attempts: 0,
    };
    const o = {
      db: t.database.db,
      logger: t.deps.logger,
      from: "x@example.com",
      now: () => new Date(),
      metrics: t.deps.metrics,
    };
    await deliver({ ...o, transport: { sendMail: async () => ({}) } as never }, msg);
    await deliver(
      { ...o, transport: { sendMail: () => Promise.reject(new Error("421 busy")) } as never },
      msg,
    );
    const text = await scrape();
    expect(sample(text, "kinisi_mail_sent_total")).toBe(1);
    expect(sample(text, "kinisi_mail_failed_total")).toBe(1);
  });

  it("reports the pool's connections on PostgreSQL only", async () => {
    const text = await scrape();
    if (testDatabaseKind() === "postgres") {
      expect(sample(text, 'kinisi_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, "kinisi_db_pool_waiting_requests")).toBe(0);
    } else {
      expect(text).not.toContain("kinisi_db_pool_");
    }
  });

  it("names every metric by Prometheus's conventions", async () => {
    const text = await scrape();
    const types = new Map<string, string>();
    for (const line of text.split("\n")) {
      const m = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (m) types.set(m[1]!, m[2]!);
    }
    expect(types.size).toBeGreaterThan(10);
    for (const [name, type] of types) {
      expect(name, "snake_case").toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      if (type === "counter") expect(name, "a counter ends in _total").toMatch(/_total$/);
      else expect(name, "only counters end in _total").not.toMatch(/_total$/);
      // Base units: seconds and bytes, never milliseconds or kilobytes.
      expect(name).not.toMatch(
        /_(ms|milliseconds|microseconds|minutes|hours|kb|mb|kilobytes|megabytes)(_|$)/,
      );
      if (/duration|_lag|_age|latency/.test(name))
        expect(name, "a time is in seconds").toMatch(/_seconds(_|$)/);
      if (name.startsWith("kinisi_")) expect(text).toContain(`# HELP ${name} `);
    }
  });

  // Prometheus's own linter, where the machine has it (Debian's `prometheus` package).
  const promtool = ["promtool", "/usr/bin/promtool", process.env.PROMTOOL ?? ""].find((p) => {
    try {
      execFileSync(p, ["--version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  it.skipIf(!promtool)("passes promtool check metrics", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "metrics-")), "scrape.txt");
    fs.writeFileSync(file, await scrape());
    // promtool reads the exposition on its standard input and prints each problem; none is expected.
    const problems = execFileSync("sh", ["-c", `"${promtool}" check metrics < "${file}" 2>&1`], {
      encoding: "utf8",
    });
    expect(problems.trim()).toBe("");
  });
});
