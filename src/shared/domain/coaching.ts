import { addDays, dayOfWeek } from "./schedule";

/**
 * The coaching loop's pure rules (decision 031): what a logged set may hold, the
 * estimated one-repetition maximum (Epley), a session's volume, weeks and adherence.
 */

/** The realistic ranges of a logged set and of a body measurement: refused outside, never clamped. */
export const LOG_REPS_MIN = 1;
export const LOG_REPS_MAX = 100;
export const LOG_WEIGHT_MIN = 0;
export const LOG_WEIGHT_MAX = 500;
export const LOG_SECONDS_MIN = 1;
export const LOG_SECONDS_MAX = 3 * 60 * 60;
/** How far back a member may log a session (days before the studio's today). */
export const LOG_DAYS_BACK = 60;

/** A pain reported within this many days (today included) puts the member on the attention list. */
export const PAIN_RECENT_DAYS = 14;

export const NUTRITION_FOLLOWED = ["yes", "partly", "no"] as const;
export type NutritionFollowed = (typeof NUTRITION_FOLLOWED)[number];

/**
 * Epley's estimate of the one-repetition maximum: weight × (1 + reps / 30); one repetition is the
 * weight itself. Rounded to 0.1 kg. A set without weight (body weight, or timed) has none.
 */
export function epley1RM(weightKg: number | null, reps: number | null): number | null {
  if (weightKg === null || reps === null || weightKg <= 0 || reps < 1) return null;
  const e = reps === 1 ? weightKg : weightKg * (1 + reps / 30);
  return Math.round(e * 10) / 10;
}

/** A set's volume: repetitions × weight (kg); a set without both counts 0. */
export function setVolume(weightKg: number | null, reps: number | null): number {
  return weightKg !== null && reps !== null ? weightKg * reps : 0;
}

/** Every date from `from` to `to` (inclusive) that falls within one of the closures' ranges. */
export function closedDates(
  closures: readonly { startDate: string; endDate: string }[],
  from: string,
  to: string,
): Set<string> {
  const out = new Set<string>();
  for (const c of closures)
    for (let d = c.startDate < from ? from : c.startDate; d <= c.endDate && d <= to; d = addDays(d, 1))
      out.add(d);
  return out;
}

/** The Monday (ISO week start) of a date 'YYYY-MM-DD'. */
export function weekStart(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

type SetLike = {
  exerciseId: string | null;
  exerciseName: string;
  reps: number | null;
  weightKg: number | null;
};
type LogLike = { date: string; sets: readonly SetLike[] };

export type ExerciseSession = { date: string; e1rm: number | null; volume: number; sets: number };
export type ExerciseProgress = {
  key: string;
  name: string;
  best1rm: number | null;
  bestDate: string | null;
  sessions: ExerciseSession[];
};

/**
 * Per exercise (the library's id, else the name), oldest session first: each session's best
 * estimated 1RM (Epley) and total volume (Σ reps × kg), and the best estimate of all with its date.
 */
export function exerciseProgress(logs: readonly LogLike[]): ExerciseProgress[] {
  const byKey = new Map<string, ExerciseProgress>();
  const sorted = [...logs].sort((a, b) => a.date.localeCompare(b.date));
  for (const log of sorted) {
    const perKey = new Map<string, SetLike[]>();
    for (const s of log.sets) {
      const key = s.exerciseId ?? `name:${s.exerciseName}`;
      perKey.set(key, [...(perKey.get(key) ?? []), s]);
    }
    for (const [key, sets] of perKey) {
      const estimates = sets.map((s) => epley1RM(s.weightKg, s.reps)).filter((e): e is number => e !== null);
      const e1rm = estimates.length ? Math.max(...estimates) : null;
      const volume = Math.round(sets.reduce((sum, s) => sum + setVolume(s.weightKg, s.reps), 0) * 100) / 100;
      const p = byKey.get(key) ?? {
        key,
        name: sets[0]!.exerciseName,
        best1rm: null,
        bestDate: null,
        sessions: [],
      };
      p.name = sets[0]!.exerciseName;
      p.sessions.push({ date: log.date, e1rm, volume, sets: sets.length });
      if (e1rm !== null && (p.best1rm === null || e1rm > p.best1rm)) {
        p.best1rm = e1rm;
        p.bestDate = log.date;
      }
      byKey.set(key, p);
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

type ProgramLike = { startDate: string; createdAt: string; days: readonly { dayKey: string }[] };
const WEEK_KEYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** The program in force on a date: the one started last on or before it (ties: the newest written). */
function programOn<P extends ProgramLike>(programs: readonly P[], date: string): P | null {
  let best: P | null = null;
  for (const p of programs)
    if (
      p.startDate <= date &&
      (!best ||
        p.startDate > best.startDate ||
        (p.startDate === best.startDate && p.createdAt > best.createdAt))
    )
      best = p;
  return best;
}

export type WeekTally = { weekStart: string; planned: number; done: number };

/**
 * The last `weeks` weeks (Monday first, the current week last): sessions planned (each day whose
 * weekday is a day of the program in force that day, unless the studio is closed that day) and
 * sessions done (days with a logged set).
 */
export function weeklySessions(
  logs: readonly LogLike[],
  programs: readonly ProgramLike[],
  today: string,
  weeks: number,
  closedDays: ReadonlySet<string> = new Set(),
): WeekTally[] {
  const loggedDays = new Set(logs.filter((l) => l.sets.length > 0).map((l) => l.date));
  const first = addDays(weekStart(today), -7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, w) => {
    const start = addDays(first, 7 * w);
    let planned = 0;
    let done = 0;
    for (let i = 0; i < 7; i++) {
      const date = addDays(start, i);
      const p = programOn(programs, date);
      if (!closedDays.has(date) && p?.days.some((d) => d.dayKey === WEEK_KEYS[i])) planned++;
      if (loggedDays.has(date)) done++;
    }
    return { weekStart: start, planned, done };
  });
}

/**
 * Adherence over whole weeks: sessions done (at most the planned ones each week) ÷ sessions
 * planned, as a whole percentage; null when nothing was planned.
 */
export function adherencePercent(weeks: readonly WeekTally[]): number | null {
  const planned = weeks.reduce((s, w) => s + w.planned, 0);
  if (planned === 0) return null;
  const done = weeks.reduce((s, w) => s + Math.min(w.done, w.planned), 0);
  return Math.round((done / planned) * 100);
}
