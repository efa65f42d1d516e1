import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClosureView } from "../../../../shared/schemas/booking";
import { api, readJson } from "../../../lib/api";
import { BOOKING_KEY } from "../useBooking";
import { ADMIN_BOOKING_KEY } from "./useAdminBooking";

/** Capacity overrides and closures change what everyone sees: refresh every booking query after them. */
function useCalendarMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: ADMIN_BOOKING_KEY });
      await qc.invalidateQueries({ queryKey: BOOKING_KEY });
    },
  });
}

type Capacity = { date: string; capacity: number | null };

export const useCapacity = (date: string | null) =>
  useQuery({
    queryKey: [...ADMIN_BOOKING_KEY, "capacity", date],
    queryFn: async () =>
      readJson<Capacity>(await api.admin["slot-capacity"][":date"].$get({ param: { date: date! } })),
    enabled: date !== null,
  });

export const useSetCapacity = () =>
  useCalendarMutation(async (o: { date: string; capacity: number }) =>
    readJson<Capacity>(
      await api.admin["slot-capacity"][":date"].$put({
        param: { date: o.date },
        json: { capacity: o.capacity },
      }),
    ),
  );

export const useClearCapacity = () =>
  useCalendarMutation(async (date: string) =>
    readJson<Capacity>(await api.admin["slot-capacity"][":date"].$delete({ param: { date } })),
  );

export const useClosures = () =>
  useQuery({
    queryKey: [...ADMIN_BOOKING_KEY, "closures"],
    queryFn: async () => readJson<ClosureView[]>(await api.admin.closures.$get()),
  });

export const useAddClosure = () =>
  useCalendarMutation(async (json: { startDate: string; endDate: string; note: string }) =>
    readJson<ClosureView>(await api.admin.closures.$post({ json })),
  );

export const useRemoveClosure = () =>
  useCalendarMutation(async (id: string) =>
    readJson<unknown>(await api.admin.closures[":id"].$delete({ param: { id } })),
  );
