import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookRequest } from "../../../shared/schemas/booking";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";
import { bookingKeys, bookingQueries } from "./queries";

/** The member's day (today or the next open day when `date` is undefined). */
export const useMemberDay = (date: string | undefined) => useQuery(bookingQueries.memberDay(date));

/** A member's booking or cancellation changes the calendar and their own account. */
function useMemberMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: bookingKeys.all }),
        qc.invalidateQueries({ queryKey: queryRoots.account }),
      ]),
  });
}

/** Books a slot; `seenCount` lets the server say 'slot just filled' when it filled meanwhile. */
export const useBook = () => useMemberMutation((json: BookRequest) => call(api.bookings.$post({ json })));

export const useCancelBooking = () =>
  useMemberMutation((id: string) => call(api.bookings[":id"].$delete({ param: { id } })));
