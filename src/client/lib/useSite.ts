import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";

/** The studio's public contact details (name, phone, e-mail, map and social links). */
export const siteQuery = queryOptions({
  queryKey: queryRoots.site,
  queryFn: () => call(api.site.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSite() {
  return useQuery(siteQuery);
}
