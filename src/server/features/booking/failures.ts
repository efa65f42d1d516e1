import type { Database } from "../../db/client";
import { isTransientDatabaseError } from "../../db/database-errors";
import { clientErrors } from "../../db/schema";
import { AppError, type ErrorCode } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import type { BookingSource, Metrics } from "../../platform/metrics";

/** Postgres' unique_violation, wherever Drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The name of the constraint a unique violation broke, wherever Drizzle wrapped it. */
export function violatedConstraint(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const c = e as { code?: unknown; constraint?: unknown };
    if (c.code === "23505") return typeof c.constraint === "string" ? c.constraint : null;
  }
  return null;
}

/**
 * Runs a booking or cancellation; a rule's refusal (AppError) passes through, anything else is
 * logged, written to `client_errors` (the spec's error_logs) and answered with `code`. A dropped
 * database connection, a deadlock or a serialization failure passes through too: the server retries
 * the request or answers 503 (decision 027).
 * A booking (`booking` names who made it) is counted for /metrics: committed, or refused by its code.
 */
export async function recordingFailures<T>(
  deps: { database: Database; logger: Logger; metrics?: Metrics },
  o: { userId: string | null; context: string; code: ErrorCode; booking?: BookingSource },
  fn: () => Promise<T>,
): Promise<T> {
  try {
    const result = await fn();
    if (o.booking) deps.metrics?.booked(o.booking);
    return result;
  } catch (err) {
    if (err instanceof AppError && o.booking) deps.metrics?.refused(err.code);
    if (err instanceof AppError || isTransientDatabaseError(err)) throw err;
    deps.logger.error({ err, context: o.context, userId: o.userId }, `${o.context} failed`);
    const e = err instanceof Error ? err : new Error(String(err));
    await deps.database.db
      .insert(clientErrors)
      .values({
        userId: o.userId,
        message: e.message.slice(0, 2000),
        stack: e.stack?.slice(0, 8000),
        context: o.context,
      })
      .catch((logErr: unknown) => deps.logger.error({ err: logErr }, "could not record the failure"));
    throw new AppError(500, o.code);
  }
}
