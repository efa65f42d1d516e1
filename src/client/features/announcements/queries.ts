import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementInput } from "../../../shared/schemas/announcements";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";

/** Today's popups and the admin's list: every change refreshes both. */
export const announcementKeys = {
  all: ["announcements"] as const,
  current: () => [...announcementKeys.all, "current"] as const,
  admin: () => [...announcementKeys.all, "admin"] as const,
};

/** Today's popups (the server decides "today" by its clock). Small: the home page loads it. */
export function useCurrentAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.current(),
    queryFn: async () => (await call(api.announcements.current.$get())).announcements,
    staleTime: 5 * 60_000,
  });
}

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.admin(),
    queryFn: async () => (await call(api.admin.announcements.$get())).announcements,
  });
}

/** Create (id null) or edit an announcement. */
export function useSaveAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string | null; input: AnnouncementInput }) =>
      v.id
        ? call(api.admin.announcements[":id"].$put({ param: { id: v.id }, json: v.input }))
        : call(api.admin.announcements.$post({ json: v.input })),
    ...refreshAfter(qc, announcementKeys.all),
  });
}

export function useDeleteAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.announcements[":id"].$delete({ param: { id } })),
    ...refreshAfter(qc, announcementKeys.all),
  });
}
