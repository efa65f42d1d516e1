import { asc, eq, inArray } from "drizzle-orm";
import {
  type LocationKey,
  type LocationRow,
  locationName,
  type StaffPlaces,
  staffWorksAt,
} from "../../shared/domain/locations";
import type { Role } from "../../shared/domain/roles";
import type { Tx } from "../db/client";
import { locations, staffLocations, studioIdentity } from "../db/schema";
import { AppError, notFound } from "../platform/errors";

/**
 * The studio's locations as rows (decision 057): read by the booking features (where a schedule is
 * held), the staff guards (where a trainer or desk works) and the public pages; written by the
 * owner's settings (`features/locations`).
 */

type Reader = Pick<Tx, "select">;

export const locationColumns = {
  key: locations.key,
  nameGr: locations.nameGr,
  nameEn: locations.nameEn,
  address: locations.address,
  addressEn: locations.addressEn,
  mapUrl: locations.mapUrl,
  phone: locations.phone,
  hoursGr: locations.hoursGr,
  hoursEn: locations.hoursEn,
  active: locations.active,
  position: locations.position,
};

/** Every location, in the owner's order (switched-off ones too). */
export function listLocations(db: Reader): Promise<LocationRow[]> {
  return db.select(locationColumns).from(locations).orderBy(asc(locations.position), asc(locations.key));
}

/** The open locations, in the owner's order: what visitors are shown (`GET /api/locations`, /about). */
export async function listOpenLocations(db: Reader): Promise<LocationRow[]> {
  return (await listLocations(db)).filter((l) => l.active);
}

/** The location `key` names, or 404 LOCATION_NOT_FOUND. */
export async function readLocation(db: Reader, key: LocationKey): Promise<LocationRow> {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.key, key));
  if (!row) throw notFound("LOCATION_NOT_FOUND");
  return row;
}

/** 404 LOCATION_NOT_FOUND unless every key names a location. */
export async function knownLocations(db: Reader, keys: readonly LocationKey[]): Promise<void> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return;
  const found = await db.select({ key: locations.key }).from(locations).where(inArray(locations.key, wanted));
  if (found.length !== wanted.length) throw notFound("LOCATION_NOT_FOUND");
}

/**
 * Where a staff member works: null (every location) for the owner and for a trainer or desk the
 * owner has not assigned; else the assigned locations.
 */
export async function staffPlaces(db: Reader, who: { id: string; role: Role }): Promise<StaffPlaces> {
  if (who.role === "owner") return null;
  const rows = await db
    .select({ location: staffLocations.location })
    .from(staffLocations)
    .where(eq(staffLocations.userId, who.id));
  return rows.length === 0 ? null : rows.map((r) => r.location);
}

/** 403 LOCATION_FORBIDDEN unless the staff member works at `location`. */
export async function assertStaffAt(
  db: Reader,
  who: { id: string; role: Role },
  location: LocationKey,
): Promise<void> {
  if (!staffWorksAt(await staffPlaces(db, who), location)) throw new AppError(403, "LOCATION_FORBIDDEN");
}

/** Sets the locations a trainer or desk account works at (none: every location). */
export async function setStaffPlaces(tx: Tx, userId: string, places: readonly LocationKey[]): Promise<void> {
  await knownLocations(tx, places);
  await tx.delete(staffLocations).where(eq(staffLocations.userId, userId));
  if (places.length > 0)
    await tx.insert(staffLocations).values([...new Set(places)].map((location) => ({ userId, location })));
}

/** Whether the studio has more than one location switched on: below two, no screen names one. */
export async function hasManyLocations(db: Reader): Promise<boolean> {
  const rows = await db
    .select({ key: locations.key })
    .from(locations)
    .where(eq(locations.active, true))
    .limit(2);
  return rows.length > 1;
}

/**
 * The names of locations in both languages, joined for a sentence (`{{places, name}}`): the
 * refusal of credits spent elsewhere names where they are valid in the reader's language. A
 * location without names is the studio's own (its saved name; the key before the owner saves one).
 */
export async function placeWords(
  db: Reader,
  keys: readonly LocationKey[],
): Promise<{ gr: string; en: string }> {
  const rows = keys.length
    ? await db
        .select(locationColumns)
        .from(locations)
        .where(inArray(locations.key, [...keys]))
    : [];
  const ordered = rows.sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
  const [identity] = ordered.some((r) => !r.nameGr && !r.nameEn)
    ? await db.select({ name: studioIdentity.name }).from(studioIdentity).limit(1)
    : [];
  const words = (lang: "gr" | "en") =>
    ordered.map((r) => locationName(r, lang, { name: identity?.name ?? r.key })).join(", ");
  return { gr: words("gr"), en: words("en") };
}
