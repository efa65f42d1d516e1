import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { account, accountStates, clientErrors, dataExports, session, user } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";

/**
 * The account itself: profile, sign-in sessions, the password's existence, the account's states, the
 * audit of exports and the errors the member's browser reported. Erasing leaves the user row as a
 * tombstone with no name and no reachable e-mail (decision 015): the studio's books keep pointing at it.
 */
export const accountPersonalData: PersonalDataSource = {
  key: "profile",
  tables: ["user", "session", "account", "account_states", "data_exports", "client_errors"],
  async exportFor(tx: Tx, member) {
    const [profile] = await tx
      .select({
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        firstName: user.firstName,
        lastName: user.lastName,
        language: user.language,
        birthDate: user.birthDate,
        role: user.role,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, member.id));
    const sessions = await tx
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, member.id));
    const signIns = await tx
      .select({ provider: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, member.id));
    const [state] = await tx
      .select({
        deactivatedAt: accountStates.deactivatedAt,
        lastSignInAt: accountStates.lastSignInAt,
        retentionWarnedAt: accountStates.retentionWarnedAt,
      })
      .from(accountStates)
      .where(eq(accountStates.userId, member.id));
    const exports = await tx
      .select({ reason: dataExports.reason, createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(eq(dataExports.subjectId, member.id));
    const errors = await tx
      .select({
        message: clientErrors.message,
        context: clientErrors.context,
        createdAt: clientErrors.createdAt,
      })
      .from(clientErrors)
      .where(eq(clientErrors.userId, member.id));
    return {
      profile,
      sessions,
      signInMethods: signIns,
      state: state ?? null,
      exports,
      browserErrors: errors,
    };
  },
  async erase(tx: Tx, member) {
    await tx.delete(session).where(eq(session.userId, member.id));
    await tx.delete(account).where(eq(account.userId, member.id));
    await tx.delete(clientErrors).where(eq(clientErrors.userId, member.id));
    // The audit keeps that exports happened, not who asked when the asker is the erased member.
    await tx.update(dataExports).set({ requestedBy: null }).where(eq(dataExports.requestedBy, member.id));
    await tx
      .update(accountStates)
      .set({ deactivatedBy: null })
      .where(eq(accountStates.deactivatedBy, member.id));
    await tx
      .update(user)
      .set({
        name: "",
        firstName: "",
        lastName: "",
        email: tombstoneEmail(member.id),
        emailVerified: false,
        image: null,
        birthDate: null,
        role: "user",
      })
      .where(eq(user.id, member.id));
  },
};

/** The address an erased account keeps: unique (the column is), reserved (.invalid), no person's. */
export function tombstoneEmail(userId: string): string {
  return `erased-${userId.toLowerCase()}@erased.invalid`;
}
