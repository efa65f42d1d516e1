import { and, asc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import {
  foldText,
  INACTIVE_AFTER_EXPIRY_DAYS,
  memberStatus,
  parseExpiryQuery,
  parseSessionsQuery,
  VERY_LOW_SESSIONS_MAX,
} from "../../../shared/domain/member-search";
import { slotInstant, studioToday } from "../../../shared/domain/schedule";
import {
  MEMBERS_PAGE_SIZE,
  type MemberList,
  type MemberListQuery,
  type MemberRow,
} from "../../../shared/schemas/members";
import { isDeactivated, notErased } from "../../auth/account-state";
import type { Db } from "../../db/client";
import { memberAccounts, user } from "../../db/schema";
import { badRequest } from "../../lib/errors";

/** Active clients: filter, search and paging, all in one query on the server. */

const MS_PER_DAY = 86_400_000;
const gymSessions = sql<number>`coalesce(${memberAccounts.gymSessions}, 0)`;
/** The later of the gym and Pilates expiries: a member holding either package is a client. */
const latestExpiry = sql<Date | null>`greatest(${memberAccounts.gymExpiresAt}, ${memberAccounts.pilatesExpiresAt})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: MemberListQuery["filter"], now: Date): SQL | undefined {
  const cutoff = new Date(now.getTime() - INACTIVE_AFTER_EXPIRY_DAYS * MS_PER_DAY);
  const active = sql`${latestExpiry} >= ${cutoff}`;
  switch (filter) {
    case "all":
      return undefined;
    case "active":
      return active;
    case "inactive":
      return sql`(${latestExpiry} is null or ${latestExpiry} < ${cutoff})`;
    case "low":
      return and(active, lte(gymSessions, VERY_LOW_SESSIONS_MAX));
  }
}

/**
 * The search box with its field selector (spec section 5). Names match folded (case and accents
 * ignored, every word must appear); sessions take 'a-b', '<n', '>n' or 'n'; expiration a studio
 * date 'YYYY-MM-DD' or month 'YYYY-MM' (gym or Pilates). Unreadable input is INVALID_SEARCH.
 */
export function searchCondition(query: Pick<MemberListQuery, "field" | "q">, tz: string): SQL | undefined {
  const q = query.q.trim();
  if (!q) return undefined;
  switch (query.field) {
    case "name": {
      const words = foldText(q).split(/\s+/).filter(Boolean);
      return and(...words.map((w) => sql`${user.nameFolded} like ${`%${escapeLike(w)}%`}`));
    }
    case "email":
      return sql`lower(${user.email}) like ${`%${escapeLike(q.toLowerCase())}%`}`;
    case "sessions": {
      const range = parseSessionsQuery(q);
      if (!range) throw badRequest("INVALID_SEARCH", { field: "sessions" });
      return and(
        range.min === undefined ? undefined : gte(gymSessions, range.min),
        range.max === undefined ? undefined : lte(gymSessions, range.max),
      );
    }
    case "expiration": {
      const range = parseExpiryQuery(q);
      if (!range) throw badRequest("INVALID_SEARCH", { field: "expiration" });
      const from = slotInstant(range.from, "00:00", tz);
      const to = slotInstant(range.toExclusive, "00:00", tz);
      return or(
        and(gte(memberAccounts.gymExpiresAt, from), lt(memberAccounts.gymExpiresAt, to)),
        and(gte(memberAccounts.pilatesExpiresAt, from), lt(memberAccounts.pilatesExpiresAt, to)),
      );
    }
  }
}

/**
 * One page, in the order of the users' sort key (a generated column, decision 008): its index
 * orders the page, and the total comes with the page (or, unfiltered, from a plain count).
 */
export async function listMembers(
  db: Db,
  query: MemberListQuery,
  now: Date,
  tz: string,
): Promise<MemberList> {
  const filtered = and(filterCondition(query.filter, now), searchCondition(query, tz));
  const where = and(notErased, filtered);
  const offset = (query.page - 1) * MEMBERS_PAGE_SIZE;
  const columns = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    deactivated: isDeactivated,
    gymSessions,
    pilatesSessions: sql<number>`coalesce(${memberAccounts.pilatesSessions}, 0)`,
    packageName: sql<string>`coalesce(${memberAccounts.activePackageName}, '')`,
    gymExpiresAt: memberAccounts.gymExpiresAt,
    pilatesExpiresAt: memberAccounts.pilatesExpiresAt,
    nutritionName: memberAccounts.nutritionName,
    nutritionExpiresAt: memberAccounts.nutritionExpiresAt,
  };
  const rows = await db
    .select({ ...columns, total: filtered ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0` })
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(where)
    .orderBy(asc(user.sortKey), asc(user.id))
    .limit(MEMBERS_PAGE_SIZE)
    .offset(offset);
  const total = filtered && rows[0] ? rows[0].total : await countMembers(db, where);
  return { items: rows.map((r) => toRow(r, now, tz)), total, page: query.page, pageSize: MEMBERS_PAGE_SIZE };
}

async function countMembers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(user)
    .leftJoin(memberAccounts, eq(memberAccounts.userId, user.id))
    .where(where);
  return row?.n ?? 0;
}

type Selected = Omit<
  MemberRow,
  "status" | "gymExpiresOn" | "pilatesExpiresOn" | "nutritionExpiresOn" | "role"
> & {
  role: string;
  gymExpiresAt: Date | null;
  pilatesExpiresAt: Date | null;
  nutritionExpiresAt: Date | null;
};

function toRow(r: Selected, now: Date, tz: string): MemberRow {
  const day = (d: Date | null) => (d ? studioToday(d, tz) : null);
  const times = [r.gymExpiresAt, r.pilatesExpiresAt].filter((d): d is Date => d !== null);
  const latest = times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
  return {
    id: r.id,
    name: r.name || r.email,
    email: r.email,
    role: r.role === "admin" ? "admin" : "user",
    deactivated: Boolean(r.deactivated),
    gymSessions: Number(r.gymSessions),
    pilatesSessions: Number(r.pilatesSessions),
    packageName: r.packageName,
    gymExpiresOn: day(r.gymExpiresAt),
    pilatesExpiresOn: day(r.pilatesExpiresAt),
    nutritionName: r.nutritionName,
    nutritionExpiresOn: day(r.nutritionExpiresAt),
    status: memberStatus({ expiresAt: latest, sessions: Number(r.gymSessions) }, now),
  };
}
