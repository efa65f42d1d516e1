import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttendanceSettings } from "../../../shared/schemas/attendance";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** Attendance's query keys and reads: a month's statistics and the studio's no-show setting. */
export const attendanceKeys = {
  all: queryRoots.attendance,
  month: (month: string | undefined) => [...queryRoots.attendance, "month", month ?? "current"] as const,
  settings: [...queryRoots.attendance, "settings"] as const,
};

export const attendanceQueries = {
  month: (month: string | undefined) =>
    queryOptions({
      queryKey: attendanceKeys.month(month),
      queryFn: () => call(api.admin.attendance.$get({ query: month ? { month } : {} })),
    }),
  settings: () =>
    queryOptions({
      queryKey: attendanceKeys.settings,
      queryFn: () => call(api.admin.attendance.settings.$get()),
    }),
};

export const useMonthStats = (month: string | undefined) => useQuery(attendanceQueries.month(month));
export const useAttendanceSettings = () => useQuery(attendanceQueries.settings());

export function useSaveAttendanceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: AttendanceSettings) => call(api.admin.attendance.settings.$put({ json })),
    ...refreshAfter(qc, attendanceKeys.settings),
  });
}
