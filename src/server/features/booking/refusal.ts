import type { LocationKey } from "../../../shared/domain/locations";
import type { Schedule } from "../../../shared/domain/schedules";
import type { ErrorCode, ErrorParams } from "../../../shared/errors";
import { placeWords } from "../../domain/locations";
import { type Reader, scheduleRefusal } from "../../domain/schedules";
import type { AppError } from "../../platform/errors";

/**
 * A refused booking as an error, the same for every schedule (one code per rule, decision 035):
 * a full slot or class the member saw with room is 'just filled'; every refusal carries the
 * schedule's words (`refusalWords`), so the sentence says "class" or "slot" and names the credits.
 */
export async function bookingRefusal(
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
  return scheduleRefusal(db, schedule, error.code, { ...error.params, ...(await placesOf(db, error)) });
}

/**
 * Credits not valid at the schedule's location (decision 057): the keys they are valid at become
 * their names in both languages, so the sentence (`{{places, name}}`) names them in the reader's.
 */
export async function placesOf(
  db: Reader,
  error: { code: ErrorCode; params?: ErrorParams },
): Promise<{ places?: { gr: string; en: string } }> {
  if (error.code !== "PACKAGE_NOT_VALID_HERE") return {};
  const { locations } = error.params as { locations: LocationKey[] };
  return { places: await placeWords(db, locations) };
}
