import { createHash, timingSafeEqual } from "node:crypto";
import { count, isNotNull, min } from "drizzle-orm";
import type { Context } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, Tx } from "../db/client";
import { emailOutbox } from "../db/schema";
import { afterCommit } from "./after-commit";
import { jobLagMs, runningJobs } from "./background";
import { errorBody } from "./errors";
import type { Logger } from "./logger";

/** Who made a booking: the member, the desk for them, a standing series' first week, a waitlist claim. */
export type BookingSource = "member" | "desk" | "standing" | "waitlist";

/**
 * The numbers an operator watches (`GET /metrics`, Prometheus's text format). One registry per app,
 * so tests that build many apps never share counts. What the process runs as a whole (its memory,
 * its background jobs) is read when scraped; what happens (a request, a booking, a mail) is counted
 * where it happens, through these methods.
 */
export type Metrics = {
  registry: Registry;
  /** An /api request's time, by the route's pattern (never the raw path) and the status answered. */
  request: (c: Context, seconds: number) => void;
  /** A booking committed. */
  booked: (by: BookingSource) => void;
  /** A booking refused by a rule, by the rule's code. */
  refused: (code: string) => void;
  /** Members booked from a waitlist, counted once the transaction `tx` commits. */
  promoted: (tx: Tx, members: number) => void;
  /** One outbox message handed to the SMTP server: accepted, or not (it is retried). */
  mailed: (outcome: "sent" | "failed") => void;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Seconds from wall-clock milliseconds. */
const seconds = (ms: number) => ms / 1000;

export function createMetrics(o: {
  database: Pick<Database, "db" | "pool">;
  logger: Logger;
  /** The process's own numbers (memory, CPU, event loop): only where someone reads them (they start observers). */
  processMetrics?: boolean;
}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (o.processMetrics) {
    collectDefaultMetrics({ register: registry });
    // Gauges the library names like counters (promtool refuses them); the event loop's and the
    // heap's numbers say more.
    for (const name of [
      "nodejs_active_handles_total",
      "nodejs_active_requests_total",
      "nodejs_active_resources_total",
    ])
      registry.removeSingleMetric(name);
  }

  const requests = new Histogram({
    name: "kinisi_http_request_duration_seconds",
    help: "Time to answer an /api request, by method, route pattern and status (health checks left out)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookings = new Counter({
    name: "kinisi_bookings_total",
    help: "Bookings committed, by who made them",
    labelNames: ["by"] as const,
    registers,
  });
  const refusals = new Counter({
    name: "kinisi_booking_refusals_total",
    help: "Bookings refused by a rule, by the rule's error code",
    labelNames: ["code"] as const,
    registers,
  });
  const promotions = new Counter({
    name: "kinisi_waitlist_promotions_total",
    help: "Members booked from a waitlist when a place freed",
    registers,
  });
  const mailSent = new Counter({
    name: "kinisi_mail_sent_total",
    help: "Outbox e-mails the SMTP server accepted",
    registers,
  });
  const mailFailed = new Counter({
    name: "kinisi_mail_failed_total",
    help: "Outbox e-mail attempts that failed (tried again later unless refused for good)",
    registers,
  });
  const database = o.database;

  // Read first in a scrape, before the outbox's read below takes a connection.
  if (database.pool) {
    const pool = database.pool;
    new Gauge({
      name: "kinisi_db_pool_connections",
      help: "PostgreSQL connections of this instance's pool, by state",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: "kinisi_db_pool_waiting_requests",
      help: "Queries waiting for a free connection of the pool",
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  // One read of the outbox per scrape, for both of its gauges: the first gauge's collect starts it
  // (a scrape starts the collects in the order registered), the second reads the same answer.
  let outbox: Promise<{ waiting: number; due: Date | string | null } | undefined> | null = null;
  const readOutbox = () =>
    database.db
      .select({ waiting: count(), due: min(emailOutbox.nextAttemptAt) })
      .from(emailOutbox)
      .where(isNotNull(emailOutbox.nextAttemptAt))
      .then(([row]) => row)
      .catch((err: unknown) => {
        o.logger.warn({ err: (err as Error).message }, "metrics: could not read the mail outbox");
        return undefined;
      });
  new Gauge({
    name: "kinisi_mail_waiting",
    help: "Outbox e-mails not yet sent: due now, held for the quiet hours, or waiting for a retry",
    registers,
    async collect() {
      this.reset();
      outbox = readOutbox();
      const row = await outbox;
      if (row) this.set(row.waiting);
    },
  });
  new Gauge({
    name: "kinisi_mail_oldest_due_age_seconds",
    help: "How long the outbox's longest-due e-mail has been due (0 when none is due)",
    registers,
    async collect() {
      this.reset();
      const row = await (outbox ?? readOutbox());
      outbox = null;
      if (!row) return;
      const due = row.due ? new Date(row.due).getTime() : null;
      this.set(due === null ? 0 : Math.max(0, seconds(Date.now() - due)));
    },
  });

  const jobGauge = (
    name: string,
    help: string,
    value: (job: ReturnType<typeof runningJobs>[number], now: number) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ["job"] as const,
      registers,
      collect() {
        this.reset();
        const now = Date.now();
        for (const job of runningJobs()) {
          const v = value(job, now);
          if (v !== null) this.set({ job: job.name }, v);
        }
      },
    });
  jobGauge(
    "kinisi_job_last_run_timestamp_seconds",
    "When a background job's last round ended, good or not (Unix time)",
    (job) => (job.lastEndedAt === null ? null : seconds(job.lastEndedAt)),
  );
  jobGauge(
    "kinisi_job_last_success_timestamp_seconds",
    "When a background job's last good round ended (Unix time)",
    (job) => (job.lastSuccessAt === null ? null : seconds(job.lastSuccessAt)),
  );
  jobGauge("kinisi_job_last_run_duration_seconds", "How long a background job's last round took", (job) =>
    job.lastDurationMs === null ? null : seconds(job.lastDurationMs),
  );
  jobGauge(
    "kinisi_job_lag_seconds",
    "How far a background job is behind: time since its last good round beyond one interval (0 while it keeps up)",
    (job, now) => seconds(jobLagMs(job, now)),
  );

  return {
    registry,
    request: (c, s) => {
      const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
      requests.observe({ method, route: routePath(c) || "unmatched", status: String(c.res.status) }, s);
    },
    booked: (by) => bookings.inc({ by }),
    refused: (code) => refusals.inc({ code }),
    promoted: (tx, members) => {
      if (members > 0) afterCommit(tx, async () => promotions.inc(members));
    },
    mailed: (outcome) => (outcome === "sent" ? mailSent : mailFailed).inc(),
  };
}

/** The same length whatever the token, so the comparison's time tells nothing about it. */
const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * `GET /metrics`: for the operator's Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured there is nothing here (404); a missing or wrong one is refused (401).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  const expected = token === undefined ? null : digest(token);
  return async (c: Context) => {
    c.header("Cache-Control", "no-store");
    if (!expected) return c.json(errorBody("NOT_FOUND"), 404);
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json(errorBody("UNAUTHORIZED"), 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  };
}
