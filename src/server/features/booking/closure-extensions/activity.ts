import type { ExtendedKind } from "../../../../shared/domain/closure-extension";
import type { Tx } from "../../../db/client";
import { recordActivity } from "../../../domain/activity";

type Extended = { userId: string; kind: ExtendedKind; oldExpiresAt: Date; newExpiresAt: Date };
const expiryKey = (k: ExtendedKind) => `${k}ExpiresAt`;

/**
 * A closure's extension on the activity log (decision 036): one `balances` entry per member whose
 * expiry dates it moved, before → after, in the extension's transaction.
 */
export async function recordExtension(
  tx: Pick<Tx, "insert">,
  o: { adminId: string; now: Date; closure: { startDate: string; endDate: string }; days: number },
  rows: Extended[],
): Promise<void> {
  const byMember = new Map<string, { before: Record<string, string>; after: Record<string, string> }>();
  for (const r of rows) {
    const e = byMember.get(r.userId) ?? { before: {}, after: {} };
    e.before[expiryKey(r.kind)] = r.oldExpiresAt.toISOString();
    e.after[expiryKey(r.kind)] = r.newExpiresAt.toISOString();
    byMember.set(r.userId, e);
  }
  const { startDate, endDate } = o.closure;
  for (const [memberId, e] of byMember) {
    await recordActivity(tx, {
      actorId: o.adminId,
      memberId,
      kind: "balances",
      details: { reason: "closure", closure: { startDate, endDate }, days: o.days, ...e },
      at: o.now,
    });
  }
}
