import { eq, sql } from "drizzle-orm";
import { type CalendarData, effectiveCount, type SlotTally } from "../../../shared/domain/booking-day";
import { activeLimitReached, type BookingAccount } from "../../../shared/domain/booking-rules";
import type { LocationKey } from "../../../shared/domain/locations";
import { capacityFor, studioToday } from "../../../shared/domain/schedule";
import { type CreditKind, GYM, type Schedule, type Timetable } from "../../../shared/domain/schedules";
import { type StudioRules, withDefaults } from "../../../shared/domain/studio-rules";
import type { Tx } from "../../db/client";
import { accountStates, user } from "../../db/schema";
import { textQuery } from "../../db/text-query";
import { closureAtSql } from "../../domain/closures";
import { lockAccount } from "../../domain/credits";
import { accountErased } from "../../domain/live-member";

/**
 * The calendar's raw data, read in one statement (one database round trip), and the locks that make
 * a booking's check and write one step. Every count of bookings in a slot comes from `readDay`.
 */

export type ReservationRow = {
  id: string;
  date: string;
  time: string;
  schedule: Schedule;
  /** The standing booking it is an occurrence of (decision 037); absent or null: booked once. */
  standingId?: string | null;
};

export type DayData = CalendarData & {
  override: number | null;
  tallies: SlotTally[];
  /** The member's balance and expiry of the credit kind the schedule asked for spends. */
  account: BookingAccount | null;
  /** That credit kind (null: no schedule has the key asked for). */
  creditKind: CreditKind | null;
  /** The schedule's kind of timetable (null: no schedule has the key asked for). */
  timetable: Timetable | null;
  /** Where the schedule is held (undefined: no schedule has the key asked for). */
  location: LocationKey | undefined;
  /** The member's reservations of both schedules from the day before `today` on (enough for every rule). */
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
  /** The member's balance and expiry of the schedule's credit kind (decision 038). */
  sessions: number | null;
  expires_at: Date | string | null;
  /** Where that balance may be spent (null: every location; decision 057). */
  valid_at: string[] | null;
  mine: string[] | null;
  /** jsonb: parsed by the driver (text kept readable in case a driver does not). */
  rules: Partial<StudioRules> | string | null;
  credit_kind: CreditKind | null;
  timetable: Timetable | null;
  location: LocationKey | null;
  /** An hours schedule's own places per slot (null: the studio rules' default). */
  default_capacity: number | null;
};

/** The day's read: the day's tallies, the member's account and bookings and the rules, in one statement. */
const dayStatement = textQuery<Row>(
  6,
  `select t.times, t.counts, t.blocked,
      (select capacity from slot_capacity where schedule = $6 and date = $1::date) as override,
      (select array_agg(start_date::text || '/' || end_date::text) from closures
         where end_date >= $2::date and ${closureAtSql("sch.location")}) as closures,
      (select array_agg(date::text) from slot_capacity where schedule = $6 and capacity = 0 and date >= $2::date) as zero_dates,
      a.user_id is not null as has_account, coalesce(c.sessions, 0) as sessions, c.expires_at, c.valid_at,
      (select array_agg(id::text || '/' || date::text || '/' || time || '/' || schedule || '/' || coalesce(standing_id::text, '') order by date, time)
         from reservations where user_id = $3 and date >= $4::date - 1) as mine,
      (select rules from studio_settings where id = 1) as rules,
      sch.credit_kind, sch.timetable, sch.default_capacity, sch.location
    from (select array_agg(time) as times, array_agg(n) as counts, array_agg(b) as blocked
          from (select time, (count(*) filter (where kind <> 'block'))::int as n, bool_or(kind = 'block') as b
                from reservations where date = $1::date and schedule = $6 and ($5::text is null or time = $5)
                group by time) s) t
    left join schedules sch on sch.key = $6
    left join member_accounts a on a.user_id = $3
    left join member_credits c on c.user_id = $3 and c.kind = sch.credit_kind`,
);

/**
 * Everything one day of a schedule's calendar needs, for a member (userId) or an admin (null): the
 * tallies of the schedule's slots or classes (of one when `time` is given), an hours schedule's
 * capacity override, the closures and its closed dates from `date`/`today` on, the member's account
 * of that schedule, their reservations of every schedule and the studio's rules. It answers with
 * plain arrays rather than JSON: PGlite plans json_build_object slowly, and this is the most
 * requested read. Overrides and zero-capacity dates concern hours schedules only (empty for a class
 * schedule). An hours schedule's rules carry its own places per slot as `defaultCapacity` (the
 * studio's when it has none: the gym floor), so every capacity rule reads one number.
 */
