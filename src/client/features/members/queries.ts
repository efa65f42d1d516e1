import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "../../../shared/domain/roles";
import type { MemberEditInput, MemberListQuery } from "../../../shared/schemas/members";
import { api, call } from "../../lib/api";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";

/** Active clients: list, details, edit, ±1 session and role, all through the server. */
export const memberKeys = {
  all: queryRoots.members,
  list: (query: MemberListQuery) => [...memberKeys.all, "list", query] as const,
  details: (id: string | null) => [...memberKeys.all, "details", id] as const,
  reminders: (id: string) => [...memberKeys.all, "reminders", id] as const,
};

export function useMembers(query: MemberListQuery, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.list(query),
    queryFn: () =>
      call(
        api.admin.members.$get({
          query: { filter: query.filter, field: query.field, q: query.q, page: String(query.page) },
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemberDetails(id: string | null) {
  return useQuery({
    queryKey: memberKeys.details(id),
    queryFn: () => call(api.admin.members[":id"].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/** The automatic reminders the member got. */
export function useMemberReminders(id: string) {
  return useQuery({
    queryKey: memberKeys.reminders(id),
    queryFn: () => call(api.admin.members[":id"].reminders.$get({ param: { id } })),
  });
}

/**
 * Every change to a member refreshes the list and the details, and the account screens (an admin
 * may change their own account; the signed-in user's role comes from `me`).
 */
function useMemberMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...refreshAfter(qc, queryRoots.members, queryRoots.me),
  });
}

export function useEditMember() {
  return useMemberMutation((v: { id: string; edit: MemberEditInput }) =>
    call(api.admin.members[":id"].$put({ param: { id: v.id }, json: v.edit })),
  );
}

export function useAdjustSessions() {
  return useMemberMutation((v: { id: string; delta: 1 | -1; kind?: string; reason: string }) =>
    call(
      api.admin.members[":id"].sessions.$post({
        param: { id: v.id },
        json: { delta: v.delta, kind: v.kind, reason: v.reason },
      }),
    ),
  );
}

export function useSetRole() {
  return useMemberMutation((v: { id: string; role: Role }) =>
    call(api.admin.members[":id"].role.$put({ param: { id: v.id }, json: { role: v.role } })),
  );
}

/** The desk sets or corrects a member's date of birth; the details answer the age again. */
export function useSetBirthDate(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (birthDate: string | null) =>
      call(api.admin.members[":id"]["birth-date"].$put({ param: { id }, json: { birthDate } })),
    ...refreshAfter(qc, memberKeys.details(id)),
  });
}
