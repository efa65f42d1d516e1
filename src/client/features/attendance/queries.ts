import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryRoots } from "../../lib/queryKeys";

/** Attendance's query keys and reads: a month's statistics. */
export const attendanceKeys = {
  all: queryRoots.attendance,
  month: (month: string | undefined) => [...queryRoots.attendance, "month", month ?? "current"] as const,
};

export const attendanceQueries = {
  month: (month: string | undefined) =>
    queryOptions({
      queryKey: attendanceKeys.month(month),
      queryFn: () => call(api.admin.attendance.$get({ query: month ? { month } : {} })),
    }),
};

export const useMonthStats = (month: string | undefined) => useQuery(attendanceQueries.month(month));
