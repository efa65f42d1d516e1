import { useQuery } from "@tanstack/react-query";
import type { Schedule } from "../../../../shared/domain/schedules";
import { api, call } from "../../../lib/api";
import { bookingQueries } from "../queries";
import { useBookingMutation } from "./useAdminBooking";

/** Capacity overrides and closures change what everyone sees: each refreshes every booking query. */

/** An hours schedule's capacity override of a date (the gym floor's or a second room's). */
export const useCapacity = (schedule: Schedule, date: string | null) =>
  useQuery(bookingQueries.capacity(schedule, date));

export const useSetCapacity = (schedule: Schedule) =>
  useBookingMutation((o: { date: string; capacity: number }) =>
    call(
      api.admin["slot-capacity"][":date"].$put({
        param: { date: o.date },
        query: { schedule },
        json: { capacity: o.capacity },
      }),
    ),
  );

export const useClearCapacity = (schedule: Schedule) =>
  useBookingMutation((date: string) =>
    call(api.admin["slot-capacity"][":date"].$delete({ param: { date }, query: { schedule } })),
  );

export const useClosures = () => useQuery(bookingQueries.closures());

export const useAddClosure = () =>
  useBookingMutation((json: { startDate: string; endDate: string; note: string; location?: string }) =>
    call(api.admin.closures.$post({ json })),
  );

export const useRemoveClosure = () =>
  useBookingMutation((id: string) => call(api.admin.closures[":id"].$delete({ param: { id } })));
