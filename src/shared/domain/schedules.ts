/**
 * The studio's two bookable schedules (issue 17): the gym floor's hourly slots and the Reformer
 * Pilates classes. A booking, a waitlist place and a spent credit each name one. The credit kinds of
 * the ledger are the same two words.
 */
export const SCHEDULES = ["gym", "pilates"] as const;
export type Schedule = (typeof SCHEDULES)[number];

export function isSchedule(value: unknown): value is Schedule {
  return typeof value === "string" && (SCHEDULES as readonly string[]).includes(value);
}
