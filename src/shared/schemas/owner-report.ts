import { z } from "zod";
import { REPORT_COMPARISONS } from "../domain/report-period";
import { studioDateSchema } from "./dates";
import { wholeNumber } from "./fields";
import { locationKeySchema } from "./locations";
import { scheduleKeySchema } from "./schedules";

/** The owner's report and the drifting members' lists (decision 030). */

/** The longest period one report covers (a year and a day, so any calendar year fits). */
export const REPORT_RANGE_DAYS_MAX = 366;
/** How many of the fullest and of the emptiest slots the report lists. */
export const REPORT_SLOTS_SHOWN = 5;
/** How many slot dates with the longest waitlists the report lists. */
export const REPORT_WAITLISTS_SHOWN = 10;

/** One location's numbers (decision 057); absent: every location, the studio's total. */
export const placeQuerySchema = z.object({ location: locationKeySchema.optional() });

export const reportQuerySchema = placeQuerySchema.extend({ from: studioDateSchema, to: studioDateSchema });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const int = z.number().int();
/** A figure of the period with the same figure of the period before it (`previousPeriod`). */
const compared = z.object({ current: int, previous: int });

export const occupancyCellSchema = z.object({
  schedule: scheduleKeySchema,
  /** 0 Sunday … 6 Saturday (the studio's weekday of the slot's date). */
  weekday: int,
  /** The slot's start, 'HH:MM'. */
  time: z.string(),
  /** Slot dates held in the period (closed days and cancelled classes left out). */
  slots: int,
  capacity: int,
  bookings: int,
  /** Members' bookings of passed slots, and how many of them were marked no-show. */
  pastBookings: int,
  noShows: int,
  /** Waitlist places joined for these slots, and the longest queue one date had. */
  waitlisted: int,
  longestWaitlist: int,
});
export type OccupancyCell = z.infer<typeof occupancyCellSchema>;

/**
 * One location's bookings in the period (the total view of a studio with two or more locations):
 * slots, capacity, bookings, no-shows and waitlist places add up to the total's; active members
 * do not (a member may book at both).
 */
export const locationFiguresSchema = z.object({
  location: locationKeySchema,
  slots: int,
  capacity: int,
  bookings: int,
  pastBookings: int,
  noShows: int,
  waitlisted: int,
  activeMembers: int,
});
export type LocationFigures = z.infer<typeof locationFiguresSchema>;

export const ownerReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * The period compared with: the calendar months just before a period of whole months ("months"),
   * otherwise the days of the same number just before ("days").
   */
  previousFrom: z.string(),
  previousTo: z.string(),
  comparison: z.enum(REPORT_COMPARISONS),
  revenueCents: compared,
  packagesSold: compared,
  newMembers: compared,
  /** Members with at least one booking in the period that was not a no-show. */
  activeMembers: compared,
  /** Revenue per package name (as approved), this period and the one before. */
  byPackage: z.array(
    z.object({
      name: z.string(),
      /** The English name the owner gave the package ('' when none): the English screen shows it. */
      nameEn: z.string(),
      cents: int,
      sold: int,
      previousCents: int,
      previousSold: int,
    }),
  ),
  /** Revenue per week of this period (the Monday the week starts on). */
  byWeek: z.array(z.object({ week: z.string(), cents: int, sold: int })),
  /** One cell per schedule, weekday and start time that had a slot in the period. */
  occupancy: z.array(occupancyCellSchema),
  /** The slot dates whose waitlist was longest. */
  waitlists: z.array(
    z.object({ schedule: scheduleKeySchema, date: z.string(), time: z.string(), places: int }),
  ),
  /** Per location, beside the total: only in the total view of a studio with two or more locations. */
  byLocation: z.array(locationFiguresSchema).optional(),
});
export type OwnerReport = z.infer<typeof ownerReportSchema>;

/** The drifting members' lists. */
export const DRIFT_LISTS = ["expiring", "dormant", "lapsed"] as const;
export type DriftList = (typeof DRIFT_LISTS)[number];
export const driftListParamSchema = z.object({ list: z.enum(DRIFT_LISTS) });

export const DRIFT_DAYS_MIN = 1;
export const DRIFT_DAYS_MAX = 365;
export const DRIFT_SESSIONS_MIN = 0;
export const DRIFT_SESSIONS_MAX = 50;

/** The thresholds of the lists: studio policy, kept in a row (the spec's defaults). */
export const driftSettingsSchema = z.object({
  /** A package expiring within this many days is on the 'expiring' list. */
  expiringDays: wholeNumber(DRIFT_DAYS_MIN, DRIFT_DAYS_MAX),
  /** …or one with this many sessions left or fewer. */
  sessionsLeft: wholeNumber(DRIFT_SESSIONS_MIN, DRIFT_SESSIONS_MAX),
  /** A valid package and no visit for this many days: 'dormant'. */
  dormantDays: wholeNumber(DRIFT_DAYS_MIN, DRIFT_DAYS_MAX),
  /** A package that ended within this many days and nothing bought since: 'lapsed'. */
  lapsedDays: wholeNumber(DRIFT_DAYS_MIN, DRIFT_DAYS_MAX),
});
export type DriftSettings = z.infer<typeof driftSettingsSchema>;
export const DRIFT_DEFAULTS: DriftSettings = {
  expiringDays: 14,
  sessionsLeft: 1,
  dormantDays: 14,
  lapsedDays: 30,
};

export const driftMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** A balance per kind of credit the member holds (decision 038), in the kinds' order. */
  credits: z.array(z.object({ kind: z.string(), sessions: int, expiresAt: z.string().nullable() })),
  /** The member's last visit (a booking not marked no-show whose slot has started), if any. */
  lastVisit: z.string().nullable(),
  /** Whether a campaign would skip them: unsubscribed from the studio's e-mails. */
  unsubscribed: z.boolean(),
});
export type DriftMember = z.infer<typeof driftMemberSchema>;

export const driftListSchema = z.object({
  list: z.enum(DRIFT_LISTS),
  settings: driftSettingsSchema,
  members: z.array(driftMemberSchema),
  /**
   * How many members each location's list has: only in the total view of two or more locations (a
   * balance valid everywhere puts its member on every location's list, so they overlap).
   */
  byLocation: z.array(z.object({ location: locationKeySchema, members: int })).optional(),
});
export type DriftListAnswer = z.infer<typeof driftListSchema>;
