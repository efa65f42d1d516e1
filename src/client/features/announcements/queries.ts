import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { announcementKeys } from "./keys";

export { announcementKeys };

/** Today's popups (the server decides "today" by its clock); the home page reads them (app/homeReads.ts). */
export const currentAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.current(),
  queryFn: async () => (await call(api.announcements.current.$get())).announcements,
  staleTime: 5 * 60_000,
});

export function useCurrentAnnouncements() {
  return useQuery(currentAnnouncementsQuery);
}

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.admin(),
    queryFn: async () => (await call(api.admin.announcements.$get())).announcements,
  });
}
