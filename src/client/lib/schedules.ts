import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GYM, type Schedule, type ScheduleRow, scheduleName } from "../../shared/domain/schedules";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";

/**
 * The studio's schedules (decision 035), read by the booking screens, the desk's tables
 * and the owner's report: the ones members book, and every one for the owner. Under the booking
 * root, so a change of a schedule refreshes every booking screen.
 */
export const scheduleKeys = {
  members: ["booking", "schedules"] as const,
  all: ["booking", "admin", "schedules"] as const,
  names: ["booking", "schedule-names"] as const,
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
  /** Every schedule's names, switched off too (public). */
  names: () =>
    queryOptions({
      queryKey: scheduleKeys.names,
      queryFn: () => call(api["schedule-names"].$get()),
      staleTime: 60_000,
    }),
};

/**
 * A schedule's name in the reader's language, a schedule switched off since included (a booking,
 * a notification, a log entry of it); the key itself only while the lists load.
 */
export function useScheduleName() {
  const { i18n } = useTranslation();
  const schedules = useQuery(scheduleQueries.members());
  const names = useQuery(scheduleQueries.names());
  return (key: Schedule) => {
    const row = schedules.data?.find((s) => s.key === key) ?? names.data?.find((s) => s.key === key);
    return row ? scheduleName(row, i18n.language) : key;
  };
}

/**
 * The owner's pick of an hours schedule (the capacity page, mass fills): the studio's hours
 * schedules (switched off too, or only the ones on when `onlyOn`), the one picked (the gym floor
 * first) and its key (the gym's while the list loads). `ScheduleChoice` shows the choice.
 */
export function useHoursSchedulePick(onlyOn = false): {
  schedules: ScheduleRow[];
  picked: ScheduleRow | undefined;
  key: Schedule;
  pick: (key: Schedule) => void;
} {
  const all = useQuery(scheduleQueries.all()).data ?? [];
  const schedules = all.filter((s) => s.timetable === "hours" && (s.active || !onlyOn));
  const [key, pick] = useState<Schedule>(GYM);
  const picked = schedules.find((s) => s.key === key) ?? schedules[0];
  return { schedules, picked, key: picked?.key ?? key, pick };
}

/** Refreshes every list of schedules (the members' and the owner's) and the booking screens. */
export function useScheduleRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: scheduleKeys.members }),
      qc.invalidateQueries({ queryKey: scheduleKeys.all }),
      qc.invalidateQueries({ queryKey: scheduleKeys.names }),
      qc.invalidateQueries({ queryKey: queryRoots.account }),
    ]);
}
