import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ageOn } from "../../../shared/domain/age";
import { hasExpired } from "../../../shared/domain/booking-rules";
import type { StaffPlaces } from "../../../shared/domain/locations";
import { expiryOnDate } from "../../../shared/domain/packages";
import { isRole, isStaff } from "../../../shared/domain/roles";
import { studioToday } from "../../../shared/domain/schedule";
import {
  type Account,
  LEDGER_HISTORY_LIMIT,
  type LedgerEntry,
  type MemberDetails,
  type MemberEdit,
  type MyAccount,
} from "../../../shared/schemas/members";
import { type MyRequest, toMyRequest } from "../../../shared/schemas/packages";
import type { Db, Tx } from "../../db/client";
import {
  creditLedger,
  type MemberAccount,
  memberAccounts,
  packageRequests,
  reservations,
  user,
} from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { type CreditRow, creditRowsOf, holding, knownCreditKinds } from "../../domain/credit-kinds";
import { type CreditKind, changeCredits, setCreditExpiry, setCredits } from "../../domain/credits";
import { liveMember } from "../../domain/live-member";
import { scheduleAt } from "../../domain/staff-scope";
import { AppError, conflict, notFound } from "../../platform/errors";

/** A member's account as the account screen and the admin's details modal show it. */

function toAccount(a: MemberAccount | undefined, credits: CreditRow[], tz: string, now: Date): Account {
  const day = (d: Date | null | undefined) => (d ? studioToday(d, tz) : null);
  const expired = (d: Date | null | undefined) => (d ? hasExpired(d, now) : false);
  return {
    credits: credits.map((c) => holding(c, now, tz)),
    packageName: a?.activePackageName ?? "",
    packagePurchasedOn: day(a?.packagePurchasedAt),
    nutritionName: a?.nutritionName ?? null,
    nutritionExpiresOn: day(a?.nutritionExpiresAt),
    nutritionExpired: expired(a?.nutritionExpiresAt),
  };
}

async function accountOf(db: Db, userId: string, tz: string, now: Date): Promise<Account> {
  const [[row], credits] = await Promise.all([
    db.select().from(memberAccounts).where(eq(memberAccounts.userId, userId)),
    creditRowsOf(db, userId),
  ]);
  return toAccount(row, credits, tz, now);
}

