import { addDays, isValidDate } from "./schedule.js";

/** Active-clients search syntax and member status (spec sections 5 and 9). */

export { foldText } from "./text.js";

/** Members whose package expired more than this many days ago are inactive. */
export const INACTIVE_AFTER_EXPIRY_DAYS = 30;
/** The 'very low sessions' filter: this many sessions or fewer. */
export const VERY_LOW_SESSIONS_MAX = 2;

const MS_PER_DAY = 86_400_000;

/** Inclusive bounds on a session count; a missing bound is open. */
export type SessionsRange = { min?: number; max?: number };

/**
 * Parses 'a-b' (inclusive), '<n' (strictly below), '>n' (strictly above) or 'n' (exactly).
 * Bounds are returned inclusive: '<5' → { max: 4 }, '>5' → { min: 6 }. Null when invalid or a > b.
 */
export function parseSessionsQuery(q: string): SessionsRange | null {
  const s = q.replace(/\s+/g, "");
  let match = /^(\d+)-(\d+)$/.exec(s);
  if (match) {
    const min = Number(match[1]);
    const max = Number(match[2]);
    return min <= max ? { min, max } : null;
  }
  match = /^<(\d+)$/.exec(s);
  if (match) return { max: Number(match[1]) - 1 };
  match = /^>(\d+)$/.exec(s);
  if (match) return { min: Number(match[1]) + 1 };
  match = /^(\d+)$/.exec(s);
  if (match) return { min: Number(match[1]), max: Number(match[1]) };
  return null;
}

/** A half-open range of studio dates: from <= date < toExclusive. */
export type DateRange = { from: string; toExclusive: string };

/** Parses an expiry search: 'YYYY-MM-DD' (that day) or 'YYYY-MM' (that month). Null when invalid. */
export function parseExpiryQuery(q: string): DateRange | null {
  const s = q.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    return isValidDate(s) ? { from: s, toExclusive: addDays(s, 1) } : null;
  }
  const match = /^(\d{4})-(\d{2})$/.exec(s);
  if (!match) return null;
  const from = `${s}-01`;
  if (!isValidDate(from)) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const next = month === 12 ? `${year + 1}-01-01` : `${match[1]}-${String(month + 1).padStart(2, "0")}-01`;
  return { from, toExclusive: next };
}

export type MemberStatus = "active" | "inactive";

/**
 * Inactive: no package (no expiry date) or a package expired more than 30 days before `now`.
 * The session count does not change the status (a member with 0 sessions and a valid package is active).
 */
export function memberStatus(member: { expiresAt: Date | null; sessions: number }, now: Date): MemberStatus {
  if (member.expiresAt === null) return "inactive";
  const expiredFor = now.getTime() - member.expiresAt.getTime();
  return expiredFor > INACTIVE_AFTER_EXPIRY_DAYS * MS_PER_DAY ? "inactive" : "active";
}
