import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { isRole, type Role } from "../../shared/domain/roles";
import type { Db, Tx } from "../db/client";
import { memberAccounts, user } from "../db/schema";
import { conflict } from "../platform/errors";
import type { Auth } from "./auth";

/** Makes the accounts listed in ADMIN_EMAILS owners (at every start). */
export async function applyAdminEmails(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.update(user).set({ role: "owner" }).where(inArray(user.email, emails));
}

export type { Role };

/**
 * Sets the role of the account an id or e-mail names, in the caller's transaction; the role it had
 * before, or null when there is none. The last owner keeps the role (409 LAST_OWNER): the owners
 * are locked and counted in the same transaction, so two owners removing each other at once cannot
 * both succeed. The locks are taken in one order, every owner's row by id and then the target's,
 * so two such changes wait for each other instead of deadlocking; `check` (the caller's own
 * refusal, such as an erased account) runs under those locks, before anything is written.
 */
export async function setRoleIn(
  tx: Tx,
  who: { id: string } | { email: string },
  role: Role,
  o: { check?: (id: string) => Promise<unknown> } = {},
): Promise<{ before: Role } | null> {
  const target = "id" in who ? eq(user.id, who.id) : eq(user.email, who.email.trim().toLowerCase());
  const owners =
    role === "owner"
      ? []
      : await tx
          .select({ id: user.id })
          .from(user)
          .where(eq(user.role, "owner"))
          .orderBy(user.id)
          .for("update");
  const [row] = await tx.select({ id: user.id, role: user.role }).from(user).where(target).for("update");
  if (!row) return null;
  await o.check?.(row.id);
  if (role !== "owner" && owners.length === 1 && owners[0]!.id === row.id) throw conflict("LAST_OWNER");
  await tx.update(user).set({ role }).where(eq(user.id, row.id));
  return { before: isRole(row.role) ? row.role : "user" };
}

/** setRoleIn in a transaction of its own; false when no account matches. */
export async function setRole(db: Db, who: { id: string } | { email: string }, role: Role): Promise<boolean> {
  return db.transaction(async (tx) => (await setRoleIn(tx, who, role)) !== null);
}

export const setRoleByEmail = (db: Db, email: string, role: Role) => setRole(db, { email }, role);

/** The first admin's name, in Greek as the studio's screens are. */
export const FIRST_ADMIN_NAME = "Διαχειριστής";

/**
 * When nobody is owner yet, creates one with a generated password, already verified, and
 * returns its credentials so start-up can print them once.
 */
export async function ensureFirstAdmin(
  db: Db,
  auth: Auth,
  email: string,
  initialPassword?: string,
): Promise<{ email: string; password: string; generated: boolean } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(user).where(eq(user.role, "owner"));
  if (n > 0) return null;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: "owner" }).where(eq(user.id, existing.id));
    return null;
  }
  const password = initialPassword ?? crypto.randomBytes(12).toString("base64url");
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      // Named in the studio's language (its screens greet the account by name) until the owner
      // writes their own name.
      name: FIRST_ADMIN_NAME,
      emailVerified: true,
      firstName: FIRST_ADMIN_NAME,
      lastName: "",
      language: "gr",
      role: "owner",
    },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  await db.update(user).set({ role: "owner", emailVerified: true }).where(eq(user.id, created.id));
  await db.insert(memberAccounts).values({ userId: created.id }).onConflictDoNothing();
  return { email, password, generated: !initialPassword };
}
