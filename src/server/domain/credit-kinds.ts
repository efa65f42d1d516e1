import { asc, eq } from "drizzle-orm";
import { hasExpired } from "../../shared/domain/booking-rules";
import { studioToday } from "../../shared/domain/schedule";
import type { CreditKind, CreditKindRow } from "../../shared/domain/schedules";
import type { CreditHolding } from "../../shared/schemas/members";
import type { Tx } from "../db/client";
import { creditKinds, memberCredits } from "../db/schema";
import { notFound } from "../platform/errors";

/**
 * The kinds of credit as rows (decision 038): the list every screen names them from, the check that
 * a request names one that exists, and a member's balances of every kind as the screens show them.
 * Balances change only through `credits.ts`.
 */

type Reader = Pick<Tx, "select">;

const kindColumns = {
  key: creditKinds.key,
  nameGr: creditKinds.nameGr,
  nameEn: creditKinds.nameEn,
  position: creditKinds.position,
};

/** Every kind, in the owner's order. */
export function listCreditKinds(db: Reader): Promise<CreditKindRow[]> {
  return db.select(kindColumns).from(creditKinds).orderBy(asc(creditKinds.position), asc(creditKinds.key));
}

/** The kinds `keys` name, or 404 CREDIT_KIND_NOT_FOUND for the first that no row has. */
export async function knownCreditKinds(db: Reader, keys: readonly CreditKind[]): Promise<void> {
  if (keys.length === 0) return;
  const known = new Set((await listCreditKinds(db)).map((k) => k.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown !== undefined) throw notFound("CREDIT_KIND_NOT_FOUND", { kind: unknown });
}

export type CreditRow = {
  kind: CreditKind;
  sessions: number;
  expiresAt: Date | null;
  /** Where it may be spent (null or absent: every location; decision 057). */
  validAt?: string[] | null;
};

/** A balance as the screens show it: its expiry as a studio date, and whether it has passed. */
export function holding(c: CreditRow, now: Date, tz: string): CreditHolding {
  return {
    kind: c.kind,
    sessions: c.sessions,
    expiresOn: c.expiresAt ? studioToday(c.expiresAt, tz) : null,
    expired: c.expiresAt ? hasExpired(c.expiresAt, now) : false,
    ...(c.validAt && c.validAt.length > 0 ? { validAt: c.validAt } : {}),
  };
}

/** The member's balance of every kind they ever held, in the kinds' order. */
export async function creditRowsOf(db: Reader, userId: string): Promise<CreditRow[]> {
  return db
    .select({
      kind: memberCredits.kind,
      sessions: memberCredits.sessions,
      expiresAt: memberCredits.expiresAt,
      validAt: memberCredits.validAt,
    })
    .from(memberCredits)
    .innerJoin(creditKinds, eq(creditKinds.key, memberCredits.kind))
    .where(eq(memberCredits.userId, userId))
    .orderBy(asc(creditKinds.position), asc(creditKinds.key));
}

/** The member's balances as the account screen and the desk's details show them. */
export async function holdingsOf(
  db: Reader,
  userId: string,
  now: Date,
  tz: string,
): Promise<CreditHolding[]> {
  return (await creditRowsOf(db, userId)).map((c) => holding(c, now, tz));
}
