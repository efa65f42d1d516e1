import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

/**
 * Today's popups and the admin's list: every change refreshes both (mutations.ts; apart, so that the
 * home page, which reads the popups, loads no mutation code).
 */
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
