import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { packageRequests } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/** Package requests. Erasing drops a pending request and keeps decided ones (the studio's sales) under the tombstone. */
export const packagesPersonalData: PersonalDataSource = {
  key: "packageRequests",
  tables: ["package_requests"],
  async exportFor(tx: Tx, member) {
    return tx
      .select({
        packageName: packageRequests.packageName,
        kind: packageRequests.kind,
        priceCents: packageRequests.priceCents,
        sessions: packageRequests.sessions,
        months: packageRequests.months,
        status: packageRequests.status,
        createdAt: packageRequests.createdAt,
        approvedAt: packageRequests.approvedAt,
        rejectedAt: packageRequests.rejectedAt,
        expiresAt: packageRequests.expiresAt,
      })
      .from(packageRequests)
      .where(eq(packageRequests.userId, member.id))
      .orderBy(packageRequests.createdAt);
  },
  async erase(tx: Tx, member) {
    await tx
      .delete(packageRequests)
      .where(and(eq(packageRequests.userId, member.id), eq(packageRequests.status, "pending")));
    await tx.update(packageRequests).set({ decidedBy: null }).where(eq(packageRequests.decidedBy, member.id));
  },
};
