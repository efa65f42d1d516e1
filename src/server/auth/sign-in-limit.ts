import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";

export const SIGN_IN_WINDOW_SECONDS = 60;

/**
 * Sign-in attempts counted per account AND address together (in the auth library's `rate_limit`
 * table, under keys of our own): a guesser on one account is stopped after `max` attempts a
 * minute, while members signing in from the studio's shared Wi-Fi never use up one another's.
 * Answers the seconds to wait when the attempt is refused, else null. One statement, so
 * concurrent attempts cannot all pass a stale count.
 */
export async function consumeSignIn(
  db: Db,
  { email, ip, max, now }: { email: string; ip: string; max: number; now: Date },
): Promise<number | null> {
  return consume(db, `kinisi:sign-in:${hash(`${ip}\n${email}`)}`, max, now);
}

/**
 * A password typed again by a signed-in member (deleting the account): counted per account, from
 * any address, with the sign-in's limit and window. Whoever holds a stolen session holds it from
 * wherever they like, so the address is no part of the key. Answers the seconds to wait, or null.
 */
export async function consumePasswordCheck(
  db: Db,
  { userId, max, now }: { userId: string; max: number; now: Date },
): Promise<number | null> {
  return consume(db, `kinisi:password-check:${hash(userId)}`, max, now);
}

const hash = (s: string) => crypto.createHash("sha256").update(s).digest("base64url");

async function consume(db: Db, key: string, max: number, now: Date): Promise<number | null> {
  const at = now.getTime();
  const windowStart = at - SIGN_IN_WINDOW_SECONDS * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, since: rateLimit.lastRequest });
  if (!row || row.count <= max) return null;
  return Math.max(1, Math.ceil((Number(row.since) + SIGN_IN_WINDOW_SECONDS * 1000 - at) / 1000));
}
