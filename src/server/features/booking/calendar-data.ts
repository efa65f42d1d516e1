import { eq, sql } from "drizzle-orm";
import type { BookingAccount } from "../../../shared/domain/booking-rules";
import type { Closure } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { memberAccounts } from "../../db/schema";

/** Reads of the calendar's raw data, each in one statement (one database round trip). */

export type ReservationRow = { id: string; date: string; time: string };

/** Namespace of the two-key advisory locks on slots (the one-key space holds the migration lock). */
const SLOT_LOCK_NAMESPACE = 7426;

/**
 * Serialises everything that counts and fills one slot, across every server instance, until the
 * transaction ends.
 */
export async function lockSlot(tx: Tx, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${`${date} ${time}`}))`);
}

/** The member's gym balance and expiry, with the account row locked for this transaction. */
export async function lockAccount(tx: Tx, userId: string): Promise<BookingAccount | null> {
  const [row] = await tx
    .select({ sessions: memberAccounts.gymSessions, expiresAt: memberAccounts.gymExpiresAt })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, userId))
    .for("update");
  return row ? { exists: true, sessions: row.sessions, expiresAt: row.expiresAt } : null;
}

export type SlotContext = {
  count: number;
  blocked: boolean;
  override: number | null;
  closures: Closure[];
  /** The member's reservations from the day before `today` on (empty for guests). */
  mine: ReservationRow[];
};

/** The state of one slot and of the member, read after the locks are held. */
export async function loadSlotContext(
  tx: Tx,
  q: { date: string; time: string; today: string; userId: string | null },
): Promise<SlotContext> {
  const result = await tx.execute<{
    count: number;
    blocked: boolean;
    override: number | null;
    closures: Closure[];
    mine: ReservationRow[];
  }>(sql`
    select
      (select (count(*) filter (where kind <> 'block'))::int
         from reservations where date = ${q.date}::date and time = ${q.time}) as count,
      exists(select 1 from reservations where date = ${q.date}::date and time = ${q.time} and kind = 'block') as blocked,
      (select capacity from slot_capacity where date = ${q.date}::date) as override,
      (select coalesce(json_agg(json_build_object('startDate', start_date, 'endDate', end_date)), '[]'::json)
         from closures where start_date <= ${q.date}::date and end_date >= ${q.date}::date) as closures,
      (select coalesce(json_agg(json_build_object('id', id, 'date', date, 'time', time)), '[]'::json)
         from reservations where user_id = ${q.userId} and date >= ${q.today}::date - 1) as mine
  `);
  return result.rows[0]!;
}
