import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { accountStates, user } from "../db/schema";
import { AppError, type ErrorCode, notFound } from "../platform/errors";

/**
 * The 404 codes of an admin operation that names a member by id (decision 015): no such
 * user, or an erased account (a tombstone: nothing is read from it or attached to it any more).
 * A route declares them: `{ 404: MEMBER_GONE }` or `{ 404: [...MEMBER_GONE, "PLAN_NOT_FOUND"] }`.
 */
export const MEMBER_GONE: ErrorCode[] = ["USER_NOT_FOUND", "ACCOUNT_ERASED"];

export const accountErased = () => new AppError(404, "ACCOUNT_ERASED");

/**
 * The member an admin operation names, or USER_NOT_FOUND / ACCOUNT_ERASED. With `lock`, the user
 * row is locked for the transaction, so an erasure cannot run between this check and the write.
 * The lock is FOR NO KEY UPDATE: it holds off the erasure (FOR UPDATE) but not the key-share lock a
 * new row's reference to the user takes, so a member's booking that locked their account row and
 * then writes its ledger row is not in a deadlock with a desk's change that locked the user row
 * first and waits for the account row (lock-order.int.test.ts).
 */
export async function liveMember(
  db: Db | Tx,
  userId: string,
  o: { lock?: boolean } = {},
): Promise<{ id: string; name: string; email: string }> {
  const q = db
    .select({ id: user.id, name: user.name, email: user.email, erasedAt: accountStates.erasedAt })
    .from(user)
    .leftJoin(accountStates, eq(accountStates.userId, user.id))
    .where(eq(user.id, userId));
  const [row] = o.lock ? await q.for("no key update", { of: user }) : await q;
  if (!row) throw notFound("USER_NOT_FOUND");
  if (row.erasedAt) throw accountErased();
  return { id: row.id, name: row.name, email: row.email };
}
