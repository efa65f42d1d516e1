import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityKind } from "../../../shared/domain/activity";
import type { ActivityEntryView } from "../../../shared/schemas/activity";
import { api, call } from "../../lib/api";
import { LIVE_READ } from "../../lib/queryKeys";

/** The owner's filters, as the page keeps them (empty: no filter). */
export type ActivityFilters = {
  actor?: string;
  member?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
};

const queryOf = (f: ActivityFilters, page: number) => ({
  ...Object.fromEntries(Object.entries(f).filter(([, v]) => v)),
  page: String(page),
});

export const activityKeys = {
  all: ["activity"] as const,
  page: (f: ActivityFilters, page: number) => [...activityKeys.all, f, page] as const,
};

export const activityPage = (f: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: activityKeys.page(f, page),
    queryFn: () => call(api.admin.activity.$get({ query: queryOf(f, page) })),
    ...LIVE_READ,
  });

export function useActivity(f: ActivityFilters, page: number) {
  return useQuery(activityPage(f, page));
}

/** Every entry the filters select, page after page while there is a next one (the CSV), at most `maxPages` pages. */
export async function allActivity(f: ActivityFilters, maxPages = 100) {
  const items: ActivityEntryView[] = [];
  for (let p = 1; p <= maxPages; p++) {
    const page = await call(api.admin.activity.$get({ query: queryOf(f, p) }));
    items.push(...page.items);
    if (!page.hasNext) break;
  }
  return items;
}
