import { z } from "zod";
import { ACTIVITY_KINDS } from "../domain/activity";
import { studioDateSchema } from "./dates";

/** Entries a page of the owner's activity log shows. */
export const ACTIVITY_PAGE_SIZE = 50;
/**
 * Where the log's count stops: past it the page says "10,000+" rather than counting a long log to
 * its end on every page (the page itself reads only its own rows through the time index).
 */
export const ACTIVITY_COUNT_CAP = 10_000;
const personId = z.string().regex(/^[\w-]{1,100}$/);

/** The owner's filters: by staff member, member, kind and studio dates (inclusive); newest first. */
export const activityQuerySchema = z.object({
  actor: personId.optional(),
  member: personId.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  from: studioDateSchema.optional(),
  to: studioDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  details: z.record(z.string(), z.unknown()),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  /** The entries the filters select, counted up to ACTIVITY_COUNT_CAP. */
  total: z.number().int(),
  /** There are more than `total` (the count stopped at its cap). */
  totalCapped: z.boolean(),
  /** A next page has entries. */
  hasNext: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
