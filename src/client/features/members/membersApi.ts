import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Account,
  MemberDetails,
  MemberEditInput,
  MemberList,
  MemberListQuery,
} from "../../../shared/schemas/members";
import { api, readJson } from "../../lib/api";

/** Active clients: list, details, edit, ±1 session and role, all through the server. */
export const MEMBERS_KEY = ["admin", "members"] as const;

export function useMembers(query: MemberListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, "list", query],
    queryFn: async () =>
      readJson<MemberList>(
        await api.admin.members.$get({
          query: { filter: query.filter, field: query.field, q: query.q, page: String(query.page) },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemberDetails(id: string | null) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, "details", id],
    queryFn: async () => readJson<MemberDetails>(await api.admin.members[":id"].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/** Every change to a member refreshes the list, the details and the dashboard's pending table. */
function useMemberMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

export function useEditMember() {
  return useMemberMutation(async (v: { id: string; edit: MemberEditInput }) =>
    readJson<Account>(await api.admin.members[":id"].$put({ param: { id: v.id }, json: v.edit })),
  );
}

export function useAdjustSessions() {
  return useMemberMutation(async (v: { id: string; delta: 1 | -1 }) =>
    readJson<{ gymSessions: number; pilatesSessions: number }>(
      await api.admin.members[":id"].sessions.$post({ param: { id: v.id }, json: { delta: v.delta } }),
    ),
  );
}

export function useSetRole() {
  return useMemberMutation(async (v: { id: string; role: "admin" | "user" }) =>
    readJson<void>(await api.admin.members[":id"].role.$put({ param: { id: v.id }, json: { role: v.role } })),
  );
}
