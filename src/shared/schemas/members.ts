import { z } from "zod";
import { ROLES, STAFF_ROLES } from "../domain/roles";
import { SCHEDULE_KEY_PATTERN } from "../domain/schedules";
import { isBoundedDate } from "./dates";
import { myRequestSchema, PACKAGE_NAME_MAX } from "./packages";

/** Active clients (admin) and the member's own account screen. */

export const MEMBER_FILTERS = ["all", "active", "inactive", "low"] as const;
export const MEMBER_SEARCH_FIELDS = ["name", "email", "sessions", "expiration"] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];
export const MEMBERS_PAGE_SIZE = 20;
export const MEMBER_SEARCH_MAX = 100;
export const MEMBER_SESSIONS_MAX = 10_000;
/** How many ledger rows the account screen and the details modal show (newest first). */
export const LEDGER_HISTORY_LIMIT = 100;

export const memberListQuerySchema = z.object({
  filter: z.enum(MEMBER_FILTERS).default("all"),
  field: z.enum(MEMBER_SEARCH_FIELDS).default("name"),
  q: z.string().max(MEMBER_SEARCH_MAX).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** A user id as the auth library and the test factories make them (letters, digits, - and _). */
export const memberIdParamSchema = z.object({ id: z.string().regex(/^[\w-]{1,100}$/) });

const iso = z.string();
/** A studio calendar date 'YYYY-MM-DD' (expiries end at 23:59:59.999 studio time that day). */
const day = z.string();

/** A credit kind's key in a request (decision 038); the server answers CREDIT_KIND_NOT_FOUND for one no row has. */
export const creditKindKeySchema = z.string().regex(SCHEDULE_KEY_PATTERN);

/** A member's balance of one credit kind and its expiry, as every screen shows it (decision 038). */
export const creditHoldingSchema = z.object({
  kind: z.string(),
  sessions: z.number(),
  expiresOn: day.nullable(),
  /** The expiry has passed, decided by the server with the studio clock (never the browser's date). */
  expired: z.boolean(),
  /** The locations the balance may be spent at, when its package named some (decision 057); absent: every one. */
  validAt: z.array(z.string()).optional(),
});
export type CreditHolding = z.infer<typeof creditHoldingSchema>;

export const memberRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** An admin deactivated the account: listed, with a badge. */
  deactivated: z.boolean(),
  role: z.enum(ROLES),
  /** A balance per kind the member holds, in the kinds' order. */
  credits: z.array(creditHoldingSchema),
  packageName: z.string(),
  nutritionName: z.string().nullable(),
  nutritionExpiresOn: day.nullable(),
  status: z.enum(["active", "inactive"]),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberListSchema = z.object({
  items: z.array(memberRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  delta: z.number(),
  balanceAfter: z.number(),
  /** package_approved, forfeited, booking, cancellation, admin_adjust, admin_edit, … */
  reason: z.string(),
  createdAt: iso,
  /** The staff member who made the change (none for the member's own bookings and the system's). */
  by: z.string().nullable(),
  /** Their role, so the history names who changed it (the owner, a trainer, the desk); null with `by`. */
  byRole: z.enum(STAFF_ROLES).nullable(),
  /** The desk's reason for a change by hand (± a session), shown to the member with it. */
  note: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const accountSchema = z.object({
  /** A balance per kind the member holds, in the kinds' order. */
  credits: z.array(creditHoldingSchema),
  packageName: z.string(),
  packagePurchasedOn: day.nullable(),
  nutritionName: z.string().nullable(),
  nutritionExpiresOn: day.nullable(),
  /** Whether the nutrition package's expiry has passed, by the studio clock. */
  nutritionExpired: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** The member's own account screen: sessions, expiry, pending request and ledger history. */
export const myAccountSchema = z.object({
  account: accountSchema,
  pendingRequest: myRequestSchema.nullable(),
  ledger: z.array(ledgerEntrySchema),
});
export type MyAccount = z.infer<typeof myAccountSchema>;

/** A booking in the details modal: when, on which schedule, and its numbered place if any. */
export const bookingEntrySchema = z.object({
  date: z.string(),
  time: z.string(),
  schedule: z.string(),
  place: z.number().int().nullable(),
});

/** The details modal of active clients. */
export const memberDetailsSchema = z.object({
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    language: z.string(),
    createdAt: iso,
    /** As the studio had it (a member import); null when unknown. */
    phone: z.string().nullable(),
    /** On the studio's date; null without a date of birth. Staff see the age, never the date. */
    age: z.number().int().nullable(),
  }),
  account: accountSchema,
  requests: z.array(myRequestSchema),
  ledger: z.array(ledgerEntrySchema),
  /** Null until the booking feature's reservations table exists. */
  bookings: z.array(bookingEntrySchema).nullable(),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** Empty (or missing) sessions become 0 (spec section 5). */
const sessionsField = z
  .union([z.literal(""), z.null(), z.number().int().min(0).max(MEMBER_SESSIONS_MAX)])
  .transform((v) => (v === "" || v === null ? 0 : v));

/** 'YYYY-MM-DD' or empty (no expiry); anything else is an invalid date. */
const dateField = z
  .union([z.literal(""), z.null(), z.string().refine(isBoundedDate, { message: "INVALID_DATE" })])
  .transform((v) => (v === "" || v === null ? null : v));

/** The most credit kinds one edit names (a typo guard: a studio has a handful). */
export const CREDIT_KINDS_MAX = 30;

/** The edit modal: a balance and expiry (studio date) per credit kind, and package names. */
export const memberEditSchema = z.object({
  /** The kinds to change; a kind left out keeps its balance and expiry. Each kind at most once. */
  credits: z
    .array(z.object({ kind: creditKindKeySchema, sessions: sessionsField, expiresOn: dateField }))
    .max(CREDIT_KINDS_MAX)
    .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, { message: "DUPLICATE_KIND" }),
  packageName: z.string().trim().max(PACKAGE_NAME_MAX),
  nutritionName: z
    .string()
    .trim()
    .max(PACKAGE_NAME_MAX)
    .transform((v) => v || null),
  nutritionExpiresOn: dateField,
});
export type MemberEditInput = z.input<typeof memberEditSchema>;
export type MemberEdit = z.output<typeof memberEditSchema>;

/** The longest reason the desk gives for ± a session (the member reads it in their history). */
export const ADJUST_REASON_MAX = 200;
/** Why the desk changed a balance by hand: required, since the member sees it beside the change. */
export const adjustReasonSchema = z
  .string()
  .trim()
  .min(1, { error: "ADJUST_REASON_REQUIRED" })
  .max(ADJUST_REASON_MAX);
/** Plus or minus one session; never below 0. */
export const sessionAdjustSchema = z.object({
  delta: z.union([z.literal(1), z.literal(-1)]),
  kind: creditKindKeySchema.default("gym"),
  reason: adjustReasonSchema,
});

/** The ± answer: the kind changed and its balance now. */
export const balancesSchema = z.object({ kind: z.string(), sessions: z.number() });

/**
 * The member picker several admin screens share (nutrition plans, workout programs): a search by
 * name, surname or e-mail, Greek without accents or case. 'nutrition' keeps exactly the members a
 * nutrition plan may be made for (the server's one rule: a named package valid now, a living account). An empty search answers the first EMPTY_LIMIT (spec section 2).
 */
export const MEMBER_LOOKUP_SCOPES = ["all", "nutrition"] as const;
export const MEMBER_LOOKUP_MAX = 50;
export const MEMBER_LOOKUP_EMPTY_LIMIT = 30;
export const memberLookupQuerySchema = z.object({
  q: z.string().max(MEMBER_SEARCH_MAX).default(""),
  scope: z.enum(MEMBER_LOOKUP_SCOPES).default("all"),
  limit: z.coerce.number().int().min(1).max(MEMBER_LOOKUP_MAX).default(MEMBER_LOOKUP_MAX),
});
export type MemberLookupQuery = z.input<typeof memberLookupQuerySchema>;
export const memberLookupItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  nutritionName: z.string().nullable(),
  nutritionExpiresOn: day.nullable(),
});
export type MemberLookupItem = z.infer<typeof memberLookupItemSchema>;
export const memberLookupSchema = z.object({ items: z.array(memberLookupItemSchema) });
