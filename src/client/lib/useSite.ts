import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Site } from "../../shared/schemas/site";
import { api, call } from "./api";
import { embeddedAnswer } from "./embedded";
import { queryRoots } from "./queryKeys";

/**
 * The studio's identity as pages show it (decision 048): name, contact details, links, colour, logo
 * and the home and about pages' words. The page's HTML carries it (`embeddedAnswer`); read again
 * when the owner saves.
 */
export const siteQuery = queryOptions({
  queryKey: queryRoots.site,
  queryFn: () => call(api.site.$get()),
  initialData: () => embeddedAnswer("/api/site") as Site | undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSite() {
  return useQuery(siteQuery);
}
