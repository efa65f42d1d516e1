import { useQuery } from "@tanstack/react-query";
import type { AnnouncementList } from "../../../shared/schemas/announcements";
import { api, readJson } from "../../lib/api";

/** Today's popups (the server decides "today" by its clock). Small: the home page loads it. */
export function useCurrentAnnouncements() {
  return useQuery({
    queryKey: ["announcements", "current"],
    queryFn: async () =>
      (await readJson<AnnouncementList>(await api.announcements.current.$get())).announcements,
    staleTime: 5 * 60_000,
  });
}
