import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { creditLedger, memberAccounts, memberCredits, session, user } from "../db/schema";
import { type CreditKind, changeCredits, setCreditExpiry, setCredits } from "../domain/credits";

/**
 * Test and benchmark helpers for booking: members with sessions, created straight in the database
 * (hundreds of them in a second, where signing up through the API costs a robot check and two
 * password hashes each), signed in with a real Better Auth session cookie.
 */

export type QuickMember = { id: string; email: string; name: string; cookie: string };

/** Grants a package: `sessions` gym sessions (recorded in the ledger) valid until `expiresAt`. */
export async function grantSessions(
  db: Db,
  userId: string,
  sessions: number,
  expiresAt: Date | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(memberAccounts).values({ userId }).onConflictDoNothing();
    await setCredits(tx, { userId, kind: "gym", value: sessions, reason: "package_approved" });
    await setCreditExpiry(tx, { userId, kind: "gym" }, expiresAt);
  });
}

/** The Cookie header of a new session for that user, signed as Better Auth signs it. */
export async function sessionCookie(auth: Auth, db: Db, userId: string): Promise<string> {
  const ctx = await auth.$context;
  const token = crypto.randomBytes(24).toString("base64url");
  await db.insert(session).values({
    id: crypto.randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });
  const signature = crypto.createHmac("sha256", ctx.secret).update(token).digest("base64");
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** `n` verified members, each with `sessions` gym sessions until `expiresAt`, signed in. */
export async function quickMembers(
  deps: { auth: Auth; database: { db: Db } },
  n: number,
  o: { sessions: number; expiresAt: Date | null; prefix?: string },
): Promise<QuickMember[]> {
  const db = deps.database.db;
  const tag = crypto.randomBytes(4).toString("hex");
  const people = Array.from({ length: n }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `${o.prefix ?? "quick"}.${tag}.${i}@example.com`,
    name: `Member ${i + 1}`,
  }));
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await db.insert(user).values(
      chunk.map((p) => ({
        ...p,
        emailVerified: true,
        firstName: "Member",
        lastName: p.name.split(" ")[1] ?? "",
      })),
    );
    await db.insert(memberAccounts).values(chunk.map((p) => ({ userId: p.id })));
  }
  const members: QuickMember[] = [];
  for (const p of people) {
    if (o.sessions > 0 || o.expiresAt) await grantSessions(db, p.id, o.sessions, o.expiresAt);
    members.push({ ...p, cookie: await sessionCookie(deps.auth, db, p.id) });
  }
  return members;
}

/**
 * A signed-in member holding `credits` of one kind of credit (the seeded class schedule's unless `kind` says) valid
 * until `until`, and the gym sessions `gym` grants as `quickMembers` does (none unless said).
 */
export async function creditMember(
  deps: { auth: Auth; database: { db: Db } },
  held: { credits: number; until: Date | null; kind?: CreditKind },
  gym: { sessions: number; expiresAt: Date | null } = { sessions: 0, expiresAt: null },
): Promise<QuickMember> {
  const [m] = await quickMembers(deps, 1, gym);
  const kind = held.kind ?? "pilates";
  await deps.database.db.transaction(async (tx) => {
    if (held.credits > 0)
      await changeCredits(tx, { userId: m!.id, kind, delta: held.credits, reason: "package_approved" });
    await setCreditExpiry(tx, { userId: m!.id, kind }, held.until);
  });
  return m!;
}

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
    /** A nutrition package valid until then (named 'Διατροφή' unless nutritionName says otherwise). */
    nutritionExpiresAt?: Date | null;
    nutritionName?: string;
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
    const held = [
      { kind: "gym", sessions: m.gym ?? 0, expiresAt: m.gymExpiresAt ?? null },
      { kind: "pilates", sessions: m.pilates ?? 0, expiresAt: m.pilatesExpiresAt ?? null },
    ];
    for (const c of held) {
      if (c.sessions)
        await changeCredits(tx, { userId: id, kind: c.kind, delta: c.sessions, reason: "package_approved" });
      if (c.expiresAt) await setCreditExpiry(tx, { userId: id, kind: c.kind }, c.expiresAt);
    }
    await tx
      .update(memberAccounts)
      .set({
        nutritionExpiresAt: m.nutritionExpiresAt ?? null,
        nutritionName: m.nutritionExpiresAt ? (m.nutritionName ?? "Διατροφή") : null,
      })
      .where(eq(memberAccounts.userId, id));
  });
  return { id, email, name };
}

/** The member's balance of one kind (0 when they never held it, -1 when they have no account). */
export async function creditsOf(db: Db, userId: string, kind: CreditKind = "gym"): Promise<number> {
  const [row] = await db
    .select({ n: memberCredits.sessions })
    .from(memberAccounts)
    .leftJoin(
      memberCredits,
      and(eq(memberCredits.userId, memberAccounts.userId), eq(memberCredits.kind, kind)),
    )
    .where(eq(memberAccounts.userId, userId));
  return row ? (row.n ?? 0) : -1;
}

/** When the member's credits of one kind expire (null: none, or never held). */
export async function creditExpiryOf(db: Db, userId: string, kind: CreditKind = "gym"): Promise<Date | null> {
  const [row] = await db
    .select({ at: memberCredits.expiresAt })
    .from(memberCredits)
    .where(and(eq(memberCredits.userId, userId), eq(memberCredits.kind, kind)));
  return row?.at ?? null;
}

export const gymSessions = (db: Db, userId: string) => creditsOf(db, userId, "gym");

export async function ledgerRowsOf(db: Db, userId: string) {
  return db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      relatedId: creditLedger.relatedId,
      actorId: creditLedger.actorId,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.id);
}

/** Sets when the member's credits of one kind expire, as an approval or the desk would. */
export async function setExpiry(
  db: Db,
  userId: string,
  kind: CreditKind,
  expiresAt: Date | null,
): Promise<void> {
  await db.transaction((tx) => setCreditExpiry(tx, { userId, kind }, expiresAt));
}

/** Sets the member's balance of one kind through the ledger (reason admin_edit). */
export async function setBalance(db: Db, userId: string, kind: CreditKind, value: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(memberAccounts).values({ userId }).onConflictDoNothing();
    await setCredits(tx, { userId, kind, value, reason: "admin_edit" });
  });
}

/** An account answer's balance of one kind (0 when it holds none), as the screens read it. */
export const heldIn = (
  a: { credits: { kind: string; sessions: number }[] },
  kind: CreditKind = "gym",
): number => a.credits.find((c) => c.kind === kind)?.sessions ?? 0;
