import { z } from "zod";

/** Mass e-mail (spec sections 2, 4, 5, 8, 9): one schema for the route and the form. */

export const MASS_MAIL_SUBJECT_MAX = 120;
/** The counter's limit: a longer message is refused. */
export const MASS_MAIL_MESSAGE_MAX = 4000;
/** The textarea's hard cap, so the overflow can be seen (+N) but not grow without end. */
export const MASS_MAIL_MESSAGE_INPUT_CAP = 4500;
/** Failed addresses listed in the status; the rest are 'and N more'. */
export const MASS_MAIL_FAILED_SHOWN = 5;
/** Audience 'expired': the package ended at most this many days ago. */
export const MASS_MAIL_EXPIRED_DAYS_MAX = 365;
export const MASS_MAIL_HISTORY_LIMIT = 20;

/** The last three are the owner's report's drifting members' lists, by their thresholds. */
export const MASS_MAIL_AUDIENCES = [
  "all",
  "active",
  "expired",
  "nutrition",
  "expiring",
  "dormant",
  "lapsed",
] as const;
export type MassMailAudience = (typeof MASS_MAIL_AUDIENCES)[number];
/**
 * 'running' until every recipient had a first try; then 'done', or 'failed' when nothing was
 * delivered (the mail server down or refusing for the whole run). Its waiting recipients are still
 * retried: one delivered later makes it 'done'.
 */
export const CAMPAIGN_STATUSES = ["running", "done", "failed"] as const;
export const MASS_MAIL_RECIPIENT_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;

/** The counter under the message: 'n/4000', or '+N' once it is over. */
export function messageCounter(message: string): { length: number; over: number; label: string } {
  const length = message.length;
  const over = Math.max(0, length - MASS_MAIL_MESSAGE_MAX);
  return { length, over, label: over > 0 ? `+${over}` : `${length}/${MASS_MAIL_MESSAGE_MAX}` };
}

/** The subject a member sees: the one typed, or the language's 'Ενημέρωση' when it is empty. */
export function subjectOrDefault(subject: string, fallback: string): string {
  return subject.trim() === "" ? fallback : subject.trim();
}

export const massMailInputSchema = z
  .object({
    subject: z.string().max(MASS_MAIL_SUBJECT_MAX, { error: "MASS_MAIL_SUBJECT_TOO_LONG" }).default(""),
    message: z
      .string()
      .max(MASS_MAIL_MESSAGE_INPUT_CAP, { error: "MASS_MAIL_TOO_LONG" })
      .refine((m) => m.trim() !== "", { error: "MASS_MAIL_EMPTY" })
      .refine((m) => m.length <= MASS_MAIL_MESSAGE_MAX, { error: "MASS_MAIL_TOO_LONG" }),
    audience: z.enum(MASS_MAIL_AUDIENCES).default("all"),
    /** Only for 'expired'. */
    days: z.number().int().min(1).max(MASS_MAIL_EXPIRED_DAYS_MAX).nullable().default(null),
  })
  .refine((v) => v.audience !== "expired" || v.days !== null, {
    error: "MASS_MAIL_DAYS_REQUIRED",
    path: ["days"],
  });
export type MassMailInput = z.input<typeof massMailInputSchema>;

/** Who a campaign would reach, asked before it is sent (query: `?audience=expired&days=30`). */
export const recipientCountQuerySchema = z
  .object({
    audience: z.enum(MASS_MAIL_AUDIENCES).default("all"),
    days: z.coerce.number().int().min(1).max(MASS_MAIL_EXPIRED_DAYS_MAX).optional(),
  })
  .refine((v) => v.audience !== "expired" || v.days !== undefined, {
    error: "MASS_MAIL_DAYS_REQUIRED",
    path: ["days"],
  });
/** The members a campaign would write to now: e-mail known, active account, not unsubscribed. */
export const recipientCountSchema = z.object({ count: z.number().int() });

export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.enum(MASS_MAIL_AUDIENCES),
  days: z.number().int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /**
   * Recipients waiting for a retry after a temporary failure (a 4xx answer, the SMTP server
   * unreachable). A campaign stops 'running' once every recipient had a first try; its waiting ones
   * are still retried, and move to sent or failed (decision 027).
   */
  waiting: z.number().int(),
  /** The first MASS_MAIL_FAILED_SHOWN failed addresses. */
  failedAddresses: z.array(z.string()),
  failedMore: z.number().int(),
  /**
   * Why the first failed address failed, or else why the addresses waiting for a retry did not go
   * (the mail server's answer or the connection's error), shown to the admin.
   */
  failureReason: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  running: campaignSchema.nullable(),
  past: z.array(campaignSchema),
});

export const unsubscribeSchema = z.object({ token: z.string().min(1).max(200) });
