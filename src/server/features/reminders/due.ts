import { type SQL, sql } from "drizzle-orm";
import { REMINDER_CATCH_UP_DAYS } from "../../../shared/domain/reminders";
import { DRIFT_DEFAULTS } from "../../../shared/schemas/owner-report";
import type { ReminderKind, ReminderRule } from "../../../shared/schemas/reminders";
import type { Db } from "../../db/client";
import { listedMember, onDriftList } from "../../domain/drift-lists";
import { type StudioNow, visit } from "../../domain/studio-now";

/**
 * Who is due a reminder of a rule now, and its occasion: the key that says "this time" (a package's
 * end date, the last visit), so a member gets each reminder once per occasion (decision 030).
 * Members only (no staff, banned, erased or unsubscribed account), and none already sent.
 */

export type DueReminder = { userId: string; occasion: string };

const days = (n: number) => sql`(${n} * interval '1 day')`;
/** The studio date of a timestamp, as text ('YYYY-MM-DD'). */
const studioDate = (e: SQL, tz: string) => sql`((${e}) at time zone ${tz})::date::text`;

/** SQL per kind: the occasion of the member account `a`, null when the member is not due. */
function occasionOf(kind: ReminderKind, rule: ReminderRule, n: StudioNow, tz: string): SQL {
  const now = sql`${n.now.toISOString()}::timestamptz`;
  const catchUp = days(REMINDER_CATCH_UP_DAYS);
  // Nothing to remind of a package the member has already asked for.
  const noPending = sql`not exists (select 1 from package_requests p where p.user_id = a.user_id and p.status = 'pending')`;
  switch (kind) {
    case "expiring": {
      // The first of the member's kinds of credit (decision 038) to end within the rule's days.
      const first = sql`(select min(c.expires_at) from member_credits c where c.user_id = a.user_id
        and c.expires_at > ${now} and c.expires_at <= ${now} + ${days(rule.days)})`;
      return sql`case when ${noPending} then ${studioDate(first, tz)} end`;
    }
    case "lastSession":
      return sql`case when not ${noPending} then null
        else (select c.kind || ':' || ${studioDate(sql`c.expires_at`, tz)} from member_credits c
          join credit_kinds k on k.key = c.kind
          where c.user_id = a.user_id and c.expires_at > ${now} and c.sessions = 1
          order by k.position, k.key limit 1)
        end`;
    case "dormant": {
      // The drifting list's own rule, with the reminder's days; the occasion is the last visit
      // (or the purchase), so a member who comes back and goes quiet again is reminded again.
      const lastVisit = sql`(select max(r.date)::text from reservations r
        where r.user_id = a.user_id and r.kind = 'member' and ${visit(n)})`;
      const on = onDriftList("dormant", { ...DRIFT_DEFAULTS, dormantDays: rule.days }, n);
      return sql`case when ${on} then coalesce(${lastVisit}, ${studioDate(sql`a.package_purchased_at`, tz)}, 'none') end`;
    }
    case "lapsed": {
      const ended = sql`(select max(c.expires_at) from member_credits c where c.user_id = a.user_id)`;
      return sql`case when ${ended} <= ${now} - ${days(rule.days)}
        and ${ended} > ${now} - ${days(rule.days)} - ${catchUp}
        and not exists (select 1 from package_requests p where p.user_id = a.user_id
          and p.status in ('pending', 'approved') and p.created_at > ${ended})
        then ${studioDate(ended, tz)} end`;
    }
    case "welcome": {
      const first = sql`(select min(p.approved_at) from package_requests p
        where p.user_id = a.user_id and p.status = 'approved')`;
      return sql`case when ${first} <= ${now} - ${days(rule.days)}
        and ${first} > ${now} - ${days(rule.days)} - ${catchUp} then 'first' end`;
    }
  }
}

/** The members due the rule's reminder now, with its occasion. */
export async function dueReminders(
  db: Db,
  rule: ReminderRule,
  n: StudioNow,
  tz: string,
): Promise<DueReminder[]> {
  const result = await db.execute<{ user_id: string; occasion: string }>(sql`
    select d.user_id, d.occasion from (
      select a.user_id, ${occasionOf(rule.kind, rule, n, tz)} as occasion
      from member_accounts a
      join "user" u on u.id = a.user_id
      where ${listedMember()}
        and not exists (select 1 from mass_mail_unsubscribes m where m.user_id = u.id)
    ) d
    where d.occasion is not null
      and not exists (select 1 from reminders_sent s
        where s.user_id = d.user_id and s.kind = ${rule.kind} and s.occasion = d.occasion)
    order by d.user_id
  `);
  return result.rows.map((r) => ({ userId: r.user_id, occasion: r.occasion }));
}
