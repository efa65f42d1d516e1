import { queryOptions } from "@tanstack/react-query";
import type { Schedule } from "../../../shared/domain/schedules";
import { forWho } from "../../lib/actingFor";
import { api, call } from "../../lib/api";
import { LIVE_READ, queryRoots } from "../../lib/queryKeys";

/**
 * Booking's query keys and reads, in one place. Everything sits under `bookingKeys.all`, so a
 * booking, a cancellation or a calendar change refreshes the member's day and the admin's screens
 * with one invalidation; member mutations also refresh `queryRoots.account`.
 */
const all = ["booking"] as const;
const admin = [...all, "admin"] as const;

export const bookingKeys = {
  all,
  memberDay: (schedule: Schedule, date: string | undefined) =>
    [...all, "day", schedule, date ?? "first"] as const,
  admin,
  adminDay: (schedule: Schedule, date: string | undefined) =>
    [...admin, "day", schedule, date ?? "first"] as const,
  reservations: (date: string | undefined, location?: string) =>
    [...admin, "reservations", date ?? "today", location ?? "all"] as const,
  myPlaces: [...admin, "my-locations"] as const,
  notifications: [...admin, "notifications"] as const,
  cancellations: (date: string | undefined) => [...admin, "cancellations", date ?? "today"] as const,
  sessionsCheck: (date: string | undefined) => [...admin, "sessions-check", date ?? "today"] as const,
  blocks: [...admin, "blocks"] as const,
  capacity: (schedule: Schedule, date: string | null) => [...admin, "capacity", schedule, date] as const,
  closures: [...admin, "closures"] as const,
  classDay: (schedule: Schedule, date: string | undefined) =>
    [...all, "class-day", schedule, date ?? "first"] as const,
  classes: (schedule: Schedule) => [...admin, "classes", schedule] as const,
  classAdminDay: (schedule: Schedule, date: string | null) =>
    [...admin, "class-day", schedule, date] as const,
  /** The member's waitlists of a date and their waiting places (decision 018). */
  waitlist: (schedule: Schedule, date: string) => [...all, "waitlist", schedule, date] as const,
  adminWaitlist: (schedule: Schedule, date: string) => [...admin, "waitlist", schedule, date] as const,
  /** The member's waitlist history: under `all`, so a claim or a cancellation refreshes it. */
  waitlistHistory: [...all, "waitlist-history"] as const,
  /** Extending packages over a closure (decision 020): the admin's preview, the member's notices. */
  closureExtension: (closureId: string) => [...admin, "closure-extension", closureId] as const,
  myClosureExtensions: [...queryRoots.account, "closure-extensions"] as const,
  /** The member's standing bookings (decision 037): under `all`, so every booking change refreshes them. */
  myStanding: [...all, "standing"] as const,
  /** A class's numbered places, free and taken (decision 037). */
  places: (schedule: Schedule, date: string, time: string) =>
    [...all, "places", schedule, date, time] as const,
  /** A member's standing bookings as the desk sees them (decision 037). */
  deskStanding: (userId: string) => [...admin, "standing", userId] as const,
};

const dayQuery = (date: string | undefined) => ({ query: date ? { date } : {} });

