import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type Schedule, scheduleName } from "../../shared/domain/schedules";
import { api, call } from "./api";

/**
 * The studio's schedules (issue 25, decision 035), read by the booking screens, the desk's tables
 * and the owner's report: the ones members book, and every one for the owner. Under the booking
 * root, so a change of a schedule refreshes every booking screen.
 */
export const scheduleKeys = {
  members: ["booking", "schedules"] as const,
  all: ["booking", "admin", "schedules"] as const,
};

export const scheduleQueries = {
  /** The schedules switched on, in the studio's order. */
  members: () =>
    queryOptions({
      queryKey: scheduleKeys.members,
      queryFn: () => call(api.schedules.$get()),
      staleTime: 60_000,
    }),
  /** Every schedule, switched on or off (staff only). */
  all: () => queryOptions({ queryKey: scheduleKeys.all, queryFn: () => call(api.admin.schedules.$get()) }),
};

/**
 * A schedule's name in the reader's language (the key itself while the list loads, or for a
 * schedule switched off since).
 */
export function useScheduleName() {
  const { i18n } = useTranslation();
  const schedules = useQuery(scheduleQueries.members());
  return (key: Schedule) => {
    const row = schedules.data?.find((s) => s.key === key);
    return row ? scheduleName(row, i18n.language) : key;
  };
}
