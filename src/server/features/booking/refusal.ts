import type { Schedule } from "../../../shared/domain/schedules";
import type { ErrorCode, ErrorParams } from "../../../shared/errors";
import { type Reader, scheduleRefusal } from "../../domain/schedules";
import type { AppError } from "../../platform/errors";

/**
 * A refused booking as an error, the same for every schedule (one code per rule, decision 035):
 * a full slot or class the member saw with room is 'just filled'; every refusal carries the
 * schedule's words (`refusalWords`), so the sentence says "class" or "slot" and names the credits.
 */
export function bookingRefusal(
  db: Reader,
  schedule: Schedule,
  error: { code: ErrorCode; params?: ErrorParams },
  seenCount?: number,
): Promise<AppError> {
  if (error.code === "SLOT_FULL") {
    const { count, max } = error.params as { count: number; max: number };
    const code = seenCount !== undefined && seenCount < max ? "SLOT_JUST_FILLED" : "SLOT_FULL";
    return scheduleRefusal(db, schedule, code, { count, max });
  }
  return scheduleRefusal(db, schedule, error.code, error.params);
}
