import { eq } from "drizzle-orm";
import { endSessions } from "./auth/account-state";
import type { Db, Tx } from "./db/client";
import { accountStates, user } from "./db/schema";
import { accountErased } from "./domain/live-member";
import { personalDataSources } from "./personal-data";
import { notFound } from "./platform/errors";

/*
 * One member's erasure (decision 015), shared by the account's own deletion, retention, and a
 * guardian removing a dependant: every personal-data source, the sessions, the tombstone.
 */

export type Member = { id: string; email: string; role: string };

/** The member as their data is filed, or USER_NOT_FOUND, or ACCOUNT_ERASED (a tombstone is no one's any more). */
export async function memberOf(tx: Tx | Db, userId: string, lock = false): Promise<Member> {
  const q = tx
    .select({ id: user.id, email: user.email, role: user.role, erasedAt: accountStates.erasedAt })
    .from(user)
    .leftJoin(accountStates, eq(accountStates.userId, user.id))
    .where(eq(user.id, userId));
  const [row] = lock ? await q.for("update", { of: user }) : await q;
  if (!row) throw notFound("USER_NOT_FOUND");
  if (row.erasedAt) throw accountErased();
  return { id: row.id, email: row.email, role: row.role };
}

/**
 * A member's erasure inside the caller's transaction, which has checked what must be checked first
 * (a guardian removing a dependant: no bookings to come, no credits left).
 */
export async function eraseMemberIn(tx: Tx, userId: string, at: { now: Date; tz: string }) {
  await eraseOne(tx, await memberOf(tx, userId, true), at);
}

/** One account's erasure inside the caller's transaction: every source, the sessions, the tombstone. */
export async function eraseOne(tx: Tx, member: Member, at: { now: Date; tz: string }) {
  for (const source of personalDataSources) await source.erase(tx, member, at);
  await endSessions(tx, member.id);
  await tx
    .insert(accountStates)
    .values({ userId: member.id, erasedAt: at.now })
    .onConflictDoUpdate({
      target: accountStates.userId,
      set: { erasedAt: at.now, lastSignInAt: null, retentionWarnedAt: null },
    });
}
