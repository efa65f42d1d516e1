import { eq, sql } from "drizzle-orm";
import { type CalendarData, effectiveCount, type SlotTally } from "../../../shared/domain/booking-day";
import type { BookingAccount } from "../../../shared/domain/booking-rules";
import { capacityFor, studioToday } from "../../../shared/domain/schedule";
import type { Tx } from "../../db/client";
import { memberAccounts } from "../../db/schema";

/**
 * The calendar's raw data, read in one statement (one database round trip), and the locks that make
 * a booking's check and write one step. Every count of bookings in a slot comes from `readDay`.
 */

export type ReservationRow = { id: string; date: string; time: string };

export type DayData = CalendarData & {
  override: number | null;
  tallies: SlotTally[];
  account: BookingAccount | null;
  /** The member's reservations from the day before `today` on (enough for every rule). */
  mine: ReservationRow[];
};

type Row = {
  times: string[] | null;
  counts: number[] | null;
  blocked: boolean[] | null;
  override: number | null;
  closures: string[] | null;
  zero_dates: string[] | null;
  has_account: boolean;
  sessions: number | null;
  expires_at: Date | string | null;
  mine: string[] | null;
};

/**
 * Everything one day of the calendar needs, for a member (userId) or an admin (null): the slot
 * tallies (of one slot when `time` is given), the capacity override, the closures and closed dates
 * from `date`/`today` on, the member's account and reservations. It answers with plain arrays
 * rather than JSON: PGlite plans json_build_object slowly, and this is the most requested read.
 */
export async function readDay(
  db: Pick<Tx, "execute">,
  q: { date: string; today: string; userId: string | null; time?: string },
): Promise<DayData> {
  const from = q.date < q.today ? q.date : q.today;
  const oneSlot = q.time === undefined ? sql`` : sql`and time = ${q.time}`;
  const result = await db.execute<Row>(sql`
    select t.times, t.counts, t.blocked,
      (select capacity from slot_capacity where date = ${q.date}::date) as override,
      (select array_agg(start_date::text || '/' || end_date::text) from closures where end_date >= ${from}::date) as closures,
      (select array_agg(date::text) from slot_capacity where capacity = 0 and date >= ${from}::date) as zero_dates,
      a.user_id is not null as has_account, a.gym_sessions as sessions, a.gym_expires_at as expires_at,
      (select array_agg(id::text || '/' || date::text || '/' || time order by date, time)
         from reservations where user_id = ${q.userId} and date >= ${q.today}::date - 1) as mine
    from (select array_agg(time) as times, array_agg(n) as counts, array_agg(b) as blocked
          from (select time, (count(*) filter (where kind <> 'block'))::int as n, bool_or(kind = 'block') as b
                from reservations where date = ${q.date}::date ${oneSlot} group by time) s) t
    left join member_accounts a on a.user_id = ${q.userId}
  `);
  const row = result.rows[0]!;
  const times = row.times ?? [];
  return {
    tallies: times.map((time, i) => ({ time, count: row.counts![i]!, blocked: row.blocked![i]! })),
    override: row.override,
    closures: (row.closures ?? []).map((c) => {
      const [startDate, endDate] = c.split("/") as [string, string];
      return { startDate, endDate };
    }),
    zeroCapacityDates: row.zero_dates ?? [],
    account: row.has_account
      ? {
          exists: true,
          sessions: row.sessions!,
          expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        }
      : null,
    mine: (row.mine ?? []).map((m) => {
      const [id, date, time] = m.split("/") as [string, string, string];
      return { id, date, time };
    }),
  };
}

/** Namespace of the two-key advisory locks on slots (the one-key space holds the migration lock). */
const SLOT_LOCK_NAMESPACE = 7426;

/**
 * Serialises everything that counts and fills one slot, across every server instance, until the
 * transaction ends.
 */
export async function lockSlot(tx: Tx, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${`${date} ${time}`}))`);
}

/** Locks the member's account row for this transaction, so `readDay` then sees their balance as it stays. */
export async function lockBookingAccount(tx: Tx, userId: string): Promise<void> {
  await tx
    .select({ userId: memberAccounts.userId })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, userId))
    .for("update");
}

/**
 * One slot as a booking's check sees it, read after the locks are held: the rules' slot input (a
 * blocked slot counting as full), the day's data, and whether the member already booked that date.
 */
export async function readSlotForBooking(
  tx: Tx,
  q: { date: string; time: string; now: Date; tz: string; userId: string | null },
) {
  const { date, time, now, tz } = q;
  const day = await readDay(tx, { date, today: studioToday(now, tz), userId: q.userId, time });
  const bookedCount = effectiveCount(day.tallies[0], capacityFor(date, day.override));
  return {
    day,
    slot: { now, tz, date, time, closures: day.closures, capacityOverride: day.override, bookedCount },
    hasReservationThatDay: day.mine.some((r) => r.date === date),
  };
}
