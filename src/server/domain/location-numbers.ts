import { type SQL, sql } from "drizzle-orm";
import type { LocationKey } from "../../shared/domain/locations";
import type { Db } from "../db/client";
import { hasManyLocations, listLocations, readLocation } from "./locations";

/**
 * The owner's numbers per location and together (decision 057, "Numbers"): a booking, a waitlist
 * place or a cancellation is at its schedule's location (no table repeats it), a balance or a
 * package request is valid where its `valid_at` / `locations` say (null: every location).
 * `undefined` is the studio's total, the answer as it was before locations.
 */
export type Place = LocationKey | undefined;

/** SQL: the schedule key `schedule` is held at `place` (always true for the total). */
export const heldAt = (schedule: SQL, place: Place): SQL =>
  place === undefined
    ? sql`true`
    : sql`${schedule} in (select held.key from schedules held where held.location = ${place})`;

/** SQL: the places `places` (a text[] column, null: every location) include `place` (always true for the total). */
export const validThere = (places: SQL, place: Place): SQL =>
  place === undefined ? sql`true` : sql`(${places} is null or ${place}::text = any(${places}))`;

/** 404 LOCATION_NOT_FOUND for a location the studio does not have; nothing for the total. */
export async function askedPlace(db: Db, place: Place): Promise<void> {
  if (place !== undefined) await readLocation(db, place);
}

/**
 * The locations a total is broken into, in the owner's order: every one (a switched-off one too,
 * so the parts add up to the total) when the studio has two or more open; none for one location
 * (its answer stays as it was) or when the numbers are of one location already.
 */
export async function breakdownPlaces(db: Db, place: Place): Promise<LocationKey[]> {
  if (place !== undefined || !(await hasManyLocations(db))) return [];
  return (await listLocations(db)).map((l) => l.key);
}
