import crypto from "node:crypto";
import { eq, lt, lte, or, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { Me } from "../../../shared/schemas/account";
import { type Role, setRoleIn } from "../../auth/admins";
import type { SessionUser } from "../../auth/auth";
import type { Db } from "../../db/client";
import { clientErrors, memberAccounts, rateLimit, user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import { AppError, notFound } from "../../platform/errors";

export async function describeMe(db: Db, u: SessionUser | null, now: Date): Promise<Me> {
  if (!u) return { user: null };
  const [acc] = await db.select().from(memberAccounts).where(eq(memberAccounts.userId, u.id));
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name || u.email,
      role: u.role,
      language: u.language,
      hasCompletedFitnessQuestionnaire: acc?.hasCompletedFitnessQuestionnaire ?? false,
      hasActiveNutrition: Boolean(
        acc?.nutritionName && acc.nutritionExpiresAt && acc.nutritionExpiresAt > now,
      ),
    },
  };
}

export async function setLanguage(db: Db, userId: string, language: Lang): Promise<void> {
  await db.update(user).set({ language }).where(eq(user.id, userId));
}

/** The owner gives an account a role (a staff role, or member again); the last owner keeps theirs. */
export async function setRole(
  db: Db,
  userId: string,
  role: Role,
  ctx: { actorId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // setRoleIn locks the owners' rows before this account's (the one order of every role change);
    // the erased account is refused under those locks.
    const changed = await setRoleIn(tx, { id: userId }, role, { check: (id) => liveMember(tx, id) });
    if (!changed) throw notFound("USER_NOT_FOUND");
    if (changed.before !== role)
      await recordActivity(tx, {
        actorId: ctx.actorId,
        memberId: userId,
        kind: "role",
        details: { before: changed.before, after: role },
        at: ctx.now,
      });
  });
}

/** Browser error reports accepted per client address per minute. */
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** Reports kept: the newest this many, none older than CLIENT_ERRORS_KEEP_DAYS. */
export const CLIENT_ERRORS_KEEP_ROWS = 5000;
export const CLIENT_ERRORS_KEEP_DAYS = 30;
const WINDOW_MS = 60_000;

/** Counts one report of this address in the shared rate_limit table; false once over the limit. */
async function withinRate(db: Db, clientIp: string, now: number): Promise<boolean> {
  const key = `client-errors:${crypto.createHash("sha256").update(clientIp).digest("hex")}`;
  const expired = sql`${rateLimit.lastRequest} < ${now - WINDOW_MS}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 0) <= CLIENT_ERRORS_PER_MINUTE;
}

/**
 * Keeps an error the browser met (the spec's error_logs): at most CLIENT_ERRORS_PER_MINUTE per
 * client address, and the table pruned on every insert to the newest rows of the last 30 days.
 */
export async function recordClientError(
  db: Db,
  entry: { userId: string | null; clientIp: string; message: string; stack?: string; context?: string },
  now: Date,
): Promise<void> {
  const { clientIp, ...row } = entry;
  if (!(await withinRate(db, clientIp, now.getTime())))
    throw new AppError(429, "RATE_LIMITED", { max: CLIENT_ERRORS_PER_MINUTE, windowMinutes: 1 });
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(clientErrors)
      .values({ ...row, createdAt: now, updatedAt: now })
      .returning({ id: clientErrors.id });
    const cutoff = new Date(now.getTime() - CLIENT_ERRORS_KEEP_DAYS * 86_400_000);
    await tx
      .delete(clientErrors)
      .where(
        or(lte(clientErrors.id, inserted!.id - CLIENT_ERRORS_KEEP_ROWS), lt(clientErrors.createdAt, cutoff)),
      );
  });
}
