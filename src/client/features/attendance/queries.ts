import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";

/** Attendance's query keys and reads: a month's statistics. */
export const attendanceKeys = {
  all: queryRoots.attendance,
  /** A month's statistics, of one location or (`all`) every location's (decision 057). */
  month: (month: string | undefined, location?: string) =>
    [...queryRoots.attendance, "month", month ?? "current", location ?? "all"] as const,
};

export const attendanceQueries = {
  month: (month: string | undefined, location?: string) =>
    queryOptions({
      queryKey: attendanceKeys.month(month, location),
      queryFn: () =>
        call(
          api.admin.attendance.$get({
            query: { ...(month ? { month } : {}), ...(location ? { location } : {}) },
          }),
        ),
    }),
};

export const useMonthStats = (month: string | undefined, location?: string) =>
  useQuery(attendanceQueries.month(month, location));
