import { and, eq, sql } from "drizzle-orm";
import type { CreditKind } from "../../shared/domain/schedules";
import type { Tx } from "../db/client";
import { creditLedger, memberAccounts, memberCredits } from "../db/schema";
import { AppError } from "../platform/errors";

/** A balance is kept per credit kind (a `member_credits` row, decision 038); a schedule names the kind it spends. */
export type { CreditKind };

export type CreditChange = {
  userId: string;
  kind: CreditKind;
  /** Positive grants, negative spends. */
  delta: number;
  /** e.g. package_approved, booking, cancellation, admin_adjust, admin_edit, forfeited */
  reason: string;
  actorId?: string | null;
  relatedId?: string | null;
  /** The desk's own words for a change by hand, shown to the member. */
  note?: string | null;
};

/** The member accounts each open transaction has locked (a row lock lasts until it ends). */
const lockedAccounts = new WeakMap<Tx, Set<string>>();

/**
 * Locks the member's account row until the transaction ends; answers whether they have one. Once
 * per transaction: a booking's check locks it and its credit's change then finds it held, without
 * a second round trip under the slot's lock.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<boolean> {
  if (lockedAccounts.get(tx)?.has(userId)) return true;
  const [account] = await tx
    .select({ userId: memberAccounts.userId })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, userId))
    .for("update");
  if (!account) return false;
  const held = lockedAccounts.get(tx) ?? new Set<string>();
  lockedAccounts.set(tx, held.add(userId));
  return true;
}

/**
 * The member's balance of one kind, its row locked until the transaction ends (created at 0 when the
 * member never held the kind). `missing` when the member has no account.
 */
async function lockedBalance(tx: Tx, who: { userId: string; kind: CreditKind }, missing: AppError) {
  if (!(await lockAccount(tx, who.userId))) throw missing;
  // An update that changes nothing still locks the row, in the same statement that creates it.
  const [row] = await tx
    .insert(memberCredits)
    .values({ userId: who.userId, kind: who.kind })
    .onConflictDoUpdate({
      target: [memberCredits.userId, memberCredits.kind],
      set: { sessions: sql`${memberCredits.sessions}` },
    })
    .returning({ balance: memberCredits.sessions });
  return { balance: row?.balance ?? 0 };
}

const ofKind = (who: { userId: string; kind: CreditKind }) =>
  and(eq(memberCredits.userId, who.userId), eq(memberCredits.kind, who.kind));

/**
 * The change applied to an existing balance row (which locks it), when the result stays at 0 or
 * more, and its ledger row written, in one statement: the new balance, or null (nothing written)
 * when the row is missing or would go below 0. One statement, not two: a booking changes the
 * balance under its slot's lock, where every round trip is one the next booking waits for.
 */
async function changedInPlace(tx: Tx, change: CreditChange): Promise<number | null> {
  const { userId, kind, delta } = change;
  const result = await tx.execute<{ after: number }>(sql`
    with changed as (
      update ${memberCredits} set sessions = sessions + ${delta}, updated_at = now()
      where user_id = ${userId} and kind = ${kind} and sessions >= ${-delta}
      returning sessions
    )
    insert into ${creditLedger} (user_id, kind, delta, balance_after, reason, actor_id, related_id, note)
    select ${userId}, ${kind}, ${delta}, sessions, ${change.reason}, ${change.actorId ?? null},
      ${change.relatedId ?? null}, ${change.note ?? null}
    from changed
    returning balance_after as after
  `);
  return result.rows[0]?.after ?? null;
}

/**
 * The only way a balance changes: locks the member's account and balance rows, applies the change and
 * writes its ledger row in the caller's transaction. Refuses to go below 0 (NO_SESSIONS_LEFT). A
 * balance row that exists (a booking's check has just read it) changes with its ledger row in one
 * statement; only a kind the member never held, or a refusal, takes the locked read first.
 */
