import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "../../../shared/schemas/account";
import { api, readJson } from "../../lib/api";

export const ME_KEY = ["me"] as const;

/** Who is signed in (user null when nobody is). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => readJson<Me>(await api.me.$get()),
    staleTime: 60_000,
  });
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ME_KEY });
}
