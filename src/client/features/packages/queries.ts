import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PackageInput } from "../../../shared/schemas/packages";
import { forWho } from "../../lib/actingFor";
import { api, call } from "../../lib/api";
import { LIVE_READ, queryRoots, refreshAfter } from "../../lib/queryKeys";

/** The package catalogue (public and admin) and the package requests. */
export const packageKeys = {
  all: ["packages"] as const,
  catalogue: () => [...packageKeys.all, "catalogue"] as const,
  admin: () => [...packageKeys.all, "admin"] as const,
  pending: () => [...packageKeys.all, "pending-requests"] as const,
};

export const packageQueries = {
  catalogue: () =>
    queryOptions({
      queryKey: packageKeys.catalogue(),
      queryFn: async () => (await call(api.packages.$get())).packages,
    }),
  admin: () =>
    queryOptions({
      queryKey: packageKeys.admin(),
      queryFn: async () => (await call(api.admin.packages.$get())).packages,
    }),
  pending: () =>
    queryOptions({
      queryKey: packageKeys.pending(),
      queryFn: async () => (await call(api.admin["package-requests"].$get())).requests,
      ...LIVE_READ,
    }),
};

export const usePackages = () => useQuery(packageQueries.catalogue());
export const useAdminPackages = () => useQuery(packageQueries.admin());
export const usePendingRequests = () => useQuery(packageQueries.pending());

/** A member asks for a package: their account shows the pending request. */
export function useRequestPackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) => call(api["package-requests"].$post({ json: { packageId } }, forWho())),
    ...refreshAfter(qc, queryRoots.account),
  });
}

/**
 * The desk approves or rejects a request: the pending list changes, and on approval the member's
 * balances (active clients, their details, an account screen open in this browser).
 */
export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (d: { id: string; approve: boolean }) => {
      const route = api.admin["package-requests"][":id"];
      if (d.approve) return call(route.approve.$post({ param: { id: d.id } }));
      await call(route.reject.$post({ param: { id: d.id } }));
      return null;
    },
    ...refreshAfter(qc, packageKeys.pending(), queryRoots.members, queryRoots.account),
  });
}

/** Create (no id), save (id) or delete (id, remove) a package; both catalogues refresh after. */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (m: { id?: string; input?: PackageInput; remove?: boolean }) => {
      if (m.id && m.remove)
        return void (await call(api.admin.packages[":id"].$delete({ param: { id: m.id } })));
      const json = m.input!;
      if (m.id) return void (await call(api.admin.packages[":id"].$put({ param: { id: m.id }, json })));
      return void (await call(api.admin.packages.$post({ json })));
    },
    ...refreshAfter(qc, packageKeys.all),
  });
}
