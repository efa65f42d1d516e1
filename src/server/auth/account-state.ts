import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountStates, session, user } from "../db/schema";

/** False for an account an admin deactivated or one that was erased: no session may start. */
export async function mayStartSession(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deactivatedAt: accountStates.deactivatedAt, erasedAt: accountStates.erasedAt })
    .from(accountStates)
    .where(eq(accountStates.userId, userId));
  return !row || (row.deactivatedAt === null && row.erasedAt === null);
}

/** Keeps the last sign-in (the retention job's 'no sign-in'); a sign-in also clears a retention warning. */
export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insert(accountStates)
    .values({ userId, lastSignInAt: at })
    .onConflictDoUpdate({
      target: accountStates.userId,
      set: { lastSignInAt: at, retentionWarnedAt: null },
    });
}

/** Ends every session of a user (deactivation, erasure). */
export async function endSessions(db: Pick<Db, "delete">, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/**
 * For a query on `user`: the account was not erased (decision 015). An erased account is a tombstone,
 * no one's any more: never a member in a list, a picker or a mass e-mail's audience.
 */
export const notErased = sql`not exists (select 1 from ${accountStates} where ${accountStates.userId} = ${user.id} and ${accountStates.erasedAt} is not null)`;

/** For a query on `user`: an admin deactivated the account (it is still listed, marked). */
export const isDeactivated = sql<boolean>`exists (select 1 from ${accountStates} where ${accountStates.userId} = ${user.id} and ${accountStates.deactivatedAt} is not null)`;
