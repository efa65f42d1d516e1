import { and, desc, eq } from "drizzle-orm";
import { maskEmail } from "../../../shared/domain/age";
import type { GuardianDecision } from "../../../shared/schemas/guardian-consent";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { guardianConsents, user } from "../../db/schema";
import {
  type ConsentStatus,
  type ConsentSubject,
  consentState,
  hashToken,
} from "../../domain/guardian-consent";
import { AppError } from "../../platform/errors";

type ConsentDeps = Pick<Deps, "clock" | "zone" | "config" | "mailer">;

/** The member's account page: their age against the studio's, and their latest consent (masked). */
export async function myConsent(
  db: Pick<Tx, "select">,
  deps: Pick<Deps, "clock" | "zone">,
  member: ConsentSubject,
) {
  const s = await consentState(db, deps, member);
  return {
    standing: s.standing,
    age: s.age,
    consentAge: s.consentAge,
    consent: s.consent && {
      status: s.consent.status,
      guardian: maskEmail(s.consent.guardianEmail),
      requestedAt: s.consent.requestedAt.toISOString(),
      expiresAt: s.consent.expiresAt.toISOString(),
      decidedAt: s.consent.decidedAt?.toISOString() ?? null,
    },
  };
}

/** The row a link names, if it is still the member's latest; a link replaced by a newer one is no longer valid. */
async function linkRow(tx: Pick<Tx, "select">, token: string, lock: boolean) {
  const q = tx
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw new AppError(404, "GUARDIAN_LINK_INVALID");
  const [latest] = await tx
    .select({ id: guardianConsents.id })
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, row.userId))
    .orderBy(desc(guardianConsents.requestedAt))
    .limit(1);
  if (latest?.id !== row.id) throw new AppError(404, "GUARDIAN_LINK_INVALID");
  return row;
}

function statusOf(row: typeof guardianConsents.$inferSelect, now: Date): ConsentStatus {
  return row.status === "pending" && row.expiresAt <= now ? "expired" : (row.status as ConsentStatus);
}

/** What the guardian's page shows: whose consent, what they consent to (the version), where it stands. */
export async function guardianPage(
  db: Pick<Tx, "select">,
  deps: Pick<Deps, "clock" | "zone">,
  token: string,
) {
  const row = await linkRow(db, token, false);
  const [member] = await db
    .select({ name: user.name, birthDate: user.birthDate })
    .from(user)
    .where(eq(user.id, row.userId));
  const state = await consentState(db, deps, { id: row.userId, birthDate: member?.birthDate ?? null });
  return {
    memberName: member?.name ?? "",
    birthDate: member?.birthDate ?? null,
    consentAge: state.consentAge,
    status: statusOf(row, deps.clock.now()),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    termsVersion: row.termsVersion,
  };
}

/**
 * The guardian confirms or declines a pending link (not after its 14 days), or withdraws a consent
 * given; a withdrawal cancels the member's bookings to come (`cancelBookingsToCome`, credits back).
 */
export async function decideConsent(
  tx: Tx,
  deps: ConsentDeps,
  token: string,
  decision: GuardianDecision,
  cancelBookingsToCome: (tx: Tx, userId: string) => Promise<number>,
) {
  const row = await linkRow(tx, token, true);
  const now = deps.clock.now();
  const status = statusOf(row, now);
  const next = { confirm: "confirmed", decline: "declined", withdraw: "withdrawn" } as const;
  const allowed = decision === "withdraw" ? status === "confirmed" : status === "pending";
  if (!allowed) throw new AppError(409, "GUARDIAN_LINK_INVALID");
  await tx
    .update(guardianConsents)
    .set({ status: next[decision], decidedAt: now })
    .where(and(eq(guardianConsents.id, row.id), eq(guardianConsents.status, row.status)));
  const cancelledBookings = decision === "withdraw" ? await cancelBookingsToCome(tx, row.userId) : 0;
  return { ...(await guardianPage(tx, deps, token)), cancelledBookings };
}
