import crypto from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  type AcceptInvitation,
  INVITATION_DAYS,
  type Invitation,
  type Invite,
  type InvitedRole,
} from "../../../shared/schemas/staff-invitations";
import type { Deps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { account, memberAccounts, staffInvitations, user } from "../../db/schema";
import { recordActivity, type StaffWriter } from "../../domain/activity";
import { studioName } from "../../domain/studio-identity";
import { inTransaction } from "../../platform/after-commit";
import { conflict, notFound } from "../../platform/errors";

/**
 * The owner's invitations of trainers and front desk (decision 051). The link carries a random
 * token; the table keeps only its SHA-256, so reading the table opens no account. Accepting creates
 * the account with its role and password in one transaction: no public sign-up is involved.
 */

const DAY_MS = 86_400_000;
const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const lower = (email: string) => email.trim().toLowerCase();

async function accountExists(db: Pick<Tx, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${lower(email)}`);
  return row !== undefined;
}

/** Invites an e-mail with a role: a fresh link (an earlier pending one for the same address is withdrawn). */
export async function inviteStaff(deps: Deps, actorId: string, input: Invite): Promise<Invitation> {
  const now = deps.clock.now();
  const token = crypto.randomBytes(32).toString("base64url");
  return inTransaction(deps, async (tx) => {
    if (await accountExists(tx, input.email)) throw conflict("INVITATION_ACCOUNT_EXISTS");
    await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(and(eq(staffInvitations.email, input.email), pending()));
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        language: input.language,
        tokenHash: hashOf(token),
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        invitedBy: actorId,
      })
      .returning();
    await deps.mailer.queue(tx, {
      to: input.email,
      lang: input.language,
      template: "staffInvite",
      data: {
        studio: await studioName(tx, deps.config),
        role: input.role,
        url: `${deps.config.publicUrl}/staff-invite?token=${token}`,
        days: INVITATION_DAYS,
      },
    });
    await recordActivity(tx, {
      actorId,
      kind: "staff_invitation",
      details: { action: "invite", email: input.email, role: input.role },
      at: now,
    });
    return shown(row!, now);
  });
}

const pending = () => and(isNull(staffInvitations.withdrawnAt), isNull(staffInvitations.acceptedAt));

type Row = typeof staffInvitations.$inferSelect;
const shown = (r: Row, now: Date): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role as InvitedRole,
  language: r.language as Invitation["language"],
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  expired: r.expiresAt <= now,
});

/** The invitations neither withdrawn nor accepted, oldest first (an expired one says so). */
export async function pendingInvitations(db: Db, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(pending())
    .orderBy(asc(staffInvitations.createdAt));
  return rows.map((r) => shown(r, now));
}

/** Withdraws a pending invitation: its link is refused from now on. */
export async function withdrawInvitation(w: StaffWriter, id: string): Promise<void> {
  const now = w.clock.now();
  await w.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(and(eq(staffInvitations.id, id), pending()))
      .returning();
    if (!row) throw notFound("INVITATION_NOT_FOUND");
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "staff_invitation",
      details: { action: "withdraw", email: row.email, role: row.role },
      at: now,
    });
  });
}

/** The invitation a link names, locked; refused when unknown, withdrawn, used or expired. */
async function usable(tx: Pick<Tx, "select">, token: string, now: Date, lock: boolean): Promise<Row> {
  const q = tx
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashOf(token)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("INVITATION_NOT_FOUND");
  if (row.acceptedAt) throw conflict("INVITATION_USED");
  if (row.withdrawnAt) throw conflict("INVITATION_WITHDRAWN");
  if (row.expiresAt <= now) throw conflict("INVITATION_EXPIRED");
  return row;
}

/** What the invitation's page shows: the address, the role and the studio. */
export async function viewInvitation(deps: Deps, token: string) {
  const row = await usable(deps.database.db, token, deps.clock.now(), false);
  const studio = await studioName(deps.database.db, deps.config);
  return { email: row.email, role: row.role as InvitedRole, studio };
}

/**
 * Accepts an invitation: the account (verified: the link reached this address), its role, its
 * password through the auth library's own hashing, and its member account, written with the
 * invitation's use in one transaction, so a link is used once even when pressed twice at once.
 */
export async function acceptInvitation(deps: Deps, input: AcceptInvitation): Promise<{ email: string }> {
  const now = deps.clock.now();
  // A link that cannot be used is refused before the password is hashed: the hash is the request's
  // costly part, which a caller without a usable link should not make the server spend.
  await usable(deps.database.db, input.token, now, false);
  const hash = await (await deps.auth.$context).password.hash(input.password);
  return inTransaction(deps, async (tx) => {
    const row = await usable(tx, input.token, now, true);
    if (await accountExists(tx, row.email)) throw conflict("INVITATION_ACCOUNT_EXISTS");
    const id = crypto.randomUUID();
    await tx.insert(user).values({
      id,
      email: row.email,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: true,
      language: row.language,
      role: row.role,
    });
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
    await tx.insert(memberAccounts).values({ userId: id }).onConflictDoNothing();
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedUserId: id })
      .where(eq(staffInvitations.id, row.id));
    await recordActivity(tx, {
      actorId: id,
      memberId: id,
      kind: "staff_invitation",
      details: { action: "accept", email: row.email, role: row.role },
      at: now,
    });
    return { email: row.email };
  });
}
