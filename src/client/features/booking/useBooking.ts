import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MemberDay } from "../../../shared/schemas/booking";
import { api, readJson } from "../../lib/api";

export const BOOKING_KEY = ["booking"] as const;

/** The member's day (today or the next open day when `date` is undefined). */
export function useMemberDay(date: string | undefined) {
  return useQuery({
    queryKey: [...BOOKING_KEY, "day", date ?? "first"],
    queryFn: async () => readJson<MemberDay>(await api.booking.day.$get({ query: date ? { date } : {} })),
    staleTime: 10_000,
  });
}

/** Books a slot; `seenCount` lets the server say 'slot just filled' when it filled meanwhile. */
export function useBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { date: string; time: string; seenCount: number }) =>
      readJson<{ reservation: { id: string; date: string; time: string }; sessions: number }>(
        await api.bookings.$post({ json: body }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: BOOKING_KEY }),
  });
}

export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson<{ sessionRestored: boolean; sessions: number | null }>(
        await api.bookings[":id"].$delete({ param: { id } }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: BOOKING_KEY }),
  });
}
