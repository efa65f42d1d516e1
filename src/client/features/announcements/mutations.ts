import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementInput } from "../../../shared/schemas/announcements";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";
import { announcementKeys } from "./queries";

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
