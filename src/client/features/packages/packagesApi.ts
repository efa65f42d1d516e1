import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminPackage,
  ApprovalResult,
  MyRequest,
  PackageInput,
  PendingRequest,
  PublicPackage,
} from "../../../shared/schemas/packages";
import { api, readJson } from "../../lib/api";

/** Query keys and calls of the package catalogue and requests. */
export const PACKAGES_KEY = ["packages"] as const;
export const ADMIN_PACKAGES_KEY = ["admin", "packages"] as const;
export const PENDING_KEY = ["admin", "package-requests"] as const;
/** Other screens that show what members hold (active clients, the account screen). */
const HOLDINGS_KEYS = [
  ["admin", "members"],
  ["me", "account"],
] as const;

export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: async () => (await readJson<{ packages: PublicPackage[] }>(await api.packages.$get())).packages,
  });
}

export function useRequestPackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: string) =>
      readJson<MyRequest>(await api["package-requests"].$post({ json: { packageId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["me", "account"] }),
  });
}

export function usePendingRequests() {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: async () =>
      (await readJson<{ requests: PendingRequest[] }>(await api.admin["package-requests"].$get())).requests,
  });
}

export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (d: { id: string; approve: boolean }): Promise<ApprovalResult | null> => {
      const route = api.admin["package-requests"][":id"];
      if (d.approve) return readJson<ApprovalResult>(await route.approve.$post({ param: { id: d.id } }));
      await readJson<void>(await route.reject.$post({ param: { id: d.id } }));
      return null;
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: PENDING_KEY });
      for (const key of HOLDINGS_KEYS) await qc.invalidateQueries({ queryKey: key });
    },
  });
}

export function useAdminPackages() {
  return useQuery({
    queryKey: ADMIN_PACKAGES_KEY,
    queryFn: async () =>
      (await readJson<{ packages: AdminPackage[] }>(await api.admin.packages.$get())).packages,
  });
}

/** Create (no id), save (id) or delete (id, remove) a package; both package lists refresh after. */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: { id?: string; input?: PackageInput; remove?: boolean }) => {
      if (m.id && m.remove) {
        return readJson<void>(await api.admin.packages[":id"].$delete({ param: { id: m.id } }));
      }
      const json = m.input!;
      if (m.id)
        return readJson<AdminPackage>(await api.admin.packages[":id"].$put({ param: { id: m.id }, json }));
      return readJson<AdminPackage>(await api.admin.packages.$post({ json }));
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: ADMIN_PACKAGES_KEY });
      await qc.invalidateQueries({ queryKey: PACKAGES_KEY });
    },
  });
}
