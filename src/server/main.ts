import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { applyAdminEmails, ensureFirstAdmin } from "./auth/admins";
import { buildDeps } from "./bootstrap";
import { backupBeforeMigration } from "./cli/dump";
import { DataDirLockedError, openDatabase } from "./db/client";
import { retryOnConnectionLoss } from "./db/connection-loss";
import { MigrationFailedError, migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { mailBrand } from "./domain/mail-brand";
import { pageReads } from "./domain/page-reads";
import { startZoneRefresh } from "./domain/studio-zone";
import { startRetention } from "./features/account/retention";
import { startActivityRetention } from "./features/activity/job";
import { startStandingBookings } from "./features/booking/standing/job";
import { startWaitlistClosing } from "./features/booking/waitlist/closing";
import { startReminders } from "./features/calendar/reminders";
import { startMassMailWorker } from "./features/mass-mail/worker";
import { startDriftReminders } from "./features/reminders/job";
import { studioSender } from "./mail/header";
import { smtpTransport, startMailRetries } from "./mail/outbox";
import { runningClockFrom } from "./platform/clock";
import { ConfigError, loadConfig } from "./platform/config";
import { DatabaseUnavailableError } from "./platform/database-wait";
import { edgeAnswers } from "./platform/edge-answers";
import { createLogger } from "./platform/logger";
import { resolveAuthSecret } from "./platform/secret";
import { mountClient } from "./static";

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    waitMs: config.DATABASE_WAIT_SECONDS * 1000,
    onWait: (message) => logger.warn(message),
    onConnectionError: (err) =>
      logger.warn({ err: err.message }, "the database closed a connection; the next query opens a new one"),
  });
  await migrateDatabase(database, undefined, {
    // The embedded database is copied before a release's migrations change it: a way back to the
    // previous release with its data (restore it with npm run restore -- <file> --force).
    beforeMigrating:
      database.kind === "pglite"
        ? async ({ version, pending }) => {
            const file = await backupBeforeMigration(database, config.DATA_DIR, version);
            logger.info({ file, version, pending }, "backed up the embedded database before migrating it");
          }
        : undefined,
  });
  if (await seedDatabase(database.db, { example: config.EXAMPLE_STUDIO }))
    logger.info(
      config.EXAMPLE_STUDIO
        ? "seeded the exercise library and the example studio"
        : "seeded the exercise library (the owner chooses at first sign-in whether to load the example studio)",
    );
  // One secret for every instance on this database (decision 044), unless AUTH_SECRET is set.
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR, database);
  const clock = config.CLOCK_START ? runningClockFrom(config.CLOCK_START) : undefined;
  if (config.CLOCK_START)
    logger.warn({ start: config.CLOCK_START }, "the clock starts at CLOCK_START, not now");
  const deps = buildDeps({ config, database, logger, secret, clock });
  const brand = mailBrand(config, config.publicUrl);
  await deps.zone.load(database.db);
  await applyAdminEmails(database.db, config.ADMIN_EMAILS);
  // On PostgreSQL the operator creates the first admin (npm run admin), unless they gave its password.
  if (database.kind === "pglite" || config.ADMIN_INITIAL_PASSWORD) {
    const created = await ensureFirstAdmin(
      database.db,
      deps.auth,
      config.ADMIN_EMAILS[0] ?? "admin@kinisi.local",
      config.ADMIN_INITIAL_PASSWORD,
    );
    if (created && !created.generated)
      logger.info({ email: created.email }, "first admin created with ADMIN_INITIAL_PASSWORD");
    if (created?.generated) {
      console.log(
        `\n  First admin created. Sign in at ${config.publicUrl} with\n    e-mail:   ${created.email}\n    password: ${created.password}\n  (shown once; change it with "Forgot password" or promote another account with npm run admin -- promote <email>)\n`,
      );
    }
  }

  // Failed e-mails are tried again in the background (src/server/mail/outbox.ts); the same round
  // sends what a transaction queued (a booking's confirmation), so it runs every few seconds.
  const mailRetries = config.SMTP_URL
    ? startMailRetries(
        {
          db: database.db,
          logger,
          transport: studioSender(smtpTransport(config.SMTP_URL), () => brand(database.db)),
          from: config.MAIL_FROM,
          metrics: deps.metrics,
        },
        config.MAIL_QUEUE_POLL_MS,
      )
    : null;

  // Mass e-mails are sent by this worker, one recipient row at a time (features/mass-mail/worker.ts).
  const massMail = startMassMailWorker({
    db: database.db,
    logger,
    transport: config.SMTP_URL
      ? studioSender(smtpTransport(config.SMTP_URL), () => brand(database.db))
      : null,
    from: config.MAIL_FROM,
    publicUrl: config.publicUrl,
    identity: config,
    unsubscribeKey: deps.unsubscribeKey,
    paceMs: config.MASS_MAIL_PACE_MS,
    firstRetryMs: config.MASS_MAIL_FIRST_RETRY_MS,
    leaseMs: config.MASS_MAIL_LEASE_MS,
    pollMs: config.MASS_MAIL_POLL_MS,
    releaseClaimsAtStart: database.kind === "pglite",
  });
  // Erases what the terms no longer let the studio keep, once a day (features/account/retention.ts).
  const retention = startRetention(deps);
  // Removes activity-log entries older than the studio's retention (features/activity/job.ts).
  const activityRetention = startActivityRetention(deps);
  // Closes the waitlists at each slot's booking cutoff (features/booking/waitlist/closing.ts).
  const waitlistClosing = startWaitlistClosing(deps);
  // Books the weeks of standing bookings ahead (features/booking/standing/job.ts, decision 037).
  const standing = startStandingBookings(deps);
  // The owner's time zone as saved on another instance (domain/studio-zone.ts, decision 039).
  const zoneRefresh = startZoneRefresh({ zone: deps.zone, db: database.db, logger });
  // Reminder e-mails the evening before each booking (features/calendar/reminders.ts).
  const reminders = startReminders({
    db: database.db,
    mailer: deps.mailer,
    config,
    zone: deps.zone,
    logger,
    now: () => deps.clock.now(),
  });
  // The automatic reminders to members drifting away, from the reminder time (features/reminders/job.ts).
  const driftReminders = startDriftReminders({
    db: database.db,
    mailer: deps.mailer,
    config,
    zone: deps.zone,
    logger,
    unsubscribeKey: deps.unsubscribeKey,
    now: () => deps.clock.now(),
  });

  const app = createApp(deps);
  if (config.isProduction) mountClient(app, path.resolve("dist/client"), config.publicUrl, pageReads(deps));

  // On PostgreSQL a request that lost its database connection before it changed anything runs once
  // more, any other answers 503 (db/connection-loss.ts, decision 027). PGlite has no connection to lose.
  const fetch = database.kind === "postgres" ? retryOnConnectionLoss(app.fetch, logger) : app.fetch;
  // What is refused before the app sees a request (headers over Node's limit, unreadable HTTP, a
  // path no URL can be made of) is answered in the API's error shape (platform/edge-answers.ts).
  const edge = edgeAnswers(config.publicUrl, logger);
  const server = createServer(
    getRequestListener(fetch, { hostname: config.HOST, errorHandler: edge.requestError }),
  );
  server.on("clientError", edge.clientError);
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: database.kind }, `Kinisi listening on ${config.publicUrl}`);
    // From `npm start`'s first step (scripts/start.ts), else from this process's start.
    const since = Number(process.env.KINISI_STARTED_AT) || performance.timeOrigin;
    console.log(`Kinisi: ready in ${((Date.now() - since) / 1000).toFixed(1)} s at ${config.publicUrl}`);
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: longer than the idle timeout
  // of the usual proxies and clients (60 s), so that a client reusing a connection rarely meets the
  // server closing it at the same moment (a reset seen in the browser tests under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    logger.info({ signal, drainMs }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Readiness answers 503 at once; the server serves on for the drain, then stops taking requests.
    deps.readiness.draining = true;
    // The background rounds under way (a campaign's mail, a reminder) end before the database
    // closes under them.
    const rounds = [
      mailRetries?.stop(),
      massMail.stop(),
      retention.stop(),
      activityRetention.stop(),
      waitlistClosing.stop(),
      standing.stop(),
      zoneRefresh.stop(),
      reminders.stop(),
      driftReminders.stop(),
    ];
    const close = () => {
      server.close(async () => {
        await Promise.all(rounds);
        await database.close();
        logger.info("stopped");
        process.exit(0);
      });
      // Keep-alive connections that are idle would hold close() open.
      server.closeIdleConnections();
    };
    if (drainMs > 0) setTimeout(close, drainMs);
    else close();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof MigrationFailedError ||
    err instanceof DatabaseUnavailableError
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
