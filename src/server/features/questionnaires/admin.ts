import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { addDays, dayOfWeek, studioToday } from "../../../shared/domain/schedule";
import {
  type AdminFitness,
  type AdminNutrition,
  fitnessEditSchema,
  QUESTIONNAIRE_LIST_LIMIT,
  type questionnaireListQuerySchema,
} from "../../../shared/schemas/questionnaires";
import type { Db } from "../../db/client";
import { fitnessQuestionnaires, nutritionQuestionnaires, user } from "../../db/schema";
import { recordActivity, recordHealthReads } from "../../domain/activity";
import { memberTextConditions } from "../../domain/text-search";
import { notFound } from "../../platform/errors";
import { toAdminFitness, toAdminNutrition } from "./present";

/**
 * The coaches' side: the two lists (the 200 most recently updated, newest first, searched by name
 * or e-mail, optionally only the unreviewed ones) read in one query each with the members' names;
 * the review toggle; the in-place edit of a fitness row; the dashboard's counts.
 */

export type Kind = "nutrition" | "fitness";
type ListQuery = z.output<typeof questionnaireListQuerySchema>;
const tableOf = (kind: Kind) => (kind === "nutrition" ? nutritionQuestionnaires : fitnessQuestionnaires);
const person = { name: user.name, email: user.email };

function listWhere(kind: Kind, query: ListQuery) {
  const table = tableOf(kind);
  return and(
    ...memberTextConditions(query.q),
    query.unreviewed === "true" ? eq(table.reviewed, false) : undefined,
  );
}

/** Who reads the answers, for the activity log: every member listed is recorded as read (decision 036). */
export type Reader = { actorId: string; at: Date };

export async function listNutrition(db: Db, query: ListQuery, reader: Reader): Promise<AdminNutrition[]> {
  const t = nutritionQuestionnaires;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: t, ...person })
      .from(t)
      .innerJoin(user, eq(user.id, t.userId))
      .where(listWhere("nutrition", query))
      .orderBy(desc(t.updatedAt), asc(t.userId))
      .limit(QUESTIONNAIRE_LIST_LIMIT);
    const memberIds = rows.map((r) => r.row.userId);
    await recordHealthReads(tx, { ...reader, memberIds, details: { questionnaire: "nutrition" } });
    return rows.map((r) => toAdminNutrition(r.row, r));
  });
}

export async function listFitness(db: Db, query: ListQuery, reader: Reader): Promise<AdminFitness[]> {
  const t = fitnessQuestionnaires;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: t, ...person })
      .from(t)
      .innerJoin(user, eq(user.id, t.userId))
      .where(listWhere("fitness", query))
      .orderBy(desc(t.updatedAt), asc(t.userId))
      .limit(QUESTIONNAIRE_LIST_LIMIT);
    const memberIds = rows.map((r) => r.row.userId);
    await recordHealthReads(tx, { ...reader, memberIds, details: { questionnaire: "fitness" } });
    return rows.map((r) => toAdminFitness(r.row, r));
  });
}

/** Marks a questionnaire reviewed (or revokes it); its updated time stays the member's. */
export async function setReviewed(
  db: Db,
  kind: Kind,
  userId: string,
  reviewed: boolean,
  adminId: string,
  now: Date,
) {
  const t = tableOf(kind);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reviewed: t.reviewed })
      .from(t)
      .where(eq(t.userId, userId))
      .for("update");
    const [row] = await tx
      .update(t)
      .set({
        reviewed,
        reviewedAt: reviewed ? now : null,
        reviewedBy: reviewed ? adminId : null,
        updatedAt: sql`${t.updatedAt}`,
      })
      .where(eq(t.userId, userId))
      .returning({ userId: t.userId, reviewed: t.reviewed, reviewedAt: t.reviewedAt });
    if (!row || !before) throw notFound("QUESTIONNAIRE_NOT_FOUND");
    await recordActivity(tx, {
      actorId: adminId,
      memberId: userId,
      kind: "questionnaire_review",
      details: { questionnaire: kind, before: before.reviewed, after: reviewed },
      at: now,
    });
    return { ...row, reviewedAt: row.reviewedAt?.toISOString() ?? null };
  });
}

/** The coach's edit of a fitness row: the answers they may correct and their own notes. */
export async function editFitness(
  db: Db,
  userId: string,
  input: unknown,
  by: { actorId: string; now: Date },
): Promise<AdminFitness> {
  const values = fitnessEditSchema.parse(input);
  const t = fitnessQuestionnaires;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set({ ...values, updatedAt: by.now })
      .where(eq(t.userId, userId))
      .returning();
    if (!row) throw notFound("QUESTIONNAIRE_NOT_FOUND");
    await recordActivity(tx, {
      actorId: by.actorId,
      memberId: userId,
      kind: "questionnaire_review",
      details: { questionnaire: "fitness", after: "edited", fields: Object.keys(values) },
      at: by.now,
    });
    const [who] = await tx.select(person).from(user).where(eq(user.id, userId));
    return toAdminFitness(row, who ?? { name: "", email: "" });
  });
}

/** Monday to Sunday of the studio week holding `now`. */
export function studioWeek(now: Date, tz: string) {
  const today = studioToday(now, tz);
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The dashboard's counts: unreviewed lists, readiness flags not yet reviewed, follow-ups this week. */
export async function summary(db: Db, now: Date, tz: string) {
  const week = studioWeek(now, tz);
  const n = nutritionQuestionnaires;
  const f = fitnessQuestionnaires;
  const [nutrition] = await db
    .select({ unreviewed: sql<number>`count(*) filter (where not ${n.reviewed})`.mapWith(Number) })
    .from(n);
  const [fitness] = await db
    .select({
      unreviewed: sql<number>`count(*) filter (where not ${f.reviewed})`.mapWith(Number),
      attention: sql<number>`count(*) filter (where not ${f.reviewed} and ${f.needsAttention})`.mapWith(
        Number,
      ),
      followUps:
        sql<number>`count(*) filter (where ${f.followUpOn} between ${week.from} and ${week.to})`.mapWith(
          Number,
        ),
    })
    .from(f);
  return {
    nutritionUnreviewed: nutrition?.unreviewed ?? 0,
    fitnessUnreviewed: fitness?.unreviewed ?? 0,
    fitnessNeedsAttention: fitness?.attention ?? 0,
    followUpsThisWeek: fitness?.followUps ?? 0,
  };
}
