import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { PAIN_RECENT_DAYS } from "../../../shared/domain/coaching";
import { addDays, daysBetween } from "../../../shared/domain/schedule";
import type { AttentionRow, CoachingSettings, MemberPage, Progress } from "../../../shared/schemas/coaching";
import { coachingSettingsSchema } from "../../../shared/schemas/coaching";
import { notErased } from "../../auth/account-state";
import type { Db, Tx } from "../../db/client";
import {
  coachingSettings,
  coachNotes,
  fitnessQuestionnaires,
  painReports,
  user,
  workoutPlans,
} from "../../db/schema";
import { recordActivity, recordSettings, type StaffWriter } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import { badRequest } from "../../platform/errors";
import { checksOf } from "./body";
import { loggableDates, logsOf } from "./log";
import { painsOf } from "./pain";
import { progressOf } from "./progress";

/** The coach's side: the attention list, one member's page, notes, the thresholds. */

export const DEFAULT_SETTINGS: CoachingSettings = { daysWithoutLog: 10, adherencePercent: 50 };

export async function readSettings(db: Db | Tx): Promise<CoachingSettings> {
  const [row] = await db
    .select({
      daysWithoutLog: coachingSettings.daysWithoutLog,
      adherencePercent: coachingSettings.adherencePercent,
    })
    .from(coachingSettings);
  return row ?? DEFAULT_SETTINGS;
}

export async function saveSettings(w: StaffWriter, s: CoachingSettings): Promise<CoachingSettings> {
  const after = coachingSettingsSchema.parse(s);
  const values = { ...after, updatedBy: w.actorId };
  await w.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await tx
      .insert(coachingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: coachingSettings.id, set: values });
    await recordSettings(tx, w, "coaching", { before, after });
  });
  return readSettings(w.db);
}

/** What a member told: the readiness questions answered 'yes', the latest recent pain. */
type Told = { readiness: number[]; painOn: string | null };

/** The members' readiness answers and latest pain within PAIN_RECENT_DAYS (none: absent). */
async function toldBy(db: Db, ids: string[], today: string): Promise<Map<string, Told>> {
  const told = new Map<string, Told>(ids.map((id) => [id, { readiness: [], painOn: null }]));
  if (ids.length === 0) return told;
  const [answers, pains] = await Promise.all([
    db
      .select({ userId: fitnessQuestionnaires.userId, readiness: fitnessQuestionnaires.readiness })
      .from(fitnessQuestionnaires)
      .where(inArray(fitnessQuestionnaires.userId, ids)),
    db
      .select({ userId: painReports.userId, date: painReports.date })
      .from(painReports)
      .where(
        and(
          inArray(painReports.userId, ids),
          gte(painReports.date, addDays(today, 1 - PAIN_RECENT_DAYS)),
          lte(painReports.date, today),
        ),
      ),
  ]);
  for (const a of answers) told.get(a.userId)!.readiness = a.readiness.flatMap((yes, i) => (yes ? [i] : []));
  for (const p of pains) {
    const t = told.get(p.userId)!;
    if (!t.painOn || p.date > t.painOn) t.painOn = p.date;
  }
  return told;
}

/** One member's standing against the thresholds, with what they told. */
function standing(
  m: { id: string; name: string; email: string },
  p: Progress,
  programStart: string | null,
  today: string,
  s: CoachingSettings,
  told: Told,
): AttentionRow {
  const since = p.lastLog ?? programStart;
  const daysSinceLog = since && since <= today ? daysBetween(since, today) : null;
  return {
    userId: m.id,
    name: m.name,
    email: m.email,
    lastLog: p.lastLog,
    daysSinceLog: p.lastLog ? daysBetween(p.lastLog, today) : null,
    adherence: p.adherence,
    noRecentLog: daysSinceLog !== null && daysSinceLog >= s.daysWithoutLog,
    lowAdherence: p.adherence !== null && p.adherence < s.adherencePercent,
    readiness: told.readiness,
    painOn: told.painOn,
  };
}

