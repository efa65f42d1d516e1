import { useQuery } from "@tanstack/react-query";
import { api, call } from "./api";
import { queryRoots } from "./queryKeys";

/** The studio's public contact details (name, phone, e-mail, map and social links). */
export function useSite() {
  return useQuery({
    queryKey: queryRoots.site,
    queryFn: () => call(api.site.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
