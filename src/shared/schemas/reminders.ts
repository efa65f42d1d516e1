import { z } from "zod";

/**
 * The automatic reminders (decision 030): one rule per kind the owner switches on, with
 * its days and its words in both languages; what the daily job sent a member.
 */

export const REMINDER_KINDS = ["expiring", "lastSession", "dormant", "lapsed", "welcome"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_DAYS_MAX = 365;
export const REMINDER_SUBJECT_MAX = 150;
export const REMINDER_TEXT_MAX = 2000;

/**
 * What a rule's days mean, and the least it takes (null: the kind has no days):
 * expiring, a package ending within so many days; dormant, no visit for so many days while a
 * package is valid; lapsed, a package that ended so many days ago; welcome, so many days after the
 * first approval (0: at the next reminder time). The last session left has none.
 */
export const REMINDER_DAYS_MIN: Record<ReminderKind, number | null> = {
  expiring: 1,
  lastSession: null,
  dormant: 1,
  lapsed: 1,
  welcome: 0,
};

/** What each message invites the member to: ask for a package, or book. */
export const REMINDER_ACTION: Record<ReminderKind, "request" | "book"> = {
  expiring: "request",
  lastSession: "request",
  dormant: "book",
  lapsed: "request",
  welcome: "book",
};

const words = (max: number) =>
  z.string().trim().min(1, { error: "FILL_ALL_FIELDS" }).max(max, { error: "REMINDER_WORDS_TOO_LONG" });

export const reminderRuleSchema = z
  .object({
    kind: z.enum(REMINDER_KINDS),
    enabled: z.boolean(),
    days: z.number().int().min(0).max(REMINDER_DAYS_MAX),
    subjectGr: words(REMINDER_SUBJECT_MAX),
    subjectEn: words(REMINDER_SUBJECT_MAX),
    textGr: words(REMINDER_TEXT_MAX),
    textEn: words(REMINDER_TEXT_MAX),
  })
  .refine((r) => r.days >= (REMINDER_DAYS_MIN[r.kind] ?? 0), {
    error: "REMINDER_DAYS_RANGE",
    path: ["days"],
  });
export type ReminderRule = z.infer<typeof reminderRuleSchema>;

/** The rules as saved and read: each kind at most once. */
export const reminderRulesSchema = z
  .object({ rules: z.array(reminderRuleSchema).min(1).max(REMINDER_KINDS.length) })
  .refine((v) => new Set(v.rules.map((r) => r.kind)).size === v.rules.length, {
    error: "REMINDER_KIND_TWICE",
    path: ["rules"],
  });
export type ReminderRules = z.infer<typeof reminderRulesSchema>;

/** The reminders a member got, newest first (the members screen). */
export const memberRemindersSchema = z.object({
  reminders: z.array(
    z.object({
      kind: z.enum(REMINDER_KINDS),
      /** What it was about: a package's end date, the last visit, 'first' for the welcome. */
      occasion: z.string(),
      sentAt: z.string(),
      /** The studio's date it was sent on ('YYYY-MM-DD'). */
      sentOn: z.string(),
    }),
  ),
});
export type MemberReminders = z.infer<typeof memberRemindersSchema>;
