import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api";
import { bookingQueries } from "../queries";
import { useBookingMutation } from "./useAdminBooking";

/** Capacity overrides and closures change what everyone sees: each refreshes every booking query. */

export const useCapacity = (date: string | null) => useQuery(bookingQueries.capacity(date));

export const useSetCapacity = () =>
  useBookingMutation((o: { date: string; capacity: number }) =>
    call(
      api.admin["slot-capacity"][":date"].$put({
        param: { date: o.date },
        query: {},
        json: { capacity: o.capacity },
      }),
    ),
  );

export const useClearCapacity = () =>
  useBookingMutation((date: string) =>
    call(api.admin["slot-capacity"][":date"].$delete({ param: { date }, query: {} })),
  );

export const useClosures = () => useQuery(bookingQueries.closures());

export const useAddClosure = () =>
  useBookingMutation((json: { startDate: string; endDate: string; note: string }) =>
    call(api.admin.closures.$post({ json })),
  );

export const useRemoveClosure = () =>
  useBookingMutation((id: string) => call(api.admin.closures[":id"].$delete({ param: { id } })));
