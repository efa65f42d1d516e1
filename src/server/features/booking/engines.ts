import { checkAdminBooking } from "../../../shared/domain/booking-rules";
import { checkClassDeskBooking } from "../../../shared/domain/classes";
import type { Timetable } from "../../../shared/domain/schedules";
import { checkClassMemberBooking, classBookingAsItStands, readClassBooking } from "./classes/reads";
import { readSlotForBooking } from "./day-reads";
import type { DeskBookingCheck } from "./desk-booking";
import type { OwnBookingCheck } from "./own-booking";
import { checkMemberBooking, memberBookingAsItStands } from "./reservations";

/**
 * Each kind of timetable's rules for a booking, checked on fresh data under the slot's (or class's)
 * lock: a member's own and the desk's. The one member route and the one desk route pick the engine
 * from the schedule's row, so no caller names a schedule to choose its rules. `asItStands`: the
 * member's rules with no lock taken, which a booking that finds the slot's line busy asks first.
 */
export const bookingEngines: Record<
  Timetable,
  { member: OwnBookingCheck; asItStands: OwnBookingCheck; desk: DeskBookingCheck }
> = {
  hours: { member: checkMemberBooking, asItStands: memberBookingAsItStands, desk: checkHoursDeskBooking },
  classes: {
    member: checkClassMemberBooking,
    asItStands: classBookingAsItStands,
    desk: checkClassDeskBookingNow,
  },
};

/**
 * The desk's booking of a class, checked under the class's lock and the member's (the caller holds
 * both): the class's window and places, and a member's credits, on fresh data.
 */
async function checkClassDeskBookingNow(...[tx, q]: Parameters<DeskBookingCheck>) {
  const { day, cls, input } = await readClassBooking(tx, { ...q, userId: q.member?.id ?? null });
  return { error: checkClassDeskBooking({ ...input, cls, member: Boolean(q.member) }), day, cls };
}

/** An hours slot's rules for the desk, on fresh data: its window and capacity, then the member's. */
async function checkHoursDeskBooking(...[tx, q]: Parameters<DeskBookingCheck>) {
  const { day, slot, hasReservationThatDay } = await readSlotForBooking(tx, {
    ...q,
    userId: q.member?.id ?? null,
  });
  const error = checkAdminBooking({
    ...slot,
    member: q.member ? { account: day.account, hasReservationThatDay } : undefined,
  });
  return { error, day };
}