export async function ledgerOf(db: Db, userId: string): Promise<LedgerEntry[]> {
  const actor = alias(user, "actor");
  const rows = await db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
      // Who of the staff changed it: the member sees who, the ledger says what.
      by: sql<string | null>`case when ${actor.id} <> ${creditLedger.userId} then ${actor.name} end`,
      actorRole: sql<string | null>`case when ${actor.id} <> ${creditLedger.userId} then ${actor.role} end`,
    })
    .from(creditLedger)
    .leftJoin(actor, eq(actor.id, creditLedger.actorId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(LEDGER_HISTORY_LIMIT);
  return rows.map(({ actorRole, ...r }) => ({
    ...r,
    byRole: isRole(actorRole) && isStaff(actorRole) ? actorRole : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The member's requests, newest first (pendingOnly: at most the one pending). */
async function requestsOf(db: Db, userId: string, pendingOnly = false): Promise<MyRequest[]> {
  const rows = await db
    .select()
    .from(packageRequests)
    .where(
      and(
        eq(packageRequests.userId, userId),
        pendingOnly ? eq(packageRequests.status, "pending") : undefined,
      ),
    )
    .orderBy(desc(packageRequests.createdAt))
    .limit(20);
  return rows.map(toMyRequest);
}

/** The member's own screen: sessions, expiries, the pending request and the ledger history. */
export async function myAccount(db: Db, userId: string, tz: string, now: Date): Promise<MyAccount> {
  const [account, pendingRequest, ledger] = await Promise.all([
    accountOf(db, userId, tz, now),
    requestsOf(db, userId, true).then((r) => r[0] ?? null),
    ledgerOf(db, userId),
  ]);
  return { account, pendingRequest, ledger };
}

/**
 * The details modal: who, what they hold, their requests, ledger history and bookings (those at
 * `places`, where the staff member reading works; null: every location, decision 057).
 */
export async function memberDetails(
  db: Db,
  userId: string,
  tz: string,
  now: Date,
  places: StaffPlaces = null,
): Promise<MemberDetails> {
  await liveMember(db, userId);
  const [member] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      language: user.language,
      createdAt: user.createdAt,
      phone: memberAccounts.phone,
      birthDate: user.birthDate,
    })
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(eq(user.id, userId));
  if (!member) throw notFound("USER_NOT_FOUND");
  const { birthDate, ...shown } = member;
  const [account, requests, ledger, bookings] = await Promise.all([
    accountOf(db, userId, tz, now),
    requestsOf(db, userId),
    ledgerOf(db, userId),
    db
      .select({
        date: reservations.date,
        time: reservations.time,
        schedule: reservations.schedule,
        place: reservations.place,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.kind, "member"),
          scheduleAt(reservations.schedule, places),
        ),
      )
      .orderBy(desc(reservations.date), desc(reservations.time))
      .limit(LEDGER_HISTORY_LIMIT),
  ]);
  return {
    member: {
      ...shown,
      age: birthDate ? ageOn(birthDate, studioToday(now, tz)) : null,
      name: member.name || member.email,
      role: isRole(member.role) ? member.role : "user",
      createdAt: member.createdAt.toISOString(),
    },
    account,
    requests,
    ledger,
    bookings,
  };
}

/**
 * Makes sure the member exists and was not erased (nothing is attached to a tombstone), and that
 * they have an account row, and locks that row.
 */
async function lockAccount(tx: Tx, userId: string): Promise<MemberAccount> {
  await liveMember(tx, userId, { lock: true });
  await tx.insert(memberAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(memberAccounts).where(eq(memberAccounts.userId, userId)).for("update");
  return row!;
}

/**
 * The edit modal: balances through the ledger (admin_edit, only when they change), expiries as
 * the end of the typed studio day, package names. One transaction.
 */
export async function editMember(
  db: Db,
  userId: string,
  edit: MemberEdit,
  ctx: { actorId: string; now: Date; tz: string },
): Promise<Account> {
  const at = (d: string | null) => (d === null ? null : expiryOnDate(d, ctx.tz));
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, userId);
    await knownCreditKinds(
      tx,
      edit.credits.map((c) => c.kind),
    );
    const creditsBefore = await creditRowsOf(tx, userId);
    const common = { userId, actorId: ctx.actorId, reason: "admin_edit" };
    for (const c of edit.credits) {
      const held = creditsBefore.find((b) => b.kind === c.kind)?.sessions ?? 0;
      if (held !== c.sessions) await setCredits(tx, { ...common, kind: c.kind, value: c.sessions });
      await setCreditExpiry(tx, { userId, kind: c.kind }, at(c.expiresOn));
    }
    await tx
      .update(memberAccounts)
      .set({
        activePackageName: edit.packageName,
        nutritionName: edit.nutritionName,
        nutritionExpiresAt: at(edit.nutritionExpiresOn),
      })
      .where(eq(memberAccounts.userId, userId));
    const [after] = await tx.select().from(memberAccounts).where(eq(memberAccounts.userId, userId));
    const creditsAfter = await creditRowsOf(tx, userId);
    await recordActivity(tx, {
      actorId: ctx.actorId,
      memberId: userId,
      kind: "balances",
      details: { before: balancesOf(before, creditsBefore), after: balancesOf(after!, creditsAfter) },
      at: ctx.now,
    });
  });
  return accountOf(db, userId, ctx.tz, ctx.now);
}

/** What the activity log keeps of an account: balances, expiry dates and package names. */
function balancesOf(a: MemberAccount, credits: CreditRow[]) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    credits: credits.map((c) => ({ kind: c.kind, sessions: c.sessions, expiresAt: iso(c.expiresAt) })),
    packageName: a.activePackageName,
    nutritionName: a.nutritionName,
    nutritionExpiresAt: iso(a.nutritionExpiresAt),
  };
}

/** Plus or minus one session (admin_adjust); below 0 is refused with SESSIONS_NEGATIVE. */
export async function adjustSessions(
  db: Db,
  userId: string,
  change: { delta: 1 | -1; kind: CreditKind; reason: string },
  actorId: string,
  now: Date,
): Promise<{ kind: CreditKind; sessions: number }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await knownCreditKinds(tx, [change.kind]);
    const held = (await creditRowsOf(tx, userId)).find((c) => c.kind === change.kind)?.sessions ?? 0;
    await recordActivity(tx, {
      actorId,
      memberId: userId,
      kind: "credits",
      details: {
        credit: change.kind,
        before: held,
        after: held + change.delta,
        reason: change.reason,
      },
      at: now,
    });
    try {
      const { after } = await changeCredits(tx, {
        userId,
        kind: change.kind,
        delta: change.delta,
        reason: "admin_adjust",
        actorId,
        note: change.reason,
      });
      return { kind: change.kind, sessions: after };
    } catch (err) {
      if (err instanceof AppError && err.code === "NO_SESSIONS_LEFT") throw conflict("SESSIONS_NEGATIVE");
      throw err;
    }
  });
}
