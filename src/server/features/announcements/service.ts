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
import { recordSettings, type StaffWriter } from "../../domain/activity";
import { badRequest, notFound } from "../../platform/errors";

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

/** What the activity log keeps of an announcement (decision 036). */
const logged = (row: Row) => {
  const { version: _, ...rest } = toAnnouncement(row) ?? { version: "", id: row.id, kind: row.kind };
  return rest;
};

/** The owner's changes of the popups, each on the activity log with before → after (decision 036). */
export async function createAnnouncement(w: StaffWriter, input: AnnouncementInput): Promise<Announcement> {
  check(input);
  return w.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ ...columns(input), createdAt: w.clock.now() })
      .returning();
    await recordSettings(tx, w, "announcements", { action: "create", after: logged(row!) });
    return toAnnouncement(row!)!;
  });
}

export async function updateAnnouncement(
  w: StaffWriter,
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  check(input);
  return w.db.transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!before) throw notFound("ANNOUNCEMENT_NOT_FOUND");
    const [row] = await tx
      .update(announcements)
      .set(columns(input))
      .where(eq(announcements.id, id))
      .returning();
    await recordSettings(tx, w, "announcements", {
      action: "update",
      before: logged(before),
      after: logged(row!),
    });
    return toAnnouncement(row!)!;
  });
}

export async function deleteAnnouncement(w: StaffWriter, id: string): Promise<void> {
  await w.db.transaction(async (tx) => {
    const [before] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!before) throw notFound("ANNOUNCEMENT_NOT_FOUND");
    await recordSettings(tx, w, "announcements", { action: "remove", before: logged(before) });
  });
}