export const bookingQueries = {
  /** A day of an hours schedule (the gym floor, a second room). */
  memberDay: (schedule: Schedule, date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.memberDay(schedule, date),
      queryFn: () => call(api.booking.day.$get({ query: { schedule, ...dayQuery(date).query } }, forWho())),
      staleTime: 10_000,
    }),
  adminDay: (schedule: Schedule, date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.adminDay(schedule, date),
      queryFn: () => call(api.admin.booking.day.$get({ query: { schedule, ...dayQuery(date).query } })),
    }),
  /** The desk's day; at one location, else at every one the staff member works at (decision 057). */
  reservations: (date: string | undefined, location?: string) =>
    queryOptions({
      queryKey: bookingKeys.reservations(date, location),
      queryFn: () =>
        call(
          api.admin.reservations.$get({
            query: { ...dayQuery(date).query, ...(location ? { location } : {}) },
          }),
        ),
      ...LIVE_READ,
    }),
  /** Where the signed-in staff member works (null: every location). */
  myPlaces: () =>
    queryOptions({
      queryKey: bookingKeys.myPlaces,
      queryFn: () => call(api.admin["my-locations"].$get()),
      staleTime: 60_000,
    }),
  notifications: () =>
    queryOptions({
      queryKey: bookingKeys.notifications,
      queryFn: () => call(api.admin.notifications.$get()),
      ...LIVE_READ,
    }),
  cancellations: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.cancellations(date),
      queryFn: () => call(api.admin.cancellations.$get(dayQuery(date))),
      ...LIVE_READ,
    }),
  sessionsCheck: (date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.sessionsCheck(date),
      queryFn: () => call(api.admin["sessions-check"].$get(dayQuery(date))),
    }),
  blocks: () => queryOptions({ queryKey: bookingKeys.blocks, queryFn: () => call(api.admin.blocks.$get()) }),
  /** An hours schedule's capacity override of a date. */
  capacity: (schedule: Schedule, date: string | null) =>
    queryOptions({
      queryKey: bookingKeys.capacity(schedule, date),
      queryFn: () =>
        call(api.admin["slot-capacity"][":date"].$get({ param: { date: date! }, query: { schedule } })),
      enabled: date !== null,
    }),
  closures: () =>
    queryOptions({ queryKey: bookingKeys.closures, queryFn: () => call(api.admin.closures.$get()) }),
  classDay: (schedule: Schedule, date: string | undefined) =>
    queryOptions({
      queryKey: bookingKeys.classDay(schedule, date),
      queryFn: () => call(api.classes.day.$get({ query: { schedule, ...(date ? { date } : {}) } }, forWho())),
      staleTime: 10_000,
    }),
  classes: (schedule: Schedule) =>
    queryOptions({
      queryKey: bookingKeys.classes(schedule),
      queryFn: () => call(api.admin.classes.$get({ query: { schedule } })),
    }),
  classAdminDay: (schedule: Schedule, date: string | null) =>
    queryOptions({
      queryKey: bookingKeys.classAdminDay(schedule, date),
      queryFn: () =>
        call(api.admin.classes.day[":date"].$get({ param: { date: date! }, query: { schedule } })),
      enabled: date !== null,
      ...LIVE_READ,
    }),
  waitlist: (schedule: Schedule, date: string) =>
    queryOptions({
      queryKey: bookingKeys.waitlist(schedule, date),
      queryFn: () => call(api.waitlist.$get({ query: { schedule, date } }, forWho())),
      staleTime: 10_000,
    }),
  waitlistHistory: () =>
    queryOptions({
      queryKey: bookingKeys.waitlistHistory,
      queryFn: () => call(api.waitlist.history.$get({}, forWho())),
    }),
  adminWaitlist: (schedule: Schedule, date: string) =>
    queryOptions({
      queryKey: bookingKeys.adminWaitlist(schedule, date),
      queryFn: () => call(api.admin.waitlist.$get({ query: { schedule, date } })),
      ...LIVE_READ,
    }),
  closureExtension: (closureId: string, enabled: boolean) =>
    queryOptions({
      queryKey: bookingKeys.closureExtension(closureId),
      queryFn: () => call(api.admin.closures[":id"].extension.$get({ param: { id: closureId } })),
      enabled,
    }),
  myClosureExtensions: () =>
    queryOptions({
      queryKey: bookingKeys.myClosureExtensions,
      queryFn: () => call(api.me["closure-extensions"].$get()),
    }),
  myStanding: () =>
    queryOptions({
      queryKey: bookingKeys.myStanding,
      queryFn: () => call(api["standing-bookings"].$get({}, forWho())),
    }),
  places: (schedule: Schedule, date: string, time: string) =>
    queryOptions({
      queryKey: bookingKeys.places(schedule, date, time),
      queryFn: () => call(api.classes.places.$get({ query: { schedule, date, time } })),
      staleTime: 5_000,
    }),
  deskStanding: (userId: string) =>
    queryOptions({
      queryKey: bookingKeys.deskStanding(userId),
      queryFn: () => call(api.admin.members[":id"]["standing-bookings"].$get({ param: { id: userId } })),
      ...LIVE_READ,
    }),
};
