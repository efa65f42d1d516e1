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
  const key = `kinisi:sign-in:${crypto.createHash("sha256").update(`${ip}\n${email}`).digest("base64url")}`;
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
