/**
 * Today's popups and the admin's list: every change refreshes both (mutations.ts). Apart from
 * queries.ts, so that the home page's first reads (app/homeReads.ts) name them without TanStack Query.
 */
export const announcementKeys = {
  all: ["announcements"] as const,
  current: () => [...announcementKeys.all, "current"] as const,
  admin: () => [...announcementKeys.all, "admin"] as const,
};
