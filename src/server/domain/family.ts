import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { ageOn } from "../../shared/domain/age";
import { isPlaceholderAddress } from "../../shared/domain/family";
import { studioToday } from "../../shared/domain/schedule";
import { isLang } from "../../shared/i18n";
import type { SessionUser } from "../auth/auth";
import type { AppEnv, Deps } from "../context";
import type { Tx } from "../db/client";
import { account, familyLinks, user } from "../db/schema";
import { AppError, type ErrorCode } from "../platform/errors";

type Reader = Pick<Tx, "select">;

/** The code a member route answers when `forMember` names someone not the caller's dependant. */
export const FAMILY_REFUSALS: ErrorCode[] = ["NOT_YOUR_DEPENDANT"];

/** The guardian of a dependant, or null when the member is nobody's dependant. */
export async function guardianOf(db: Reader, dependantId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(familyLinks)
    .innerJoin(user, eq(user.id, familyLinks.guardianId))
    .where(eq(familyLinks.dependantId, dependantId));
  return row ?? null;
}

/** Whether a member is someone's dependant (their guardian acts, and consents, for them). */
export async function isDependant(db: Reader, memberId: string): Promise<boolean> {
  return (await guardianOf(db, memberId)) !== null;
}

/** An adult's dependants, by first name: their names, date of birth and whether they can sign in. */
export async function dependantsOf(db: Reader, guardianId: string) {
  const rows = await db
    .select({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      email: user.email,
      birthDate: user.birthDate,
      signInInvitedAt: familyLinks.signInInvitedAt,
      credential: account.id,
    })
    .from(familyLinks)
    .innerJoin(user, eq(user.id, familyLinks.dependantId))
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(familyLinks.guardianId, guardianId))
    .orderBy(user.firstName, user.id);
  return rows.map(({ credential, ...r }) => ({
    ...r,
    hasSignIn: credential !== null,
    email: isPlaceholderAddress(r.email) ? null : r.email,
  }));
}

/** A member's age on the studio's date, or null without a date of birth. */
export function ageNow(birthDate: string | null, deps: Pick<Deps, "clock" | "zone">): number | null {
  return birthDate ? ageOn(birthDate, studioToday(deps.clock.now(), deps.zone())) : null;
}

/** The guardians (name, address) of those of `memberIds` who are dependants: staff see them, not a placeholder. */
export async function guardiansOf(
  db: Reader,
  memberIds: (string | null)[],
): Promise<Map<string, { name: string; email: string }>> {
  const ids = [...new Set(memberIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ dependantId: familyLinks.dependantId, name: user.name, email: user.email })
    .from(familyLinks)
    .innerJoin(user, eq(user.id, familyLinks.guardianId))
    .where(inArray(familyLinks.dependantId, ids));
  return new Map(rows.map((r) => [r.dependantId, { name: r.name, email: r.email }]));
}

/**
 * The header naming the dependant an adult acts for on a member route. A header, not a field of
 * each route's body or query, so the routes' shapes (and every caller of them) stay as they are.
 */
export const FOR_MEMBER_HEADER = "x-for-member";

/**
 * The member a member route acts for: the caller, or, with `X-For-Member: <id>`, the caller's
 * dependant (403 NOT_YOUR_DEPENDANT otherwise). The one place the link is checked: a route reads
 * its subject here once and hands the id down. The dependant's mail goes to the guardian's address
 * in the guardian's language, as the guardian is the one acting.
 */
export async function memberSubject(c: Context<AppEnv>): Promise<SessionUser> {
  const caller = c.get("user");
  const forMember = c.req.header(FOR_MEMBER_HEADER);
  if (!forMember || forMember === caller.id) return caller;
  const db = c.get("deps").database.db;
  const [row] = await db
    .select({ id: user.id, name: user.name, firstName: user.firstName, birthDate: user.birthDate })
    .from(familyLinks)
    .innerJoin(user, eq(user.id, familyLinks.dependantId))
    .where(and(eq(familyLinks.dependantId, forMember), eq(familyLinks.guardianId, caller.id)));
  if (!row) throw new AppError(403, "NOT_YOUR_DEPENDANT");
  return {
    id: row.id,
    name: row.name,
    firstName: row.firstName,
    birthDate: row.birthDate,
    email: caller.email,
    language: isLang(caller.language) ? caller.language : "gr",
    role: "user",
    emailVerified: true,
  };
}
