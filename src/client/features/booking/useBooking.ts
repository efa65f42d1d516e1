import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schedule } from "../../../shared/domain/schedules";
import type { BookRequest } from "../../../shared/schemas/booking";
import type { StandingRequest } from "../../../shared/schemas/standing";
import type { JoinWaitlistRequest } from "../../../shared/schemas/waitlist";
import { forWho } from "../../lib/actingFor";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";
import { scheduleQueries } from "../../lib/schedules";
import { bookingKeys, bookingQueries } from "./queries";

/** The member's day of an hours schedule (today or the next open day when `date` is undefined). */
export const useMemberDay = (schedule: Schedule, date: string | undefined) =>
  useQuery(bookingQueries.memberDay(schedule, date));

/** A member's booking or cancellation changes the calendar and their own account. */
function useMemberMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...refreshAfter(qc, bookingKeys.all, queryRoots.account),
  });
}

/**
 * Books a slot of an hours schedule or a class of a class schedule (the schedule in the request);
 * `seenCount` lets the server say 'slot just filled' when it filled meanwhile.
 */
export const useBook = () =>
  useMemberMutation((json: BookRequest) => call(api.bookings.$post({ json }, forWho())));

export const useCancelBooking = () =>
  useMemberMutation((id: string) => call(api.bookings[":id"].$delete({ param: { id } }, forWho())));

/** The member's day of a class schedule (today or the next day with classes when `date` is undefined). */
export const useClassDay = (schedule: Schedule, date: string | undefined) =>
  useQuery(bookingQueries.classDay(schedule, date));

/** The schedules members book, in the studio's order (decision 035). */
export const useSchedules = () => useQuery(scheduleQueries.members());

/** The member's waitlists of a date and all their waiting places (decision 018). */
export const useMemberWaitlist = (schedule: Schedule, date: string) =>
  useQuery(bookingQueries.waitlist(schedule, date));

export const useJoinWaitlist = () =>
  useMemberMutation((json: JoinWaitlistRequest) => call(api.waitlist.$post({ json }, forWho())));

export const useLeaveWaitlist = () =>
  useMemberMutation((id: string) => call(api.waitlist[":id"].$delete({ param: { id } }, forWho())));

/** Claims the place the late window offers (first to claim gets it; WAITLIST_OFFER_TAKEN otherwise). */
export const useClaimWaitlist = () =>
  useMemberMutation((id: string) => call(api.waitlist[":id"].claim.$post({ param: { id } }, forWho())));

/** The member's waitlist history: promotions, offers, claims, skips. */
export const useWaitlistHistory = () => useQuery(bookingQueries.waitlistHistory());

/** The member's running standing bookings with their booked weeks (decision 037). */
export const useMyStanding = () => useQuery(bookingQueries.myStanding());

/** Makes a standing booking: its first week at once, the weeks after it on the studio's horizon. */
export const useMakeStanding = () =>
  useMemberMutation((json: StandingRequest) => call(api["standing-bookings"].$post({ json }, forWho())));

/** Ends a standing booking: its booked weeks outside the cancel cutoff cancelled, credits back. */
export const useEndStanding = () =>
  useMemberMutation((id: string) =>
    call(api["standing-bookings"][":id"].$delete({ param: { id } }, forWho())),
  );
