import { and, asc, eq, inArray } from "drizzle-orm";
import { isPlaceholderAddress } from "../../../shared/domain/family";
import { classPart, packageSessions, validityMonths } from "../../../shared/domain/packages";
import { type MyRequest, type PendingRequest, toMyRequest } from "../../../shared/schemas/packages";
import type { Db } from "../../db/client";
import { memberCredits, packageRequests, user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { guardiansOf } from "../../domain/family";
import { classCreditKind } from "../../domain/schedules";
import { conflict, notFound } from "../../platform/errors";
import { grantedParts } from "./approval";
import { findPackage } from "./service";

/** Package requests: a member asks (one pending at a time), an admin approves or rejects. */

/**
 * Records a request with the package as it is now. The partial unique index on pending requests
 * makes 'one pending request per member' hold under concurrent clicks too.
 */
export async function createRequest(db: Db, userId: string, packageId: string): Promise<MyRequest> {
  const pkg = await findPackage(db, packageId);
  const sessions = pkg.kind === "nutrition" ? 0 : packageSessions(pkg);
  const [row] = await db
    .insert(packageRequests)
    .values({
      userId,
      packageId: pkg.id,
      packageName: pkg.name,
      kind: pkg.kind,
      priceCents: pkg.priceCents,
      sessions,
      pilatesSessions: classPart(pkg),
      months: validityMonths({ weeks: pkg.weeks, sessions: packageSessions(pkg) }),
      locations: pkg.locations,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("PENDING_EXISTS");
  return toMyRequest(row);
}

/** The dashboard's pending requests, oldest first. */
export async function listPendingRequests(db: Db): Promise<PendingRequest[]> {
  const rows = await db
    .select({
      id: packageRequests.id,
      userId: user.id,
      userName: user.name,
      email: user.email,
      packageName: packageRequests.packageName,
      kind: packageRequests.kind,
      priceCents: packageRequests.priceCents,
      sessions: packageRequests.sessions,
      months: packageRequests.months,
      pilatesSessions: packageRequests.pilatesSessions,
      createdAt: packageRequests.createdAt,
    })
    .from(packageRequests)
    .innerJoin(user, eq(user.id, packageRequests.userId))
    .where(eq(packageRequests.status, "pending"))
    .orderBy(asc(packageRequests.createdAt));
  // What each member holds now, so the desk sees what an approval replaces before confirming it.
  const held = rows.length
    ? await db
        .select({ userId: memberCredits.userId, kind: memberCredits.kind, sessions: memberCredits.sessions })
        .from(memberCredits)
        .where(
          inArray(
            memberCredits.userId,
            rows.map((r) => r.userId),
          ),
        )
    : [];
  const heldOf = (userId: string, kind: string) =>
    held.find((h) => h.userId === userId && h.kind === kind)?.sessions ?? 0;
  const split = await classCreditKind(db);
  // A dependant's address is a placeholder: the desk sees who asked for them instead.
  const guardians = await guardiansOf(
    db,
    rows.filter((r) => isPlaceholderAddress(r.email)).map((r) => r.userId),
  );
  return rows.map(({ userId, userName, email, createdAt, pilatesSessions, ...r }) => ({
    ...r,
    user: { id: userId, name: userName || email, email, guardian: guardians.get(userId) ?? null },
    createdAt: createdAt.toISOString(),
    balances: grantedParts({ ...r, pilatesSessions }, split).map((p) => ({
      kind: p.kind,
      held: heldOf(userId, p.kind),
      granted: p.sessions,
    })),
  }));
}

/** Sets the rejected time; a request that is not pending (or not there) is REQUEST_NOT_FOUND. */
export async function rejectRequest(db: Db, id: string, adminId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(packageRequests)
      .set({ status: "rejected", rejectedAt: now, decidedBy: adminId })
      .where(and(eq(packageRequests.id, id), eq(packageRequests.status, "pending")))
      .returning({ userId: packageRequests.userId, packageName: packageRequests.packageName });
    if (!row) throw notFound("REQUEST_NOT_FOUND");
    await recordActivity(tx, {
      actorId: adminId,
      memberId: row.userId,
      kind: "package_request",
      details: { before: "pending", after: "rejected", package: row.packageName },
      at: now,
    });
  });
}
