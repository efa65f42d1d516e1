import { queryOptions } from "@tanstack/react-query";
import type { AcceptInvitation, Invite } from "../../../shared/schemas/staff-invitations";
import { api, call } from "../../lib/api";

/** The owner's staff screen and the invitee's page (decision 051). */
export const staffKeys = {
  all: ["staff"] as const,
  invitations: () => [...staffKeys.all, "invitations"] as const,
  staff: () => [...staffKeys.all, "list"] as const,
  invitation: (token: string) => [...staffKeys.all, "invitation", token] as const,
};

export const invitationsQuery = queryOptions({
  queryKey: staffKeys.invitations(),
  queryFn: () => call(api.admin["staff-invitations"].$get()),
});

/** The staff accounts with where each works (decision 057). */
export const staffQuery = queryOptions({
  queryKey: staffKeys.staff(),
  queryFn: () => call(api.admin.staff.$get()),
});

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: staffKeys.invitation(token),
    queryFn: () => call(api["staff-invitations"][":token"].$get({ param: { token } })),
    retry: false,
  });

export const staffApi = {
  invite: (json: Invite) => call(api.admin["staff-invitations"].$post({ json })),
  withdraw: (id: string) => call(api.admin["staff-invitations"][":id"].$delete({ param: { id } })),
  place: (id: string, locations: string[]) =>
    call(api.admin.staff[":id"].locations.$put({ param: { id }, json: { locations } })),
  accept: (json: AcceptInvitation) => call(api["staff-invitations"].accept.$post({ json })),
};
