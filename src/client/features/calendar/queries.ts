import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyCalendar } from "../../../shared/schemas/calendar";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** The member's reminders and calendar feed. */
export const calendarKeys = {
  mine: [...queryRoots.me, "calendar"] as const,
};

export const calendarQueries = {
  mine: () => queryOptions({ queryKey: calendarKeys.mine, queryFn: () => call(api.calendar.me.$get()) }),
};

export const useMyCalendar = () => useQuery(calendarQueries.mine());

export function useSetReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reminders: boolean) => call(api.calendar.me.reminders.$put({ json: { reminders } })),
    // The answer is the member's calendar as it now is; after a refusal, read it again.
    onSuccess: (data: MyCalendar) => qc.setQueryData(calendarKeys.mine, data),
    onError: refreshAfter(qc, calendarKeys.mine).onError,
  });
}

export function useCreateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.calendar.me.feed.$post()),
    ...refreshAfter(qc, calendarKeys.mine),
  });
}

export function useDeleteFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.calendar.me.feed.$delete()),
    ...refreshAfter(qc, calendarKeys.mine),
  });
}
