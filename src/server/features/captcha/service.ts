import { createChallenge, extractParams, verifySolution } from "altcha-lib";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { captchaSolutions } from "../../db/schema";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type Captcha = {
  challenge: () => Promise<Awaited<ReturnType<typeof createChallenge>>>;
  /** True once for a valid, unexpired solution; a replay of the same solution is false. */
  verify: (payload: string | undefined | null) => Promise<boolean>;
};

/** ALTCHA proof of work, self-hosted (DESIGN decision 9). */
/**
 * Challenge expiry is real-world time (altcha-lib checks it against the system clock), so it does
 * not follow the studio clock that tests control.
 */
export function createCaptcha(opts: { db: Db; hmacKey: string; maxNumber: number }): Captcha {
  return {
    challenge: () =>
      createChallenge({
        hmacKey: opts.hmacKey,
        maxNumber: opts.maxNumber,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),
    async verify(payload) {
      if (!payload || payload.length > 2000) return false;
      let ok = false;
      let signature = "";
      try {
        ok = await verifySolution(payload, opts.hmacKey, true);
        signature = (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { signature: string })
          .signature;
      } catch {
        return false;
      }
      if (!ok || !signature) return false;
      const params = extractParams(payload);
      const expires = params.expires
        ? new Date(Number(params.expires) * 1000)
        : new Date(Date.now() + CHALLENGE_TTL_MS);
      const now = new Date();
      await opts.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
      const inserted = await opts.db
        .insert(captchaSolutions)
        .values({ signature, expiresAt: expires })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return inserted.length === 1;
    },
  };
}
