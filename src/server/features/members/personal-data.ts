import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { creditLedger, memberAccounts } from "../../db/schema";
import { creditRowsOf } from "../../domain/credit-kinds";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * Balances (each kind's sessions and expiry), packages and the credit ledger. Erasing keeps the balances and every ledger row (the
 * studio's books; a balance still equals the sum of its ledger) under the tombstone, and clears the
 * nutrition package (name, expiry, comment), the phone number, the questionnaire flags and the
 * desk's notes on the ledger rows.
 */
export const membersPersonalData: PersonalDataSource = {
  key: "credits",
  tables: ["member_accounts", "member_credits", "credit_ledger"],
  async exportFor(tx: Tx, member) {
    const [accountRow] = await tx.select().from(memberAccounts).where(eq(memberAccounts.userId, member.id));
    const ledger = await tx
      .select({
        kind: creditLedger.kind,
        delta: creditLedger.delta,
        balanceAfter: creditLedger.balanceAfter,
        reason: creditLedger.reason,
        note: creditLedger.note,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.id))
      .orderBy(creditLedger.id);
    const balances = (await creditRowsOf(tx, member.id)).map((c) => ({
      kind: c.kind,
      sessions: c.sessions,
      expiresAt: c.expiresAt?.toISOString() ?? null,
    }));
    const { userId: _id, ...account } = accountRow ?? { userId: "" };
    return { account: accountRow ? account : null, balances, ledger };
  },
  async erase(tx: Tx, member) {
    await tx
      .update(memberAccounts)
      .set({
        // The nutrition package goes with the account: no coach may plan for a tombstone.
        nutritionName: null,
        nutritionExpiresAt: null,
        nutritionComment: null,
        phone: null,
        hasCompletedQuestionnaire: false,
        questionnaireSubmittedAt: null,
        hasCompletedFitnessQuestionnaire: false,
        fitnessQuestionnaireSubmittedAt: null,
      })
      .where(eq(memberAccounts.userId, member.id));
    // The desk's words about the member go; the figures stay.
    await tx.update(creditLedger).set({ note: null }).where(eq(creditLedger.userId, member.id));
    // Rows an admin made for others keep their figures and lose the admin's name.
    await tx.update(creditLedger).set({ actorId: null }).where(eq(creditLedger.actorId, member.id));
  },
};
