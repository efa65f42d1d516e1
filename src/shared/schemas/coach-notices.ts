import { z } from "zod";

/**
 * What the coach changed that the member has not yet seen (decision 031): the member's
 * home screen tells them until they open the screen that shows it or dismiss the notice.
 */

export const COACH_NOTICE_KINDS = ["program", "nutrition"] as const;
export type CoachNoticeKind = (typeof COACH_NOTICE_KINDS)[number];

/**
 * The program in force, a changed version (2 or more) the member has not seen; `changedOn` the
 * studio's date of the change.
 */
export const programNoticeSchema = z.object({ id: z.uuid(), version: z.number(), changedOn: z.string() });
/** The member's nutrition plan the coach edited after writing it, since the member last saw it. */
export const nutritionNoticeSchema = z.object({ id: z.uuid(), changedOn: z.string() });

export const coachNoticesSchema = z.object({
  program: programNoticeSchema.nullable(),
  nutrition: nutritionNoticeSchema.nullable(),
});
export type CoachNotices = z.infer<typeof coachNoticesSchema>;

export const noticeKindParamSchema = z.object({ kind: z.enum(COACH_NOTICE_KINDS) });
/** The program version or the plan the member saw: it and everything changed before it are seen. */
export const noticeSeenInputSchema = z.object({ id: z.uuid() });
export type NoticeSeenInput = z.input<typeof noticeSeenInputSchema>;
