import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed token of a member's unsubscribe link: their id and an HMAC of it, so the link works
 * without signing in and cannot be forged for another member.
 */
function signature(key: string, userId: string): string {
  return createHmac("sha256", key).update(`unsubscribe:${userId}`).digest("base64url").slice(0, 32);
}

export function unsubscribeToken(key: string, userId: string): string {
  return `${userId}.${signature(key, userId)}`;
}

/** The member's id when the token is genuine, otherwise null. */
export function readUnsubscribeToken(key: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(key, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The page the mail's link opens (a button confirms) and the one-click address of the header. */
export function unsubscribeUrls(publicUrl: string, key: string, userId: string) {
  const token = encodeURIComponent(unsubscribeToken(key, userId));
  return {
    page: `${publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${publicUrl}/api/unsubscribe?token=${token}`,
  };
}