export async function changeCredits(
  tx: Tx,
  change: CreditChange,
): Promise<{ before: number; after: number }> {
  if (!(await lockAccount(tx, change.userId))) throw new AppError(409, "NO_ACTIVE_PACKAGE");
  const inPlace = await changedInPlace(tx, change);
  if (inPlace !== null) return { before: inPlace - change.delta, after: inPlace };
  const row = await lockedBalance(tx, change, new AppError(409, "NO_ACTIVE_PACKAGE"));
  const after = row.balance + change.delta;
  if (after < 0) throw new AppError(409, "NO_SESSIONS_LEFT");
  if (change.delta !== 0) await tx.update(memberCredits).set({ sessions: after }).where(ofKind(change));
  await tx.insert(creditLedger).values({
    userId: change.userId,
    kind: change.kind,
    delta: change.delta,
    balanceAfter: after,
    reason: change.reason,
    actorId: change.actorId ?? null,
    relatedId: change.relatedId ?? null,
    note: change.note ?? null,
  });
  return { before: after - change.delta, after };
}

/** Sets when a member's credits of one kind expire (null: no package of that kind). */
export async function setCreditExpiry(
  tx: Tx,
  who: { userId: string; kind: CreditKind },
  expiresAt: Date | null,
): Promise<void> {
  await tx
    .insert(memberCredits)
    .values({ userId: who.userId, kind: who.kind, expiresAt })
    .onConflictDoUpdate({ target: [memberCredits.userId, memberCredits.kind], set: { expiresAt } });
}

/**
 * Sets where a member's credits of one kind may be spent (decision 057): the granting package's
 * locations, null for every location. Only an approval (the package's) and an import (roaming) set
 * it; a desk's change by hand keeps it.
 */
export async function setCreditValidAt(
  tx: Tx,
  who: { userId: string; kind: CreditKind },
  validAt: string[] | null,
): Promise<void> {
  await tx
    .insert(memberCredits)
    .values({ userId: who.userId, kind: who.kind, validAt })
    .onConflictDoUpdate({ target: [memberCredits.userId, memberCredits.kind], set: { validAt } });
}

/** Sets a balance to an exact value (admin edit, package replacement), recording the difference. */
export async function setCredits(
  tx: Tx,
  change: Omit<CreditChange, "delta"> & { value: number },
): Promise<{ before: number; after: number }> {
  const row = await lockedBalance(tx, change, new AppError(404, "USER_NOT_FOUND"));
  return changeCredits(tx, { ...change, delta: change.value - row.balance });
}

/**
 * The given members whose balance differs from their latest ledger row's balance_after (should
 * always be none). Each lookup walks one member's rows by the user_id index, so the cost follows the
 * number of members asked, not the ledger's length: the sessions-check page asks for one day's.
 */
export async function balanceMismatches(
  tx: Pick<Tx, "execute">,
  userIds: readonly string[],
): Promise<{ userId: string; kind: string }[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{ user_id: string; kind: string }>(sql`
    select m.user_id, k.key as kind
    from member_accounts m
    cross join credit_kinds k
    where m.user_id in (${ids})
      and coalesce((select l.balance_after from credit_ledger l
                    where l.user_id = m.user_id and l.kind = k.key
                    order by l.id desc limit 1), 0)
          <> coalesce((select c.sessions from member_credits c where c.user_id = m.user_id and c.kind = k.key), 0)
  `);
  return result.rows.map((r) => ({ userId: r.user_id, kind: r.kind }));
}

/**
 * Every member whose balance differs from the sum of their ledger rows (should always be none). It
 * reads the whole ledger: for tests and maintenance scripts, never for a page.
 */
export async function ledgerMismatches(tx: Pick<Tx, "execute">): Promise<{ userId: string; kind: string }[]> {
  const result = await tx.execute<{ user_id: string; kind: string }>(sql`
    select m.user_id, k.key as kind
    from member_accounts m
    cross join credit_kinds k
    left join member_credits c on c.user_id = m.user_id and c.kind = k.key
    left join credit_ledger l on l.user_id = m.user_id and l.kind = k.key
    group by m.user_id, k.key, c.sessions
    having coalesce(sum(l.delta), 0) <> coalesce(c.sessions, 0)
  `);
  return result.rows.map((r) => ({ userId: r.user_id, kind: r.kind }));
}
