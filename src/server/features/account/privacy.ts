import { and, eq, isNull } from "drizzle-orm";
import type { DependantFate } from "../../../shared/domain/family";
import { isLang } from "../../../shared/i18n";
import type { Profile } from "../../../shared/schemas/account";
import { endSessions } from "../../auth/account-state";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/client";
import { account, accountStates, dataExports, notifications, user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { creditRowsOf } from "../../domain/credit-kinds";
import { dependantsOf } from "../../domain/family";
import { studioNow } from "../../domain/studio-now";
import { eraseOne, type Member, memberOf } from "../../erasure";
import { personalDataSources } from "../../personal-data";
import { AppError, conflict, notFound } from "../../platform/errors";

/** The export file: every source's part under its key, read in one transaction, and its audit row. */
export async function exportPersonalData(
  db: Db,
  subjectId: string,
  o: { requestedBy: string; reason: "member" | "desk"; now: Date },
): Promise<{ member: Member; parts: [string, unknown][] }> {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, subjectId);
    const parts: [string, unknown][] = [];
    for (const source of personalDataSources) parts.push([source.key, await source.exportFor(tx, member)]);
    // A dependant's data are theirs, and their guardian is the one who asks for them.
    const dependants = [];
    for (const d of await dependantsOf(tx, member.id)) {
      const dependant = await memberOf(tx, d.id);
      const own: Record<string, unknown> = { memberId: dependant.id };
      for (const source of personalDataSources) own[source.key] = await source.exportFor(tx, dependant);
      dependants.push(own);
    }
    parts.push(["dependants", dependants]);
    await tx.insert(dataExports).values({
      subjectId: member.id,
      requestedBy: o.requestedBy,
      reason: o.reason,
      createdAt: o.now,
      updatedAt: o.now,
    });
    // Staff exporting a member's data is on record; a member downloading their own is not staff work.
    if (o.reason === "desk")
      await recordActivity(tx, { actorId: o.requestedBy, memberId: member.id, kind: "export", at: o.now });
    return { member, parts };
  });
}

/** The export as a stream of JSON text, one source at a time. */
export function exportStream(
  exported: { member: Member; parts: [string, unknown][] },
  now: Date,
): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  const chunks = [
    `{"generatedAt":${JSON.stringify(now.toISOString())},"memberId":${JSON.stringify(exported.member.id)}`,
    ...exported.parts.map(([key, part]) => `,${JSON.stringify(key)}:${JSON.stringify(part, null, 1)}`),
    "}\n",
  ];
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(enc.encode(chunks[i++]));
      else controller.close();
    },
  });
}

/**
 * Erases an account in one transaction (decision 015): every source erases or unlinks its rows, the
 * sessions end, the user row becomes a tombstone, and the account is marked erased so it can never
 * start a session again. Balances, ledger rows, past bookings and cancellations stay for the books.
 */
export async function eraseAccount(
  db: Db,
  userId: string,
  at: { now: Date; tz: string },
  o: { notifyStudio?: boolean; dependants?: DependantFate } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, userId, true);
    // An adult's dependants are erased with them or kept as members of their own (the desk then
    // looks after them); the one erasing must say which: 409 FAMILY_CHOICE_REQUIRED otherwise.
    const dependants = await dependantsOf(tx, member.id);
    if (dependants.length > 0 && !o.dependants)
      throw conflict("FAMILY_CHOICE_REQUIRED", { dependants: dependants.length });
    if (o.dependants === "erase")
      for (const d of dependants) await eraseOne(tx, await memberOf(tx, d.id, true), at);
    await eraseOne(tx, member, at);
    if (o.notifyStudio) {
      // The admins' notification names no one: the account it was about no longer has a name.
      const { today: date, time } = studioNow(at.now, at.tz);
      await tx.insert(notifications).values({
        type: "account_deleted",
        message: `account deleted · ${date} ${time}`,
        params: { name: "", email: "", date, time },
      });
    }
  });
}

/** The names, e-mail and language the account page edits. */
export async function profileOf(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: user.language,
      birthDate: user.birthDate,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw notFound("USER_NOT_FOUND");
  return { ...row, language: isLang(row.language) ? row.language : "gr" };
}

/** The remaining sessions a member loses by deleting the account (the confirmation says so). */
export async function remainingSessions(
  db: Db,
  userId: string,
): Promise<{ credits: { kind: string; sessions: number }[] }> {
  const rows = await creditRowsOf(db, userId);
  return { credits: rows.filter((c) => c.sessions > 0).map((c) => ({ kind: c.kind, sessions: c.sessions })) };
}

/**
 * 'Delete my account': the confirmation is the account's e-mail typed again, and the password must
 * be right. An admin is demoted first (the last-admin rule stays with the members screen).
 */
export async function deleteOwnAccount(
  deps: { db: Db; auth: Auth },
  userId: string,
  input: { confirmation: string; password: string; dependants?: DependantFate },
  at: { now: Date; tz: string },
): Promise<void> {
  const member = await memberOf(deps.db, userId);
  if (member.role !== "user") throw new AppError(409, "ADMIN_ACCOUNT");
  if (input.confirmation.trim().toLowerCase() !== member.email.toLowerCase())
    throw new AppError(400, "CONFIRMATION_MISMATCH");
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  const ctx = await deps.auth.$context;
  const ok = credential?.hash
    ? await ctx.password.verify({ hash: credential.hash, password: input.password })
    : false;
  if (!ok) throw new AppError(400, "WRONG_PASSWORD");
  await eraseAccount(deps.db, userId, at, { notifyStudio: true, dependants: input.dependants });
}

/** An admin shuts a member out: no sign-in, and every session ends at once. */
export async function deactivateMember(db: Db, memberId: string, by: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, memberId, true);
    if (member.role !== "user") throw new AppError(409, "ADMIN_ACCOUNT");
    await tx
      .insert(accountStates)
      .values({ userId: member.id, deactivatedAt: now, deactivatedBy: by })
      .onConflictDoUpdate({
        target: accountStates.userId,
        set: { deactivatedAt: now, deactivatedBy: by },
        setWhere: isNull(accountStates.deactivatedAt),
      });
    await endSessions(tx, member.id);
    await recordActivity(tx, {
      actorId: by,
      memberId: member.id,
      kind: "erasure",
      details: { after: "deactivated" },
      at: now,
    });
  });
}

export async function reactivateMember(db: Db, memberId: string, by: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, memberId, true);
    await tx
      .update(accountStates)
      .set({ deactivatedAt: null, deactivatedBy: null, retentionWarnedAt: null })
      .where(eq(accountStates.userId, member.id));
    await recordActivity(tx, {
      actorId: by,
      memberId: member.id,
      kind: "erasure",
      details: { after: "reactivated" },
      at: now,
    });
  });
}

/** Whether a member is deactivated (the members screen shows it). */
export async function deactivatedAt(db: Db, memberId: string): Promise<Date | null> {
  await memberOf(db, memberId);
  const [row] = await db
    .select({ at: accountStates.deactivatedAt })
    .from(accountStates)
    .where(eq(accountStates.userId, memberId));
  return row?.at ?? null;
}