export async function readDay(
  db: Pick<Tx, "execute">,
  q: { date: string; today: string; userId: string | null; time?: string; schedule: Schedule },
): Promise<DayData> {
  const from = q.date < q.today ? q.date : q.today;
  const [row] = await dayStatement.run(db, [q.date, from, q.userId, q.today, q.time ?? null, q.schedule]);
  if (!row) throw new Error("the day's read answered no row");
  const hours = row.timetable === "hours";
  const times = row.times ?? [];
  const { sessions, expires_at: expiresAt, valid_at: validAt } = row;
  const rules = withDefaults(typeof row.rules === "string" ? JSON.parse(row.rules) : row.rules);
  return {
    rules:
      hours && row.default_capacity !== null ? { ...rules, defaultCapacity: row.default_capacity } : rules,
    tallies: times.map((time, i) => ({ time, count: row.counts![i]!, blocked: row.blocked![i]! })),
    override: hours ? row.override : null,
    closures: (row.closures ?? []).map((c) => {
      const [startDate, endDate] = c.split("/") as [string, string];
      return { startDate, endDate };
    }),
    zeroCapacityDates: hours ? (row.zero_dates ?? []) : [],
    creditKind: row.credit_kind,
    timetable: row.timetable,
    location: row.location ?? undefined,
    account:
      row.has_account && row.credit_kind
        ? {
            exists: true,
            sessions: sessions!,
            expiresAt: expiresAt === null ? null : new Date(expiresAt),
            validAt: validAt ?? null,
          }
        : null,
    mine: (row.mine ?? []).map((m) => {
      const [id, date, time, schedule, standing] = m.split("/") as [string, string, string, Schedule, string];
      return { id, date, time, schedule, standingId: standing || null };
    }),
  };
}

/** One slot or class of a schedule a booking's check reads, at the studio's time now. */
export type SlotQuery = {
  schedule: Schedule;
  date: string;
  time: string;
  now: Date;
  tz: string;
  /** Checking an occurrence of this standing booking: its own occurrences count once (decision 037). */
  series?: string;
};

/** Namespace of the two-key advisory locks on slots (the one-key space holds the migration lock). */
const SLOT_LOCK_NAMESPACE = 7426;

/**
 * Serialises everything that counts and fills one slot (or class) of a schedule, across every server
 * instance, until the transaction ends (the gym floor's key is the one it always had).
 */
export async function lockSlot(tx: Tx, date: string, time: string, schedule: Schedule): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${slotKey(date, time, schedule)}))`,
  );
}

/**
 * The slot's lock taken only if no other transaction holds it: true when taken (held until the
 * transaction ends, as `lockSlot`'s), false at once when another booking of the slot is under way.
 */
export async function tryLockSlot(tx: Tx, date: string, time: string, schedule: Schedule): Promise<boolean> {
  const result = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${slotKey(date, time, schedule)})) as taken`,
  );
  return result.rows[0]!.taken;
}

const slotKey = (date: string, time: string, schedule: Schedule) =>
  schedule === GYM ? `${date} ${time}` : `${schedule} ${date} ${time}`;

/**
 * The member the desk's e-mail names, their account locked for this transaction like a member's
 * own booking; undefined for an e-mail no account has (the desk books a guest). An erased
 * account's address (a tombstone's) is refused with ACCOUNT_ERASED: nothing is booked for it.
 */
export async function lockDeskMember(
  tx: Tx,
  email: string,
): Promise<{ id: string; name: string } | undefined> {
  const [member] = await tx
    .select({ id: user.id, name: user.name, erasedAt: accountStates.erasedAt })
    .from(user)
    .leftJoin(accountStates, eq(accountStates.userId, user.id))
    .where(eq(user.email, email));
  if (!member) return undefined;
  if (member.erasedAt) throw accountErased();
  await lockAccount(tx, member.id);
  return { id: member.id, name: member.name };
}

/**
 * The member's reservation that keeps them from booking another on `schedule` (spec section 5):
 * while their bookings not yet started reach the studio's limit (on that schedule, or on
 * any when the studio counts across schedules), the first of them; null under the limit, so a member
 * the owner allows three bookings is not told after the first that they must wait.
 */
export function blockingReservation(
  day: Pick<DayData, "mine" | "rules">,
  schedule: Schedule,
  isUpcoming: (r: ReservationRow) => boolean,
): ReservationRow | null {
  const upcoming = day.mine.filter(isUpcoming);
  if (!activeLimitReached(upcoming, schedule, day.rules)) return null;
  const across = day.rules.activeAcrossSchedules;
  return upcoming.find((r) => across || r.schedule === schedule) ?? null;
}

/** The member's reservations not yet started, of every schedule (what the active-reservation limit counts). */
export function upcomingReservations(day: Pick<DayData, "mine">, isUpcoming: (r: ReservationRow) => boolean) {
  return day.mine.filter(isUpcoming);
}

/**
 * One slot of an hours schedule as a booking's check sees it, read after the locks are held: the
 * rules' slot input (a blocked slot counting as full), the day's data, and whether the member
 * already booked that schedule on that date.
 */
export async function readSlotForBooking(
  tx: Tx,
  q: { date: string; time: string; now: Date; tz: string; userId: string | null; schedule: Schedule },
) {
  const { date, time, now, tz, schedule } = q;
  const day = await readDay(tx, { date, today: studioToday(now, tz), userId: q.userId, time, schedule });
  const bookedCount = effectiveCount(day.tallies[0], capacityFor(date, day.override, day.rules));
  return {
    day,
    slot: {
      schedule,
      rules: day.rules,
      now,
      tz,
      date,
      time,
      closures: day.closures,
      capacityOverride: day.override,
      bookedCount,
      location: day.location,
    },
    hasReservationThatDay: day.mine.some((r) => r.date === date && r.schedule === schedule),
  };
}
