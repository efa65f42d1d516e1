import { eq } from "drizzle-orm";
import { effectiveCount } from "../../../../shared/domain/booking-day";
import { closedReasonFor } from "../../../../shared/domain/booking-rules";
import type { ValidAt } from "../../../../shared/domain/locations";
import {
  capacityFor,
  isClosedDate,
  minutesUntilSlot,
  slotInstant,
  slotTimesFor,
} from "../../../../shared/domain/schedule";
import type { Schedule, ScheduleRow } from "../../../../shared/domain/schedules";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import {
  checkClassWaitlistJoin,
  checkWaitlistJoin,
  type WaitlistJoinRefusal,
} from "../../../../shared/domain/waitlist";
import type { ErrorCode } from "../../../../shared/errors";
import type { Tx } from "../../../db/client";
import { schedules } from "../../../db/schema";
import { readSchedule, scheduleColumns } from "../../../domain/schedules";
import { readRules } from "../../../domain/studio-rules";
import { checkClassMemberBooking, classesOfDate, readClassBooking } from "../classes/reads";
import { lockSlot, readSlotForBooking, upcomingReservations } from "../day-reads";
import { checkMemberBooking, type PlaceWish, writeMemberBooking } from "../reservations";
import type { Booker } from "../types";

type SlotQuery = { date: string; time: string; now: Date; tz: string };

/**
 * What the waitlist needs from one schedule's booking (decision 018): its slot lock, the slots of a
 * date, the join check, how many places are free, the member's booking check and the booking
 * write. Each schedule's is built from its booking feature's own functions (no rule copied).
 */
export type WaitlistSchedule = {
  lockSlot: (tx: Tx, date: string, time: string) => Promise<void>;
  /** The times of a date whose waitlist the member's view considers. */
  times: (tx: Tx, date: string) => Promise<string[]>;
  /**
   * A join read under the slot's lock: whether the slot is full of bookings (shown with a
   * waitlist) and the first rule a join breaks.
   */
  readJoin: (
    tx: Tx,
    q: SlotQuery & { userId: string },
  ) => Promise<{
    full: boolean;
    refusal: (alreadyWaiting: boolean) => WaitlistJoinRefusal | null;
    /** Where the member's credits may be spent (decision 057): a refusal for elsewhere names them. */
    validAt: ValidAt | undefined;
    /** The studio's rules as the same read found them (the line's closing time, a refusal's numbers). */
    rules: StudioRules;
  }>;
  /** Places a waiting member could take now (0 when the day is closed, the slot blocked or full). */
  freePlaces: (tx: Tx, q: SlotQuery) => Promise<number>;
  /** The member's booking check under the slot's lock (their account locked too); `minutes`: the slot's length. */
  check: (
    tx: Tx,
    q: SlotQuery & { userId: string; series?: string },
  ) => Promise<{ error: { code: ErrorCode } | null; sessionsBefore: number; minutes?: number }>;
  /** The booking write: reservation, one credit with its ledger row, the admins' notification. */
  book: (
    tx: Tx,
    o: {
      member: Booker;
      date: string;
      time: string;
      sessionsBefore: number;
      now: Date;
      actorId?: string;
      standingId?: string;
      /** The numbered place asked for (decision 037); absent: the lowest free one. */
      place?: PlaceWish;
    },
  ) => Promise<string>;
};

/** The instant a slot's or class's waitlist closes: the studio's waitlist closing time before it starts. */
export const waitlistClosesAt = (date: string, time: string, tz: string, rules: StudioRules) =>
  new Date(slotInstant(date, time, tz).getTime() - rules.waitlistCloseMinutes * 60_000);

