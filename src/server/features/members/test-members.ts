import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberAccounts, user } from "../../db/schema";
import { changeCredits } from "../../lib/credits";

export type SeededMember = { id: string; email: string; name: string };

/**
 * A member written straight to the database (no sign-up), holding the given balances through
 * ledger rows, for tests that need many members with chosen names, sessions and expiries.
 */
export async function seedMember(
  db: Db,
  m: {
    firstName: string;
    lastName: string;
    email?: string;
    gym?: number;
    pilates?: number;
    gymExpiresAt?: Date | null;
    pilatesExpiresAt?: Date | null;
  },
): Promise<SeededMember> {
  const id = crypto.randomUUID();
  const email = m.email ?? `${id.slice(0, 8)}@members.test`;
  const name = `${m.firstName} ${m.lastName}`.trim();
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id, email, name, firstName: m.firstName, lastName: m.lastName, emailVerified: true });
    await tx.insert(memberAccounts).values({ userId: id });
    if (m.gym) await changeCredits(tx, { userId: id, kind: "gym", delta: m.gym, reason: "package_approved" });
    if (m.pilates)
      await changeCredits(tx, { userId: id, kind: "pilates", delta: m.pilates, reason: "package_approved" });
    await tx
      .update(memberAccounts)
      .set({ gymExpiresAt: m.gymExpiresAt ?? null, pilatesExpiresAt: m.pilatesExpiresAt ?? null })
      .where(eq(memberAccounts.userId, id));
  });
  return { id, email, name };
}
