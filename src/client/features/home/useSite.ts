import { useQuery } from "@tanstack/react-query";
import type { Site } from "../../../shared/schemas/site";
import { api, readJson } from "../../lib/api";

export function useSite() {
  return useQuery({
    queryKey: ["site"],
    queryFn: async () => readJson<Site>(await api.site.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
