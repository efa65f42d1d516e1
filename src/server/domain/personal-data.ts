import type { Tx } from "../db/client";

/**
 * What one feature holds about a member, for the member's 'download my data' and 'delete my
 * account' (the terms' promises). Each feature that keeps personal data exports one
 * source from `src/server/features/<feature>/personal-data.ts`; `src/server/personal-data.ts`
 * lists them all (the only place that imports several features), and the account feature walks
 * that list. A feature that adds a table holding a member's data adds it to its source.
 */
export type PersonalDataSource = {
  /** The key of this feature's part of the export file, e.g. "questionnaires". */
  key: string;
  /**
   * The tables (SQL names) whose rows about a member this source exports and erases: a test checks
   * that every table referring to a user is covered by some source.
   */
  tables: string[];
  /** Everything this feature keeps about the member, as plain JSON (dates as ISO strings). */
  exportFor: (tx: Tx, member: { id: string; email: string }) => Promise<unknown>;
  /**
   * Inside the deletion's transaction: removes what identifies the member (their answers, plans,
   * feedback), or unlinks rows the studio keeps for its figures and books.
   */
  erase: (tx: Tx, member: { id: string; email: string }, at: ErasureTime) => Promise<void>;
};

/** When an erasure runs (the service's clock) and the studio's time zone, for rows that depend on it. */
export type ErasureTime = { now: Date; tz: string };
