import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MassMailInput } from "../../../shared/schemas/mass-mail";
import type { DriftList, DriftSettings } from "../../../shared/schemas/owner-report";
import type { ReminderRules } from "../../../shared/schemas/reminders";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** The owner's report's query keys and reads: a period's figures, the drifting lists and their thresholds. */
export const ownerReportKeys = {
  all: ["owner-report"] as const,
  /** A period's report, of one location or (`all`) every location's (decision 057). */
  report: (from: string, to: string, location?: string) =>
    [...ownerReportKeys.all, "report", from, to, location ?? "all"] as const,
  drift: ["owner-report", "drift"] as const,
  list: (list: DriftList, location?: string) => [...ownerReportKeys.drift, list, location ?? "all"] as const,
  settings: ["owner-report", "settings"] as const,
  reminders: ["owner-report", "reminders"] as const,
};

export const ownerReportQueries = {
  report: (from: string, to: string, location?: string) =>
    queryOptions({
      queryKey: ownerReportKeys.report(from, to, location),
      queryFn: () => call(api.admin.report.$get({ query: location ? { from, to, location } : { from, to } })),
    }),
  list: (list: DriftList, location?: string) =>
    queryOptions({
      queryKey: ownerReportKeys.list(list, location),
      queryFn: () =>
        call(api.admin.report.drift[":list"].$get({ param: { list }, query: location ? { location } : {} })),
    }),
  settings: () =>
    queryOptions({
      queryKey: ownerReportKeys.settings,
      queryFn: () => call(api.admin.report["drift-settings"].$get()),
    }),
};

export const useOwnerReport = (from: string, to: string, location?: string) =>
  useQuery(ownerReportQueries.report(from, to, location));
export const useDriftList = (list: DriftList, location?: string) =>
  useQuery(ownerReportQueries.list(list, location));
export const useDriftSettings = () => useQuery(ownerReportQueries.settings());

export function useSaveDriftSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: DriftSettings) => call(api.admin.report["drift-settings"].$put({ json })),
    ...refreshAfter(qc, ownerReportKeys.settings, ownerReportKeys.drift),
  });
}

/** The automatic reminders' rules. */
export const useReminderRules = () =>
  useQuery({ queryKey: ownerReportKeys.reminders, queryFn: () => call(api.admin.reminders.$get()) });

export function useSaveReminderRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ReminderRules) => call(api.admin.reminders.$put({ json })),
    ...refreshAfter(qc, ownerReportKeys.reminders),
  });
}

/** A message to a list's members: a mass e-mail campaign whose audience is the list. */
export function useMessageList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: MassMailInput) => call(api.admin["mass-mail"].$post({ json })),
    ...refreshAfter(qc, queryRoots.massMail),
  });
}
