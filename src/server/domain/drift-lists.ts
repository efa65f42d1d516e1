import { type SQL, sql } from "drizzle-orm";
import {
  DRIFT_DEFAULTS,
  type DriftList,
  type DriftMember,
  type DriftSettings,
} from "../../shared/schemas/owner-report";
import type { Db, Tx } from "../db/client";
import { driftSettings } from "../db/schema";
import { recordSettings, type StaffWriter } from "./activity";
import { type Place, validThere } from "./location-numbers";
import { type StudioNow, visit } from "./studio-now";

/**
 * The drifting members' lists of the owner's report (decision 030), in SQL: read by the
 * report's screen and by the mass e-mail job as a campaign's audience, so both see the same members.
 */

/** The studio's thresholds (the defaults until the owner saves some). */
export async function readDriftSettings(db: Db | Tx): Promise<DriftSettings> {
  const [row] = await db.select().from(driftSettings);
  if (!row) return { ...DRIFT_DEFAULTS };
  const { expiringDays, sessionsLeft, dormantDays, lapsedDays } = row;
  return { expiringDays, sessionsLeft, dormantDays, lapsedDays };
}

export async function saveDriftSettings(w: StaffWriter, input: DriftSettings): Promise<DriftSettings> {
  await w.db.transaction(async (tx) => {
    const before = await readDriftSettings(tx);
    await tx
      .insert(driftSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: driftSettings.id, set: input });
    await recordSettings(tx, w, "drift", { before, after: input });
  });
  return readDriftSettings(w.db);
}

const days = (n: number) => sql`(${n} * interval '1 day')`;

/**
 * SQL: whether the member account `a` (member_accounts) is on the list, judged at `n`.
 * - expiring: a valid package of any kind of credit (decision 038) that ends within `expiringDays` or has `sessionsLeft` or fewer;
 * - dormant: a valid package with a session left, bought at least `dormantDays` ago, and no visit in that many days;
 * - lapsed: the last package ended within `lapsedDays`, and no package asked for since.
 * Of one location (`place`, decision 057): the balance the list judges is valid there (the expiring
 * or dormant one; for lapsed, one of the member's balances); a visit anywhere still counts, for a
 * member who trains at the other location is not drifting.
 */
export function onDriftList(
  list: DriftList,
  s: DriftSettings,
  n: StudioNow,
  a = sql.raw("a"),
  place: Place = undefined,
): SQL {
  const now = sql`${n.now.toISOString()}::timestamptz`;
  const here = validThere(sql`c.valid_at`, place);
  switch (list) {
    case "expiring":
      return sql`exists (select 1 from member_credits c where c.user_id = ${a}.user_id and c.expires_at > ${now} and ${here}
        and (c.expires_at <= ${now} + ${days(s.expiringDays)} or c.sessions <= ${s.sessionsLeft}))`;
    case "dormant":
      return sql`(
        exists (select 1 from member_credits c where c.user_id = ${a}.user_id and c.expires_at > ${now} and c.sessions > 0 and ${here})
        and (${a}.package_purchased_at is null or ${a}.package_purchased_at <= ${now} - ${days(s.dormantDays)})
        and not exists (select 1 from reservations r where r.user_id = ${a}.user_id and r.kind = 'member'
          and r.date > ${n.today}::date - ${s.dormantDays}::int and ${visit(n)}))`;
    case "lapsed": {
      const lastEnd = sql`(select max(c.expires_at) from member_credits c where c.user_id = ${a}.user_id)`;
      return sql`(
        ${lastEnd} <= ${now}
        and ${lastEnd} > ${now} - ${days(s.lapsedDays)}
        and exists (select 1 from member_credits c where c.user_id = ${a}.user_id and ${here})
        and not exists (select 1 from package_requests p where p.user_id = ${a}.user_id
          and p.status in ('pending', 'approved')
          and p.created_at > ${lastEnd}))`;
    }
  }
}

/** SQL: the account `u` ("user") is a member the lists show and reminders reach: no staff, banned or erased account. */
export const listedMember = (u = sql.raw("u")) =>
  sql`(${u}.role = 'user' and coalesce(${u}.banned, false) = false
    and not exists (select 1 from account_states s where s.user_id = ${u}.id and s.erased_at is not null))`;

type Row = {
  user_id: string;
  name: string;
  email: string;
  /** JSON text: [kind, sessions, expiry text][] in the kinds' order. */
  credits: string;
  last_visit: string | null;
  unsubscribed: boolean;
};

/** The members on a list (members only: no staff, banned or erased accounts), by name. */
export async function driftMembers(
  db: Db,
  list: DriftList,
  s: DriftSettings,
  n: StudioNow,
  place: Place = undefined,
): Promise<DriftMember[]> {
  const result = await db.execute<Row>(sql`
    select u.id as user_id, u.name, u.email,
      coalesce((select json_agg(json_build_array(c.kind, c.sessions, c.expires_at::text) order by k.position, k.key)
        from member_credits c join credit_kinds k on k.key = c.kind where c.user_id = u.id), '[]')::text as credits,
      (select max(r.date)::text from reservations r
        where r.user_id = u.id and r.kind = 'member' and ${visit(n)}) as last_visit,
      exists (select 1 from mass_mail_unsubscribes m where m.user_id = u.id) as unsubscribed
    from member_accounts a
    join "user" u on u.id = a.user_id
    where ${listedMember()} and ${onDriftList(list, s, n, sql.raw("a"), place)}
    order by u.sort_key, u.id
  `);
  return result.rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    credits: (JSON.parse(r.credits) as [string, number, string | null][]).map(([kind, sessions, at]) => ({
      kind,
      sessions,
      expiresAt: at ? new Date(at).toISOString() : null,
    })),
    lastVisit: r.last_visit,
    unsubscribed: r.unsubscribed,
  }));
}

/** How many members each location's list has, in one statement (the total view's breakdown). */
export async function driftCounts(
  db: Db,
  list: DriftList,
  s: DriftSettings,
  n: StudioNow,
  places: string[],
): Promise<{ location: string; members: number }[]> {
  const counts = places.map(
    (place, i) =>
      sql`(count(*) filter (where ${onDriftList(list, s, n, sql.raw("a"), place)}))::int as ${sql.raw(`n${i}`)}`,
  );
  const result = await db.execute<Record<string, number>>(sql`
    select ${sql.join(counts, sql`, `)}
    from member_accounts a
    join "user" u on u.id = a.user_id
    where ${listedMember()}
  `);
  const row = result.rows[0] ?? {};
  return places.map((location, i) => ({ location, members: row[`n${i}`] ?? 0 }));
}
