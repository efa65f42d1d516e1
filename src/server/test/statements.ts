import type { SqlLogger } from "../db/client";

/**
 * Transaction control: Drizzle sends it as statements on PostgreSQL but PGlite's own `transaction`
 * does it unseen, so neither kind counts it and a budget holds on both.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * Counts the statements an app sends while `during` runs (give `sqlLogger` to `createTestApp`): a
 * request's budget of round trips, which a change must not raise unseen. Statements outside
 * `during` (set-up, checks) are not counted.
 */
export function statementCounter() {
  let seen: string[] | null = null;
  const sqlLogger: SqlLogger = {
    logQuery(query) {
      if (seen && !TRANSACTION_CONTROL.test(query)) seen.push(query);
    },
  };
  async function during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    if (seen) throw new Error("statementCounter: one count at a time");
    const statements: string[] = [];
    seen = statements;
    try {
      return { result: await fn(), statements };
    } finally {
      seen = null;
    }
  }
  return { sqlLogger, during };
}
