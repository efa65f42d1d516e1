import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MassMailInput } from "../../../shared/schemas/mass-mail";
import type { DriftList, DriftSettings } from "../../../shared/schemas/owner-report";
import type { ReminderRules } from "../../../shared/schemas/reminders";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** The owner's report's query keys and reads: a period's figures, the drifting lists and their thresholds. */
export const ownerReportKeys = {
  all: ["owner-report"] as const,
  report: (from: string, to: string) => [...ownerReportKeys.all, "report", from, to] as const,
  drift: ["owner-report", "drift"] as const,
  list: (list: DriftList) => [...ownerReportKeys.drift, list] as const,
  settings: ["owner-report", "settings"] as const,
  reminders: ["owner-report", "reminders"] as const,
};

export const ownerReportQueries = {
  report: (from: string, to: string) =>
    queryOptions({
      queryKey: ownerReportKeys.report(from, to),
      queryFn: () => call(api.admin.report.$get({ query: { from, to } })),
    }),
  list: (list: DriftList) =>
    queryOptions({
      queryKey: ownerReportKeys.list(list),
      queryFn: () => call(api.admin.report.drift[":list"].$get({ param: { list } })),
    }),
  settings: () =>
    queryOptions({
      queryKey: ownerReportKeys.settings,
      queryFn: () => call(api.admin.report["drift-settings"].$get()),
    }),
};

export const useOwnerReport = (from: string, to: string) => useQuery(ownerReportQueries.report(from, to));
export const useDriftList = (list: DriftList) => useQuery(ownerReportQueries.list(list));
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
