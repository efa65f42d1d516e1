import { createAuth } from "./auth/auth";
import type { Deps } from "./context";
import type { Database } from "./db/client";
import { mailBrand } from "./domain/mail-brand";
import { studioName } from "./domain/studio-identity";
import { createStudioZone } from "./domain/studio-zone";
import { createCaptcha } from "./features/captcha/service";
import { createMailer, type Mailer } from "./mail/mailer";
import { type Clock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Logger } from "./platform/logger";
import { createMetrics } from "./platform/metrics";

/**
 * Wires the services together; tests pass their own clock, mailer transport or database. The studio's
 * zone starts as `STUDIO_TZ`: `await deps.zone.load(db)` reads the owner's before the first request.
 */
export function buildDeps(o: {
  config: Config;
  database: Database;
  logger: Logger;
  secret: string;
  clock?: Clock;
  mailer?: Mailer;
}): Deps {
  const { config, database, logger } = o;
  const clock = o.clock ?? systemClock;
  const metrics = createMetrics({ database, logger, processMetrics: config.METRICS_TOKEN !== undefined });
  const mailer =
    o.mailer ??
    createMailer({
      db: database.db,
      logger,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      metrics,
      brand: mailBrand(config, config.publicUrl),
    });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: o.secret,
    publicUrl: config.publicUrl,
    adminEmails: config.ADMIN_EMAILS,
    studioName: () => studioName(database.db, config),
    rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
    logger,
    now: () => clock.now(),
  });
  const captcha = createCaptcha({
    db: database.db,
    hmacKey: `${o.secret}:captcha`,
    maxNumber: config.CAPTCHA_MAX_NUMBER,
  });
  return {
    config,
    database,
    mailer,
    clock,
    logger,
    auth,
    captcha,
    zone: createStudioZone(config.STUDIO_TZ),
    unsubscribeKey: `${o.secret}:unsubscribe`,
    metrics,
    readiness: { draining: false },
  };
}
