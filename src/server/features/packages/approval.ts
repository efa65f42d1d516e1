import { and, eq } from "drizzle-orm";
import { hasExpired } from "../../../shared/domain/booking-rules";
import { formatStudioDay, packageExpiry } from "../../../shared/domain/packages";
import { studioToday } from "../../../shared/domain/schedule";
import { GYM_CREDITS } from "../../../shared/domain/schedules";
import { isLang } from "../../../shared/i18n";
import { type ApprovalResult, NUTRITION } from "../../../shared/schemas/packages";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { memberAccounts, type PackageRequest, packageRequests, user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { creditRowsOf } from "../../domain/credit-kinds";
import { type CreditKind, setCreditExpiry, setCredits, setCreditValidAt } from "../../domain/credits";
import { classCreditKind } from "../../domain/schedules";
import { studioName } from "../../domain/studio-identity";
import { notFound } from "../../platform/errors";

/**
 * Approves a pending request in one transaction (spec section 4, DESIGN decision 4):
 * - a credit kind (the gym's, a class schedule's, any the owner added; decision 038): that kind's sessions and expiry,
 *   and the package's name and purchase date as the member's package (a gym package always,
 *   another kind's while no gym package is valid);
 * - nutrition: nutrition name and expiry;
 * - the combined and flexible packages (a request with a class part): both, the sessions
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
  const tz = deps.zone();
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

/**
 * The balances an approval sets, each replacing what the member holds of that kind: the package's
 * own kind, and a combined package's class part on `split`, the kind the first class schedule spends
 * (`classCreditKind`, decision 017); with no such kind, or its own, all on its own. None for nutrition.
 */
export function grantedParts(
  req: Pick<PackageRequest, "kind" | "sessions" | "pilatesSessions">,
  split: CreditKind | null,
): { kind: CreditKind; sessions: number }[] {
  if (req.kind === NUTRITION) return [];
  if (!split || split === req.kind || req.pilatesSessions <= 0)
    return [{ kind: req.kind, sessions: req.sessions }];
  return [
    { kind: req.kind, sessions: req.sessions - req.pilatesSessions },
    { kind: split, sessions: req.pilatesSessions },
  ];
}

async function grant(tx: Tx, req: PackageRequest, g: Grant): Promise<void> {
  const account = eq(memberAccounts.userId, req.userId);
  if (req.kind === NUTRITION) {
    await tx
      .update(memberAccounts)
      .set({ nutritionName: req.packageName, nutritionExpiresAt: g.expiresAt })
      .where(account);
    return;
  }
  for (const part of grantedParts(req, await classCreditKind(tx))) {
    await replaceBalance(tx, req, part.kind, part.sessions, g.adminId);
    await setCreditExpiry(tx, { userId: req.userId, kind: part.kind }, g.expiresAt);
    // The balance is replaced, so its scope is exactly the package's (decision 057).
    await setCreditValidAt(tx, { userId: req.userId, kind: part.kind }, req.locations ?? null);
  }
  // The member's package the list and the desk name: the gym package (the spec's), or a package of
  // another kind while no gym package is valid (a member holding only Yoga credits holds a package).
  if (req.kind === GYM_CREDITS || !(await holdsValidGym(tx, req.userId, g.now))) {
    await tx
      .update(memberAccounts)
      .set({ activePackageName: req.packageName, packagePurchasedAt: g.now })
      .where(account);
  }
}

async function holdsValidGym(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const gym = (await creditRowsOf(tx, userId)).find((c) => c.kind === GYM_CREDITS);
  return Boolean(gym?.expiresAt && !hasExpired(gym.expiresAt, now));
}

/** The new package replaces the old one: what was left is forfeited in the ledger, never lost silently. */
async function replaceBalance(
  tx: Tx,
  req: PackageRequest,
  kind: CreditKind,
  value: number,
  actorId: string,
): Promise<void> {
  const held = (await creditRowsOf(tx, req.userId)).find((c) => c.kind === kind)?.sessions ?? 0;
  const common = { userId: req.userId, kind, actorId, relatedId: req.id };
  if (held > 0) await setCredits(tx, { ...common, value: 0, reason: "forfeited" });
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
    const expiresOn = formatStudioDay(studioToday(req.expiresAt, deps.zone()), lang);
    const sent = await deps.mailer.send({
      to: member.email,
      lang,
      template: "packageApproved",
      data: {
        name: member.name || member.email,
        packageName: req.packageName,
        sessions: req.kind === "nutrition" ? null : req.sessions,
        expiresOn,
        studio: await studioName(deps.database.db, deps.config),
      },
    });
    return sent.status;
  } catch (err) {
    deps.logger.error({ err, requestId: req.id }, "package approval e-mail failed; the approval stands");
    return "failed";
  }
}
