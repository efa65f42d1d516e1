import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberAccounts, user } from "../db/schema";
import { conflict } from "../lib/errors";
import type { Auth } from "./auth";

/** Makes the accounts listed in ADMIN_EMAILS admins (at every start). */
export async function applyAdminEmails(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.update(user).set({ role: "admin" }).where(inArray(user.email, emails));
}

export type Role = "admin" | "user";

/**
 * Sets the role of the account an id or e-mail names; false when there is none. The last admin
 * cannot be demoted (409 LAST_ADMIN): the admins are locked and counted in the same transaction,
 * so two admins demoting each other at once cannot both succeed.
 */
export async function setRole(db: Db, who: { id: string } | { email: string }, role: Role): Promise<boolean> {
  const target = "id" in who ? eq(user.id, who.id) : eq(user.email, who.email.trim().toLowerCase());
  return db.transaction(async (tx) => {
    if (role !== "admin") {
      const admins = await tx
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(eq(user.role, "admin"))
        .for("update");
      const [row] = await tx.select({ id: user.id }).from(user).where(target);
      if (row && admins.length === 1 && admins[0]!.id === row.id) throw conflict("LAST_ADMIN");
    }
    const rows = await tx.update(user).set({ role }).where(target).returning({ id: user.id });
    return rows.length > 0;
  });
}

export const setRoleByEmail = (db: Db, email: string, role: Role) => setRole(db, { email }, role);

/**
 * When nobody is admin yet, creates one with a generated password, already verified, and
 * returns its credentials so start-up can print them once.
 */
export async function ensureFirstAdmin(
  db: Db,
  auth: Auth,
  email: string,
  initialPassword?: string,
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(user).where(eq(user.role, "admin"));
  if (n > 0) return null;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
    return null;
  }
  const password = initialPassword ?? crypto.randomBytes(12).toString("base64url");
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: "Studio Admin",
      emailVerified: true,
      firstName: "Studio",
      lastName: "Admin",
      language: "gr",
      role: "admin",
    },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  await db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.id, created.id));
  await db.insert(memberAccounts).values({ userId: created.id }).onConflictDoNothing();
  return { email, password, generated: !initialPassword };
}
