import { and, eq } from "drizzle-orm";
import { formatStudioDay, packageExpiry } from "../../../shared/domain/packages";
import { studioToday } from "../../../shared/domain/schedule";
import { isLang } from "../../../shared/i18n";
import type { ApprovalResult } from "../../../shared/schemas/packages";
import type { Tx } from "../../db/client";
import { memberAccounts, type PackageRequest, packageRequests, user } from "../../db/schema";
import { recordActivity } from "../../lib/activity";
import type { Deps } from "../../lib/context";
import { type CreditKind, setCredits } from "../../lib/credits";
import { notFound } from "../../lib/errors";

/**
 * Approves a pending request in one transaction (spec section 4, DESIGN decision 4):
 * - gym: package name, sessions, purchase date and expiry;
 * - Pilates: Pilates sessions and expiry;
 * - nutrition: nutrition name and expiry;
 * - the combined and flexible packages (a gym request with a Pilates part): both, the sessions
 *   split between the two balances as the request recorded (decision 017).
 * Sessions left from the replaced package are written to the ledger as forfeited first.
 * The approval e-mail goes out after the commit; its failure is logged and the approval stands.
 */
export async function approveRequest(
  deps: Deps,
  requestId: string,
  adminId: string,
): Promise<ApprovalResult> {
  const now = deps.clock.now();
  const tz = deps.config.STUDIO_TZ;
  const req = await deps.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(packageRequests)
      .set({ status: "approved", approvedAt: now, decidedBy: adminId })
      .where(and(eq(packageRequests.id, requestId), eq(packageRequests.status, "pending")))
      .returning();
    if (!claimed) throw notFound("REQUEST_NOT_FOUND");
    const expiresAt = packageExpiry(now, claimed.months, tz);
    await tx.update(packageRequests).set({ expiresAt }).where(eq(packageRequests.id, claimed.id));
    await tx.insert(memberAccounts).values({ userId: claimed.userId }).onConflictDoNothing();
    await grant(tx, claimed, { now, expiresAt, adminId });
    await recordActivity(tx, {
      actorId: adminId,
      memberId: claimed.userId,
      kind: "package_request",
      details: {
        before: "pending",
        after: "approved",
        package: claimed.packageName,
        credit: claimed.kind,
        sessions: claimed.sessions,
        expiresAt: expiresAt.toISOString(),
      },
      at: now,
    });
    return { ...claimed, expiresAt };
  });
  const mail = await sendApprovalMail(deps, req);
  return { kind: req.kind, sessions: req.sessions, expiresAt: req.expiresAt.toISOString(), mail };
}

type Grant = { now: Date; expiresAt: Date; adminId: string };

async function grant(tx: Tx, req: PackageRequest, g: Grant): Promise<void> {
  const account = eq(memberAccounts.userId, req.userId);
  if (req.kind === "nutrition") {
    await tx
      .update(memberAccounts)
      .set({ nutritionName: req.packageName, nutritionExpiresAt: g.expiresAt })
      .where(account);
    return;
  }
  if (req.kind === "pilates") {
    await replaceBalance(tx, req, "pilates", req.sessions, g.adminId);
    await tx.update(memberAccounts).set({ pilatesExpiresAt: g.expiresAt }).where(account);
    return;
  }
  const combined = req.pilatesSessions > 0;
  await replaceBalance(tx, req, "gym", req.sessions - req.pilatesSessions, g.adminId);
  if (combined) await replaceBalance(tx, req, "pilates", req.pilatesSessions, g.adminId);
  await tx
    .update(memberAccounts)
    .set({
      activePackageName: req.packageName,
      packagePurchasedAt: g.now,
      gymExpiresAt: g.expiresAt,
      ...(combined ? { pilatesExpiresAt: g.expiresAt } : {}),
    })
    .where(account);
}

/** The new package replaces the old one: what was left is forfeited in the ledger, never lost silently. */
async function replaceBalance(
  tx: Tx,
  req: PackageRequest,
  kind: CreditKind,
  value: number,
  actorId: string,
): Promise<void> {
  const [row] = await tx
    .select({ gym: memberAccounts.gymSessions, pilates: memberAccounts.pilatesSessions })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, req.userId))
    .for("update");
  const common = { userId: req.userId, kind, actorId, relatedId: req.id };
  if ((row?.[kind] ?? 0) > 0) await setCredits(tx, { ...common, value: 0, reason: "forfeited" });
  await setCredits(tx, { ...common, value, reason: "package_approved" });
}

async function sendApprovalMail(
  deps: Deps,
  req: PackageRequest & { expiresAt: Date },
): Promise<ApprovalResult["mail"]> {
  try {
    const [member] = await deps.database.db
      .select({ email: user.email, name: user.name, language: user.language })
      .from(user)
      .where(eq(user.id, req.userId));
    if (!member) return "failed";
    const lang = isLang(member.language) ? member.language : "gr";
    const expiresOn = formatStudioDay(studioToday(req.expiresAt, deps.config.STUDIO_TZ), lang);
    const sent = await deps.mailer.send({
      to: member.email,
      lang,
      template: "packageApproved",
      data: {
        name: member.name || member.email,
        packageName: req.packageName,
        sessions: req.kind === "nutrition" ? null : req.sessions,
        expiresOn,
        studio: deps.config.STUDIO_NAME,
      },
    });
    return sent.status;
  } catch (err) {
    deps.logger.error({ err, requestId: req.id }, "package approval e-mail failed; the approval stands");
    return "failed";
  }
}
