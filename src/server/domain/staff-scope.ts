import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { LocationKey, StaffPlaces } from "../../shared/domain/locations";
import type { Role } from "../../shared/domain/roles";
import type { Schedule } from "../../shared/domain/schedules";
import type { Tx } from "../db/client";
import { reservations, schedules } from "../db/schema";
import { AppError } from "../platform/errors";
import { assertStaffAt, knownLocations, staffPlaces } from "./locations";

/**
 * Staff at a place (decision 057) for the reads and writes of the day: a trainer or desk assigned to
 * some locations sees and acts only on schedules held there; the owner and an unassigned account
 * everywhere. A schedule's place is its row's `location`, so rows of several schedules are kept by
 * their schedule key.
 */

type Reader = Pick<Tx, "select">;
export type StaffWho = { id: string; role: Role };

/** 403 LOCATION_FORBIDDEN unless the staff member works where `schedule` is held (an unknown key passes: its 404 is the caller's). */
export async function assertStaffAtSchedule(db: Reader, who: StaffWho, schedule: Schedule): Promise<void> {
  const places = await staffPlaces(db, who);
  if (places === null) return;
  const [row] = await db
    .select({ location: schedules.location })
    .from(schedules)
    .where(eq(schedules.key, schedule));
  if (row && !places.includes(row.location)) throw new AppError(403, "LOCATION_FORBIDDEN");
}

/** 403 LOCATION_FORBIDDEN unless the staff member works where reservation `id` is held (an unknown id passes: its 404 is the caller's). */
export async function assertStaffAtReservation(db: Reader, who: StaffWho, id: string): Promise<void> {
  if ((await staffPlaces(db, who)) === null) return;
  const [row] = await db
    .select({ schedule: reservations.schedule })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (row) await assertStaffAtSchedule(db, who, row.schedule);
}

/**
 * The locations a staff read covers: where the staff member works, narrowed to `asked` when they ask
 * for one (403 LOCATION_FORBIDDEN for a location they do not work at). Null: every location.
 */
export async function staffView(db: Reader, who: StaffWho, asked?: LocationKey): Promise<StaffPlaces> {
  if (asked === undefined) return staffPlaces(db, who);
  await knownLocations(db, [asked]);
  await assertStaffAt(db, who, asked);
  return [asked];
}

/** A condition keeping rows whose schedule (`column`) is held at `places`; undefined for every location. */
export function scheduleAt(column: AnyColumn | SQL, places: StaffPlaces): SQL | undefined {
  if (places === null) return undefined;
  if (places.length === 0) return sql`false`;
  return sql`${column} in (select ${schedules.key} from ${schedules} where ${inArray(schedules.location, places)})`;
}
