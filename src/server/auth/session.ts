import { isRole } from "../../shared/domain/roles";
import { isLang } from "../../shared/i18n";
import type { Auth, SessionUser } from "./auth";

/**
 * How long this process reuses a session it read for further requests with the same Cookie header.
 * A change made through this process (any write request, anything under /api/auth) applies at the
 * next request, because it empties the cache; a change made elsewhere (the admin CLI, a second
 * instance, a hand edit) applies within this time. See docs/decisions/009-session-read.md.
 */
export const SESSION_REUSE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export type SessionRead = {
  user: SessionUser | null;
  /** Cookies the library set while reading (a session extended, or a dead one cleared). */
  setCookies: string[];
};

type Entry = { until: number; user: Promise<SessionUser | null> };
type LibraryUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  language?: string | null;
  firstName?: string | null;
  birthDate?: string | null;
};

function toSessionUser(u: LibraryUser): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: isRole(u.role) ? u.role : "user",
    language: isLang(u.language) ? u.language : "gr",
    emailVerified: u.emailVerified,
    firstName: u.firstName ?? "",
    birthDate: u.birthDate ?? null,
  };
}

/** One read through Better Auth's getSession: signature, expiry, revocation and extension are its own. */
async function readWithLibrary(auth: Auth, headers: Headers) {
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = answer.getSetCookie();
  if (!response) {
    return { user: null, setCookies, expiresAt: 0 };
  }
  const user = toSessionUser(response.user as LibraryUser);
  return { user, setCookies, expiresAt: new Date(response.session.expiresAt).getTime() };
}

/**
 * The one session read of the API (guards and /api/me alike): the library's getSession, whose answer
 * for a Cookie header is reused for `reuseMs` (never past the session's own expiry) so that a guarded
 * request costs its own statements. Sign-out, role changes and every other write empty the cache.
 */
export function createSessionReader(auth: Auth, o: { reuseMs?: number; now?: () => number } = {}) {
  const reuseMs = o.reuseMs ?? SESSION_REUSE_MS;
  const clock = o.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    async read(headers: Headers): Promise<SessionRead> {
      const cookie = headers.get("cookie");
      if (!cookie) return { user: null, setCookies: [] };
      const now = clock();
      const hit = entries.get(cookie);
      if (hit && hit.until > now) return { user: await hit.user, setCookies: [] };
      if (hit) entries.delete(cookie);

      const pending = readWithLibrary(auth, headers);
      const entry: Entry = { until: now + reuseMs, user: pending.then((r) => r.user) };
      entry.user.catch(() => {}); // the caller below sees the failure
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(cookie, entry);
      try {
        const r = await pending;
        entry.until = Math.min(entry.until, r.expiresAt);
        if (!r.user && entries.get(cookie) === entry) entries.delete(cookie);
        return { user: r.user, setCookies: r.setCookies };
      } catch (err) {
        if (entries.get(cookie) === entry) entries.delete(cookie);
        throw err;
      }
    },
    /** Forgets every reused read: after a request that may have changed a user or a session. */
    invalidate() {
      entries.clear();
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
