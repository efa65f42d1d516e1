import { z } from "zod";
import { IMPORT_LINE_ERRORS } from "../errors";
import { EMAIL_MAX, NAME_MAX } from "./account";
import { PACKAGE_NAME_MAX, PACKAGE_SESSIONS_MAX } from "./packages";

/** Moving a studio in from a spreadsheet (decision 034): the CSV's bounds and the report. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
/** Members' lines of one file, the header not counted. */
export const IMPORT_MAX_LINES = 5000;
export const IMPORT_PHONE_MAX = 30;
/** Invitation links stay valid this long (an ordinary password reset's link: an hour). */
export const IMPORT_INVITE_DAYS = 14;

/** The columns a file may have, in their canonical names; the first three are required. */
export const IMPORT_COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "package",
  "sessions",
  "expires",
  "nutrition",
  "birthDate",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = ["firstName", "lastName", "email"];

/** Each column's longest accepted text (a longer cell is an error of its line). */
export const IMPORT_FIELD_MAX: Record<ImportColumn, number> = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  email: EMAIL_MAX,
  phone: IMPORT_PHONE_MAX,
  package: PACKAGE_NAME_MAX,
  sessions: 6,
  expires: 10,
  nutrition: 10,
  birthDate: 10,
};
export const IMPORT_SESSIONS_MAX = PACKAGE_SESSIONS_MAX;

/** What a line's problem is: an error code (src/shared/errors/) with the column it is about. */
const lineErrorSchema = z.object({
  code: z.enum(IMPORT_LINE_ERRORS),
  field: z.enum(IMPORT_COLUMNS).nullable(),
  /** The other line for a duplicate, the longest text for a long field; `column`: a kind's column as headed. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportLineError = z.infer<typeof lineErrorSchema>;

/** create: a new member (created when applied); member: the e-mail has an account (skipped); error: skipped. */
export const IMPORT_OUTCOMES = ["create", "member", "error"] as const;

export const importLineSchema = z.object({
  /** The line's number in the file, the header being line 1. */
  line: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The phone number as written (trimmed), kept on the member's account; null when the cell is empty. */
  phone: z.string().nullable(),
  /** The catalogue's package name as written in the catalogue ('' when none). */
  packageName: z.string(),
  /**
   * The balances the line brings, a kind of credit each in the studio's order (decision 038): the
   * package's own sessions on its kind, and each kind's own column ('credits:yoga', or its name).
   */
  credits: z.array(z.object({ kind: z.string(), sessions: z.number() })),
  /** yyyy-mm-dd or null. */
  expires: z.string().nullable(),
  nutritionUntil: z.string().nullable(),
  /** yyyy-mm-dd or null: kept on the member (the terms' ages); staff see the age only. */
  birthDate: z.string().nullable(),
  errors: z.array(lineErrorSchema),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const importReportSchema = z.object({
  /** False for a dry run; true once the lines marked create were written. */
  applied: z.boolean(),
  encoding: z.enum(["utf-8", "windows-1253"]),
  separator: z.enum([",", ";"]),
  counts: z.object({ create: z.number(), member: z.number(), error: z.number() }),
  lines: z.array(importLineSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
