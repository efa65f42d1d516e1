import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { studioToday } from "../../../shared/domain/schedule";
import { isLang } from "../../../shared/i18n";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { accountStates, retentionRuns } from "../../db/schema";
import { studioName } from "../../domain/studio-identity";
import type { Mailer } from "../../mail/mailer";
import { type Periodic, startPeriodic } from "../../platform/background";
import type { Logger } from "../../platform/logger";
import { eraseAccount } from "./privacy";

const DAY_MS = 86_400_000;
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
/** The same instant `n` calendar months later (UTC; the 31st of a short month rolls into the next). */
function addMonths(d: Date, n: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}
const subMonths = (d: Date, n: number) => addMonths(d, -n);

/** The terms: data is kept up to 24 months after deactivation. */
export const DEACTIVATED_KEEP_MONTHS = 24;
/** The warning e-mail goes this many days before an inactive account is erased. */
export const RETENTION_WARNING_DAYS = 30;
/** Accounts looked at per run and kind; the next day's run takes the rest. */
const BATCH = 500;

export type RetentionDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  now: Date;
  tz: string;
  inactiveMonths: number;
  publicUrl: string;
  studio: string;
};

export type RetentionCounts = { warned: number; erasedDeactivated: number; erasedInactive: number };

type Candidate = {
  id: string;
  email: string;
  name: string;
  language: string;
  warned_at: Date | string | null;
  last_activity: Date | string;
};

/**
 * Members who are neither admins, deactivated nor erased, whose last sign-in, booking, package
 * request or package validity is older than the cutoff.
 */
async function inactiveSince(db: Db, cutoff: Date): Promise<Candidate[]> {
  const { rows } = await db.execute<Candidate>(sql`
    select u.id, u.email, u.name, u.language, s.retention_warned_at as warned_at, a.last_activity
    from "user" u
    left join account_states s on s.user_id = u.id
    cross join lateral (select greatest(
      u.created_at,
      s.last_sign_in_at,
      (select max(r.created_at) from reservations r where r.user_id = u.id),
      (select max(p.created_at) from package_requests p where p.user_id = u.id),
      (select greatest(m.nutrition_expires_at, m.package_purchased_at)
         from member_accounts m where m.user_id = u.id),
      (select max(c.expires_at) from member_credits c where c.user_id = u.id)
    ) as last_activity) a
    where u.role = 'user' and s.erased_at is null and s.deactivated_at is null
      and a.last_activity < ${cutoff.toISOString()}
    order by a.last_activity
    limit ${BATCH}`);
  return rows;
}

/** Marks the warning unless one was already sent for this inactivity; true when this call marked it. */
async function markWarned(db: Db, userId: string, lastActivity: Date, now: Date): Promise<boolean> {
  await db.insert(accountStates).values({ userId }).onConflictDoNothing();
  const marked = await db
    .update(accountStates)
    .set({ retentionWarnedAt: now })
    .where(
      and(
        eq(accountStates.userId, userId),
        or(isNull(accountStates.retentionWarnedAt), lt(accountStates.retentionWarnedAt, lastActivity)),
      ),
    )
    .returning({ id: accountStates.userId });
  return marked.length > 0;
}

/**
 * One day's retention (spec section 2, the terms): accounts deactivated more than 24 months ago are
 * erased; inactive members get a warning e-mail 30 days before, and are erased once the period has
 * passed and the warning is 30 days old. The day's run row is unique, so of several instances (or
 * rounds) only the first runs; the others answer null.
 */
export async function runRetention(d: RetentionDeps): Promise<RetentionCounts | null> {
  const day = studioToday(d.now, d.tz);
  const claimed = await d.db
    .insert(retentionRuns)
    .values({ runDate: day })
    .onConflictDoNothing()
    .returning({ day: retentionRuns.runDate });
  if (claimed.length === 0) return null;
  const counts: RetentionCounts = { warned: 0, erasedDeactivated: 0, erasedInactive: 0 };
  const at = { now: d.now, tz: d.tz };

  const deactivated = await d.db
    .select({ id: accountStates.userId })
    .from(accountStates)
    .where(
      and(
        isNotNull(accountStates.deactivatedAt),
        lt(accountStates.deactivatedAt, subMonths(d.now, DEACTIVATED_KEEP_MONTHS)),
        isNull(accountStates.erasedAt),
      ),
    )
    .limit(BATCH);
  // A dependant is judged by their own activity (their bookings), so an adult's erasure here keeps them.
  for (const { id } of deactivated) {
    await eraseAccount(d.db, id, at, { dependants: "keep" });
    counts.erasedDeactivated += 1;
  }

  const warnFrom = addDays(subMonths(d.now, d.inactiveMonths), RETENTION_WARNING_DAYS);
  for (const c of await inactiveSince(d.db, warnFrom)) {
    const lastActivity = new Date(c.last_activity);
    const warnedAt = c.warned_at ? new Date(c.warned_at) : null;
    const eraseAt = addMonths(lastActivity, d.inactiveMonths);
    const warnedForThis = warnedAt !== null && warnedAt >= lastActivity;
    if (warnedForThis && d.now >= eraseAt && d.now >= addDays(warnedAt, RETENTION_WARNING_DAYS)) {
      await eraseAccount(d.db, c.id, at, { dependants: "keep" });
      counts.erasedInactive += 1;
    } else if (!warnedForThis && (await markWarned(d.db, c.id, lastActivity, d.now))) {
      const eraseOn = studioToday(
        new Date(Math.max(eraseAt.getTime(), addDays(d.now, RETENTION_WARNING_DAYS).getTime())),
        d.tz,
      );
      await d.mailer.send({
        to: c.email,
        lang: isLang(c.language) ? c.language : "gr",
        template: "retentionWarning",
        data: { name: c.name || c.email, url: d.publicUrl, studio: d.studio, eraseOn },
      });
      counts.warned += 1;
    }
  }

  await d.db
    .update(retentionRuns)
    .set({ ...counts, finishedAt: d.now })
    .where(eq(retentionRuns.runDate, day));
  d.logger.info({ job: "retention", day, ...counts }, "retention run");
  return counts;
}

/** The retention job: a round every hour; the day's run row lets one round a day, on one instance, do the work. */
export function startRetention(deps: Deps): Periodic {
  const { config, zone, database, mailer, logger, clock } = deps;
  return startPeriodic({
    name: "retention",
    intervalMs: 60 * 60 * 1000,
    logger,
    immediately: true,
    run: async () =>
      runRetention({
        db: database.db,
        mailer,
        logger,
        now: clock.now(),
        tz: zone(),
        inactiveMonths: config.RETENTION_INACTIVE_MONTHS,
        publicUrl: config.publicUrl,
        studio: await studioName(database.db, config),
      }),
  });
}
