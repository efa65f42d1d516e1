import {
  foldText,
  memberStatus,
  parseExpiryQuery,
  parseSessionsQuery,
  VERY_LOW_SESSIONS_MAX,
} from "../../../shared/domain/member-search";
import { isRole } from "../../../shared/domain/roles";
import { slotInstant, studioToday } from "../../../shared/domain/schedule";
import {
  MEMBERS_PAGE_SIZE,
  type MemberList,
  type MemberListQuery,
  type MemberRow,
} from "../../../shared/schemas/members";
import type { Db } from "../../db/client";
import { holding } from "../../domain/credit-kinds";
import { badRequest } from "../../platform/errors";
import { type DirectoryMember, memberDirectory } from "./directory";

/** Active clients: filter, search and paging over the members directory (decision 023). */

type Match = (m: DirectoryMember) => boolean;
/** A name search picks members from the directory's name index; the other fields test each member. */
type Search = { words: string[] } | { match: Match };

/** The member's status, by the one rule the list's column shows too. */
const statusOf = (m: DirectoryMember, now: Date) =>
  memberStatus({ expiresAt: m.latestExpiry, sessions: m.gymSessions }, now);

function filterMatch(filter: MemberListQuery["filter"], now: Date): Match | undefined {
  const active: Match = (m) => statusOf(m, now) === "active";
  switch (filter) {
    case "all":
      return undefined;
    case "active":
      return active;
    case "inactive":
      return (m) => !active(m);
    case "low":
      return (m) => active(m) && m.gymSessions <= VERY_LOW_SESSIONS_MAX;
  }
}

const within = (d: Date | null, from: Date, to: Date) => d !== null && d >= from && d < to;

/**
 * The search box with its field selector (spec section 5). Names match folded (case and accents
 * ignored, every word must appear); sessions take 'a-b', '<n', '>n' or 'n'; expiration a studio
 * date 'YYYY-MM-DD' or month 'YYYY-MM' (of any kind's credits). Sessions are the gym's (the spec's active sessions). Unreadable input is INVALID_SEARCH.
 */
export function searchOf(query: Pick<MemberListQuery, "field" | "q">, tz: string): Search | undefined {
  const q = query.q.trim();
  if (!q) return undefined;
  switch (query.field) {
    case "name":
      return { words: foldText(q).split(/\s+/).filter(Boolean) };
    case "email": {
      const part = q.toLowerCase();
      return { match: (m) => m.emailLower.includes(part) };
    }
    case "sessions": {
      const range = parseSessionsQuery(q);
      if (!range) throw badRequest("INVALID_SEARCH", { field: "sessions" });
      return {
        match: (m) =>
          (range.min === undefined || m.gymSessions >= range.min) &&
          (range.max === undefined || m.gymSessions <= range.max),
      };
    }
    case "expiration": {
      const range = parseExpiryQuery(q);
      if (!range) throw badRequest("INVALID_SEARCH", { field: "expiration" });
      const from = slotInstant(range.from, "00:00", tz);
      const to = slotInstant(range.toExclusive, "00:00", tz);
      return { match: (m) => m.credits.some((c) => within(c.expiresAt, from, to)) };
    }
  }
}

/** One page in the list's order (last name, first name: the users' sort key), and the total. */
export async function listMembers(
  db: Db,
  query: MemberListQuery,
  now: Date,
  tz: string,
): Promise<MemberList> {
  const byFilter = filterMatch(query.filter, now);
  const search = searchOf(query, tz);
  const directory = await memberDirectory(db);
  const among = search && "words" in search ? directory.withNameParts(search.words) : directory.members;
  const bySearch = search && "match" in search ? search.match : undefined;
  const found: DirectoryMember[] = [];
  for (const m of among) if ((!byFilter || byFilter(m)) && (!bySearch || bySearch(m))) found.push(m);
  const offset = (query.page - 1) * MEMBERS_PAGE_SIZE;
  return {
    items: found.slice(offset, offset + MEMBERS_PAGE_SIZE).map((m) => toRow(m, now, tz)),
    total: found.length,
    page: query.page,
    pageSize: MEMBERS_PAGE_SIZE,
  };
}

function toRow(r: DirectoryMember, now: Date, tz: string): MemberRow {
  const day = (d: Date | null) => (d ? studioToday(d, tz) : null);
  return {
    id: r.id,
    name: r.name || r.email,
    email: r.email,
    role: isRole(r.role) ? r.role : "user",
    deactivated: r.deactivated,
    credits: r.credits.map((c) => holding(c, now, tz)),
    packageName: r.packageName,
    nutritionName: r.nutritionName,
    nutritionExpiresOn: day(r.nutritionExpiresAt),
    status: statusOf(r, now),
  };
}