/**
 * Every member following a program that has started, those who need attention first (no log for
 * the set number of days, counted from the program's start when they never logged; adherence under
 * the set percentage; a recent pain; a readiness 'yes'), the more reasons the higher, then by days
 * without a log.
 */
export async function attentionList(db: Db, today: string): Promise<AttentionRow[]> {
  const s = await readSettings(db);
  const started = await db
    .selectDistinct({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(workoutPlans, eq(workoutPlans.userId, user.id))
    .where(and(lte(workoutPlans.startDate, today), notErased));
  const firstStart = new Map<string, string>();
  if (started.length > 0)
    for (const r of await db
      .select({ userId: workoutPlans.userId, startDate: workoutPlans.startDate })
      .from(workoutPlans)
      .where(
        inArray(
          workoutPlans.userId,
          started.map((m) => m.id),
        ),
      ))
      if (r.startDate <= today && (!firstStart.has(r.userId) || r.startDate < firstStart.get(r.userId)!))
        firstStart.set(r.userId, r.startDate);
  const told = await toldBy(
    db,
    started.map((m) => m.id),
    today,
  );
  const rows: AttentionRow[] = [];
  for (const m of started)
    rows.push(
      standing(m, await progressOf(db, m.id, today), firstStart.get(m.id) ?? null, today, s, told.get(m.id)!),
    );
  const weight = (r: AttentionRow) =>
    Number(r.noRecentLog) +
    Number(r.lowAdherence) +
    Number(r.painOn !== null) +
    Number(r.readiness.length > 0);
  return rows.sort(
    (a, b) =>
      weight(b) - weight(a) ||
      (b.daysSinceLog ?? Number.MAX_SAFE_INTEGER) - (a.daysSinceLog ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}

/** The coach's page of one member: progress, the log, nutrition checks, pains, notes newest first. */
export async function memberPage(db: Db, userId: string, today: string): Promise<MemberPage> {
  const member = await liveMember(db, userId);
  const from = loggableDates(today).min;
  const [progress, logs, checks, notes, s, plans, pains, told] = await Promise.all([
    progressOf(db, userId, today),
    logsOf(db, userId, from),
    checksOf(db, userId, from),
    notesOf(db, userId),
    readSettings(db),
    db
      .select({ startDate: workoutPlans.startDate })
      .from(workoutPlans)
      .where(eq(workoutPlans.userId, userId)),
    painsOf(db, userId, from),
    toldBy(db, [userId], today),
  ]);
  const starts = plans
    .map((p) => p.startDate)
    .filter((d) => d <= today)
    .sort();
  return {
    member,
    progress,
    logs,
    checks,
    notes,
    pains,
    attention: standing(member, progress, starts[0] ?? null, today, s, told.get(userId)!),
  };
}

async function notesOf(db: Db, memberId: string) {
  const rows = await db
    .select({ id: coachNotes.id, text: coachNotes.text, createdAt: coachNotes.createdAt, author: user.name })
    .from(coachNotes)
    .leftJoin(user, eq(user.id, coachNotes.authorId))
    .where(eq(coachNotes.memberId, memberId))
    .orderBy(desc(coachNotes.createdAt), desc(coachNotes.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), author: r.author ?? null }));
}

/** A coach's note on a member (the member must be a living account). */
export async function addNote(w: StaffWriter, memberId: string, text: string) {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest("COACH_NOTE_REQUIRED", { field: "text" });
  const now = w.clock.now();
  return w.db.transaction(async (tx) => {
    await liveMember(tx, memberId, { lock: true });
    const [row] = await tx
      .insert(coachNotes)
      .values({ memberId, authorId: w.actorId, text: trimmed, createdAt: now, updatedAt: now })
      .returning({ id: coachNotes.id });
    await recordActivity(tx, {
      actorId: w.actorId,
      memberId,
      kind: "coach_note",
      details: { noteId: row!.id },
      at: now,
    });
    return row!;
  });
}
