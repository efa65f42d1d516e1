import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

/**
 * Booking's query keys and reads, in one place. Everything sits under `bookingKeys.all`, so a
 * booking, a cancellation or a calendar change refreshes the member's day and the admin's screens
 * with one invalidation; member mutations also refresh `queryRoots.account`.
 */
const all = ["booking"] as const;
const admin = [...all, "admin"] as const;

export const bookingKeys = {
  all,
  memberDay: (date: string | undefined) => [...all, "day", date ?? "first"] as const,
  admin,
  adminDay: (date: string | undefined) => [...admin, "day", date ?? "first"] as const,
  reservations: (date: string | undefined) => [...admin, "reservations", date ?? "today"] as const,
  notifications: [...admin, "notifications"] as const,
  cancellations: (date: string | undefined) => [...admin, "cancellations", date ?? "today"] as const,
  sessionsCheck: (date: string | undefined) => [...admin, "sessions-check", date ?? "today"] as const,
  blocks: [...admin, "blocks"] as const,
  capacity: (date: string | null) => [...admin, "capacity", date] as const,
  closures: [...admin, "closures"] as const,
};

const dayQuery = (date: string | undefined) => ({ query: date ? { date } : {} });

export const bookingQueries = {
  memberDay: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.memberDay(date),
      queryFn: () => call(api.booking.day.$get(dayQuery(date))),
      staleTime: 10_000,
    }),
  adminDay: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.adminDay(date),
      queryFn: () => call(api.admin.booking.day.$get(dayQuery(date))),
    }),
  reservations: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.reservations(date),
      queryFn: () => call(api.admin.reservations.$get(dayQuery(date))),
    }),
  notifications: () =>
    queryOptions({
      queryKey: bookingKeys.notifications,
      queryFn: () => call(api.admin.notifications.$get()),
    }),
  cancellations: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.cancellations(date),
      queryFn: () => call(api.admin.cancellations.$get(dayQuery(date))),
    }),
  sessionsCheck: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.sessionsCheck(date),
      queryFn: () => call(api.admin["sessions-check"].$get(dayQuery(date))),
    }),
  blocks: () => queryOptions({ queryKey: bookingKeys.blocks, queryFn: () => call(api.admin.blocks.$get()) }),
  capacity: (date: string | null) =>
    queryOptions({
      queryKey: bookingKeys.capacity(date),
      queryFn: () => call(api.admin["slot-capacity"][":date"].$get({ param: { date: date! } })),
      enabled: date !== null,
    }),
  closures: () =>
    queryOptions({ queryKey: bookingKeys.closures, queryFn: () => call(api.admin.closures.$get()) }),
};
