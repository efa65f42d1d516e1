import { and, desc, eq, gte, lte } from "drizzle-orm";
import { announcementProblem, currentAnnouncements } from "../../../shared/domain/announcements";
import { studioToday } from "../../../shared/domain/schedule";
import {
  type Announcement,
  type AnnouncementInput,
  closureParamsSchema,
  messageParamsSchema,
  offersParamsSchema,
} from "../../../shared/schemas/announcements";
import type { Db } from "../../db/client";
import { announcements } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";

type Row = typeof announcements.$inferSelect;

const paramsSchemas = {
  closure_notice: closureParamsSchema,
  offers: offersParamsSchema,
  message: messageParamsSchema,
} as const;

/** A stored row as the API shows it; null when its parameters no longer fit its kind. */
export function toAnnouncement(row: Row): Announcement | null {
  const params = paramsSchemas[row.kind].safeParse(row.params);
  if (!params.success) return null;
  return {
    id: row.id,
    kind: row.kind,
    params: params.data,
    version: row.updatedAt.toISOString(),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    titleGr: row.titleGr,
    titleEn: row.titleEn,
    bodyGr: row.bodyGr,
    bodyEn: row.bodyEn,
  } as Announcement;
}

const present = (rows: Row[]) => rows.map(toAnnouncement).filter((a): a is Announcement => a !== null);

/** The popups to show on the studio's today (by the server's clock and the studio's time zone). */
export async function currentForVisitors(db: Db, now: Date, tz: string): Promise<Announcement[]> {
  const today = studioToday(now, tz);
  const rows = await db
    .select()
    .from(announcements)
    .where(and(lte(announcements.startsOn, today), gte(announcements.endsOn, today)));
  return currentAnnouncements(present(rows), today);
}

export async function listAnnouncements(db: Db): Promise<Announcement[]> {
  return present(
    await db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.startsOn), desc(announcements.createdAt)),
  );
}

function check(input: AnnouncementInput) {
  const problem = announcementProblem(input);
  if (problem) throw badRequest(problem);
}

const columns = (input: AnnouncementInput) => ({
  kind: input.kind,
  params: input.params,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  titleGr: input.titleGr,
  titleEn: input.titleEn,
  bodyGr: input.bodyGr,
  bodyEn: input.bodyEn,
});

export async function createAnnouncement(db: Db, input: AnnouncementInput, now: Date): Promise<Announcement> {
  check(input);
  const [row] = await db
    .insert(announcements)
    .values({ ...columns(input), createdAt: now })
    .returning();
  return toAnnouncement(row!)!;
}

export async function updateAnnouncement(
  db: Db,
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  check(input);
  const [row] = await db
    .update(announcements)
    .set(columns(input))
    .where(eq(announcements.id, id))
    .returning();
  if (!row) throw notFound("ANNOUNCEMENT_NOT_FOUND");
  return toAnnouncement(row)!;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (deleted.length === 0) throw notFound("ANNOUNCEMENT_NOT_FOUND");
}
