import { and, gte, lte } from "drizzle-orm";
import {
  adherencePercent,
  closedDates,
  exerciseProgress,
  weeklySessions,
  weekStart,
} from "../../../shared/domain/coaching";
import { addDays } from "../../../shared/domain/schedule";
import type { Progress } from "../../../shared/schemas/coaching";
import type { Db } from "../../db/client";
import { closures } from "../../db/schema";
import { libraryNames, listPrograms } from "../../domain/workout-programs";
import { checksOf, listKinds, measurementsOf } from "./body";
import { logsOf } from "./log";

/** How many weeks the progress screens show (the current one last). */
export const PROGRESS_WEEKS = 8;
/** Adherence is judged on the last whole weeks. */
export const ADHERENCE_WEEKS = 4;

/**
 * A member's progress: per exercise the best and the trend (Epley's estimated 1RM, total
 * volume), measurements over time, sessions planned (none on the studio's closed days) and done per
 * week, adherence over the last whole weeks and the nutrition days followed.
 */
export async function progressOf(db: Db, userId: string, today: string): Promise<Progress> {
  const first = addDays(weekStart(today), -7 * (PROGRESS_WEEKS - 1));
  const [logs, programs, kinds, measurements, checks, closed] = await Promise.all([
    logsOf(db, userId, null),
    listPrograms(db, userId),
    listKinds(db),
    measurementsOf(db, userId, null),
    checksOf(db, userId, addDays(today, -7 * ADHERENCE_WEEKS)),
    closedDaysIn(db, first, addDays(first, 7 * PROGRESS_WEEKS - 1)),
  ]);
  const weeks = weeklySessions(logs, programs, today, PROGRESS_WEEKS, closed);
  const exercises = exerciseProgress(logs);
  // Named in the reader's language as /my-workouts names them (the sets keep the name they were logged with).
  const namesOf = await libraryNames(
    db,
    logs.flatMap((l) => l.sets.map((s) => s.exerciseId)),
  );
  const whole = weeks.slice(-ADHERENCE_WEEKS - 1, -1);
  return {
    today,
    formula: "epley",
    exercises: exercises.map((e) => ({
      ...e,
      names: namesOf(e.key.startsWith("name:") ? null : e.key, e.name),
    })),
    kinds: kinds.filter((k) => measurements.some((m) => m.kindId === k.id)),
    measurements,
    weeks,
    adherence: adherencePercent(whole),
    lastLog: logs.find((l) => l.sets.length > 0)?.date ?? null,
    nutrition: {
      yes: checks.filter((c) => c.followed === "yes").length,
      partly: checks.filter((c) => c.followed === "partly").length,
      no: checks.filter((c) => c.followed === "no").length,
    },
  };
}

/** The studio's closed days (the closures) from `from` to `to`: no session is planned on them. */
export async function closedDaysIn(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ startDate: closures.startDate, endDate: closures.endDate })
    .from(closures)
    .where(and(gte(closures.endDate, from), lte(closures.startDate, to)));
  return closedDates(rows, from, to);
}
