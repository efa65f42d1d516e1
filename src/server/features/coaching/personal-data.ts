import { asc, eq } from "drizzle-orm";
import {
  coachingSettings,
  coachNotes,
  coachNoticesSeen,
  measurementKinds,
  measurements,
  nutritionChecks,
  painReports,
  workoutLogs,
} from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";
import { measurementsOf } from "./body";
import { logsOf } from "./log";
import { seenOf } from "./notices";
import { painsOf } from "./pain";

/**
 * The coaching loop's rows about a member: the workout log (sets with their sessions), body
 * measurements, daily nutrition checks, pain reports, the coach's notes on them and what of the coach's
 * changes the member has seen, exported whole and erased
 * with the account. A coach's own name on a kind they added, a note they wrote or the settings they
 * saved is unlinked (the studio keeps the row).
 */
export const coachingPersonalData: PersonalDataSource = {
  key: "coaching",
  tables: [
    "workout_logs",
    "workout_sets",
    "measurements",
    "nutrition_checks",
    "pain_reports",
    "coach_notes",
    "measurement_kinds",
    "coaching_settings",
    "coach_notices_seen",
  ],
  exportFor: async (tx, member) => ({
    workoutLogs: await logsOf(tx, member.id, null),
    measurements: await measurementsOf(tx, member.id, null),
    nutritionChecks: await tx
      .select({ date: nutritionChecks.date, followed: nutritionChecks.followed, note: nutritionChecks.note })
      .from(nutritionChecks)
      .where(eq(nutritionChecks.userId, member.id))
      .orderBy(asc(nutritionChecks.date)),
    painReports: await painsOf(tx, member.id, null),
    coachChangesSeen: await seenOf(tx, member.id).then((s) => ({
      program: s.program?.toISOString() ?? null,
      nutrition: s.nutrition?.toISOString() ?? null,
    })),
    coachNotes: (
      await tx
        .select({ text: coachNotes.text, at: coachNotes.createdAt })
        .from(coachNotes)
        .where(eq(coachNotes.memberId, member.id))
        .orderBy(asc(coachNotes.createdAt))
    ).map((n) => ({ text: n.text, at: n.at.toISOString() })),
    notesWritten: (
      await tx.select({ at: coachNotes.createdAt }).from(coachNotes).where(eq(coachNotes.authorId, member.id))
    ).map((n) => n.at.toISOString()),
    kinds: await tx
      .select({
        id: measurementKinds.id,
        slug: measurementKinds.slug,
        createdByMember: measurementKinds.createdBy,
      })
      .from(measurementKinds)
      .where(eq(measurementKinds.createdBy, member.id))
      .then((rows) => rows.map(({ createdByMember: _m, ...k }) => k)),
    settingsChanged: (
      await tx
        .select({ at: coachingSettings.updatedAt })
        .from(coachingSettings)
        .where(eq(coachingSettings.updatedBy, member.id))
    ).map((r) => r.at.toISOString()),
  }),
  erase: async (tx, member) => {
    // The sets go with their sessions (cascade).
    await tx.delete(workoutLogs).where(eq(workoutLogs.userId, member.id));
    await tx.delete(measurements).where(eq(measurements.userId, member.id));
    await tx.delete(nutritionChecks).where(eq(nutritionChecks.userId, member.id));
    await tx.delete(painReports).where(eq(painReports.userId, member.id));
    await tx.delete(coachNotes).where(eq(coachNotes.memberId, member.id));
    await tx.delete(coachNoticesSeen).where(eq(coachNoticesSeen.userId, member.id));
    await tx.update(coachNotes).set({ authorId: null }).where(eq(coachNotes.authorId, member.id));
    await tx
      .update(measurementKinds)
      .set({ createdBy: null })
      .where(eq(measurementKinds.createdBy, member.id));
    await tx
      .update(coachingSettings)
      .set({ updatedBy: null })
      .where(eq(coachingSettings.updatedBy, member.id));
  },
};
