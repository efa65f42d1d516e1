/**
 * What a database error means for the request that met it (decision 027): a connection that is
 * gone (the request may run again on a new one, if it changed nothing), or a transaction the
 * database rolled back to end a deadlock or a serialization failure (likewise). `connection-loss.ts`
 * acts on them; a feature that catches errors lets them through (`isTransientDatabaseError`).
 */

/** SQLSTATEs and socket errors of a connection that is gone or cannot be had now. */
const LOSS_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, in recovery
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** node-postgres's own words for a dead connection (its errors carry no code). */
const LOSS_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|terminating connection|server closed the connection/i;

/**
 * SQLSTATEs of a transaction the database rolled back so that another could go on: a deadlock
 * (40P01), a serialization failure (40001). Nothing it did remains, so it may run again.
 */
const CONFLICT_CODES = new Set(["40P01", "40001"]);

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error inside `err` that `matches` (Drizzle wraps the driver's error as its cause), or null. */
function errorInside(err: unknown, matches: (e: ErrorLike) => boolean): Error | null {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  while (stack.length) {
    const e = stack.pop() as ErrorLike | null | undefined;
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    if (matches(e)) return e as Error;
    stack.push(e.cause);
    if (Array.isArray(e.errors)) stack.push(...e.errors);
  }
  return null;
}

/** The connection error inside `err`, or null. */
export const connectionLossOf = (err: unknown) =>
  errorInside(
    err,
    (e) =>
      (typeof e.code === "string" && LOSS_CODES.has(e.code)) ||
      (typeof e.message === "string" && LOSS_MESSAGE.test(e.message)),
  );

export const isConnectionLoss = (err: unknown) => connectionLossOf(err) !== null;

/** The deadlock or serialization failure inside `err`, or null. */
export const transactionConflictOf = (err: unknown) =>
  errorInside(err, (e) => typeof e.code === "string" && CONFLICT_CODES.has(e.code));

/**
 * An error the request scope handles, not a feature: a dropped connection, a deadlock, a
 * serialization failure. A feature that catches errors to record or translate them lets these
 * through, so the request runs once more or answers 503.
 */
export const isTransientDatabaseError = (err: unknown) =>
  isConnectionLoss(err) || transactionConflictOf(err) !== null;

/** Why, in a log line: the driver's code and message. */
export function lossReason(err: unknown): string {
  const e = (connectionLossOf(err) ?? transactionConflictOf(err) ?? err) as ErrorLike;
  return [e?.code, e?.message].filter((x) => typeof x === "string" && x).join(": ") || String(err);
}