/** A slot of an hours schedule (the gym floor, a second room): the studio's hours, its own places. */
const hours = (row: ScheduleRow): WaitlistSchedule => {
  const schedule = row.key;
  return {
    lockSlot: (tx, date, time) => lockSlot(tx, date, time, schedule),
    times: async (tx, date) => slotTimesFor(date, await readRules(tx)),
    async readJoin(tx, q) {
      const { day, slot, hasReservationThatDay } = await readSlotForBooking(tx, { ...q, schedule });
      const tally = day.tallies[0];
      const input = {
        ...slot,
        count: tally?.count ?? 0,
        blocked: tally?.blocked ?? false,
        account: day.account,
        hasReservationThatDay,
        upcoming: upcomingReservations(day, (r) => minutesUntilSlot(q.now, r.date, r.time, q.tz) > 0),
      };
      return {
        full: input.blocked || input.count >= capacityFor(q.date, input.capacityOverride, day.rules),
        refusal: (alreadyWaiting) => checkWaitlistJoin({ ...input, alreadyWaiting }),
        validAt: day.account?.validAt,
        rules: day.rules,
      };
    },
    async freePlaces(tx, q) {
      const { day } = await readSlotForBooking(tx, { ...q, userId: null, schedule });
      if (closedReasonFor(q.date, day.closures, day.override, day.rules)) return 0;
      const max = capacityFor(q.date, day.override, day.rules);
      return Math.max(0, max - effectiveCount(day.tallies[0], max));
    },
    async check(tx, q) {
      const { error, day } = await checkMemberBooking(tx, { ...q, schedule });
      return { error, sessionsBefore: day.account?.sessions ?? 0 };
    },
    async book(tx, o) {
      const { reservation } = await writeMemberBooking(tx, {
        ...o,
        actorId: o.actorId ?? o.member.id,
        schedule: row,
      });
      return reservation.id;
    },
  };
};

/**
 * A class of a class schedule (the seeded one or one the owner added): its own lock, the class of
 * the date, its places and the credits its schedule spends.
 */
const classes = (schedule: Schedule, row: ScheduleRow | undefined): WaitlistSchedule => ({
  lockSlot: (tx, date, time) => lockSlot(tx, date, time, schedule),
  times: async (tx, date) =>
    (await classesOfDate(tx, schedule, date)).filter((c) => !c.cancelled).map((c) => c.time),
  async readJoin(tx, q) {
    const { input } = await readClassBooking(tx, { ...q, schedule });
    const cls = input.cls;
    return {
      full: cls !== null && !cls.cancelled && input.bookedCount >= cls.max,
      refusal: (alreadyWaiting) =>
        checkClassWaitlistJoin({ ...input, count: input.bookedCount, alreadyWaiting }),
      validAt: input.account?.validAt,
      rules: input.rules,
    };
  },
  async freePlaces(tx, q) {
    const { day, cls, input } = await readClassBooking(tx, { ...q, schedule, userId: null });
    if (!cls || cls.cancelled || isClosedDate(q.date, day.closures)) return 0;
    return Math.max(0, cls.max - input.bookedCount);
  },
  async check(tx, q) {
    const { error, day, cls } = await checkClassMemberBooking(tx, { ...q, schedule });
    return { error, sessionsBefore: day.account?.sessions ?? 0, minutes: cls?.minutes };
  },
  async book(tx, o) {
    const { reservation } = await writeMemberBooking(tx, {
      ...o,
      actorId: o.actorId ?? o.member.id,
      createdAt: o.now,
      schedule: row ?? (await readSchedule(tx, schedule)),
    });
    return reservation.id;
  },
});

/**
 * The waitlist's view of a schedule: the slots of an hours schedule, or the classes of a class
 * schedule, chosen by the schedule's row when first asked (in the caller's transaction), or by the
 * row the caller already read.
 */
export function waitlistScheduleFor(schedule: Schedule, known?: ScheduleRow): WaitlistSchedule {
  const engine = async (tx: Tx) => {
    const [row] = known
      ? [known]
      : await tx.select(scheduleColumns).from(schedules).where(eq(schedules.key, schedule));
    return row?.timetable === "hours" ? hours(row) : classes(schedule, row);
  };
  return {
    lockSlot: (tx, date, time) => lockSlot(tx, date, time, schedule),
    times: async (tx, date) => (await engine(tx)).times(tx, date),
    readJoin: async (tx, q) => (await engine(tx)).readJoin(tx, q),
    freePlaces: async (tx, q) => (await engine(tx)).freePlaces(tx, q),
    check: async (tx, q) => (await engine(tx)).check(tx, q),
    book: async (tx, o) => (await engine(tx)).book(tx, o),
  };
}
