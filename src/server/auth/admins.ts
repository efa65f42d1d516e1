import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberAccounts, user } from "../db/schema";
import type { Auth } from "./auth";

/** Makes the accounts listed in ADMIN_EMAILS admins (at every start). */
export async function applyAdminEmails(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.update(user).set({ role: "admin" }).where(inArray(user.email, emails));
}

export async function setRoleByEmail(db: Db, email: string, role: "admin" | "user"): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

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
