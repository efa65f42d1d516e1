import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { isLang } from "../../shared/i18n";
import type { Db } from "../db/client";
import { session, user } from "../db/schema";
import type { SessionUser } from "./auth";

const COOKIE_NAMES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/**
 * The session token from Better Auth's signed cookie (`token.base64(HMAC-SHA256)`), or null when
 * the cookie is missing or its signature is wrong.
 */
export function sessionTokenFrom(cookieHeader: string | null | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eqAt = part.indexOf("=");
    const name = part.slice(0, eqAt).trim();
    if (!COOKIE_NAMES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(crypto.createHmac("sha256", secret).update(token).digest("base64"));
    return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

/**
 * The signed-in user in one query (session joined with user), for every guarded request.
 * Better Auth's own getSession (which also extends sessions) runs on /api/me, once per page load.
 */
export async function readSessionFast(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, token), gt(session.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.banned && (!row.banExpires || row.banExpires > now)) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === "admin" ? "admin" : "user",
    language: isLang(row.language) ? row.language : "gr",
    emailVerified: row.emailVerified,
  };
}
