import { eq } from "drizzle-orm";
import type { LocationKey, LocationRow } from "../../../shared/domain/locations";
import type { LocationCreate, LocationSettings } from "../../../shared/schemas/locations";
import { locations } from "../../db/schema";
import { recordActivity, type StaffWriter } from "../../domain/activity";
import { locationColumns as columns } from "../../domain/locations";
import { conflict, notFound } from "../../platform/errors";

/** The owner's writes of the studio's locations (decision 057); the reads are `domain/locations.ts`. */

/** A new location ('kifisia'); 409 LOCATION_KEY_TAKEN. */
export async function createLocation(w: StaffWriter, input: LocationCreate): Promise<LocationRow> {
  return w.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values(input)
      .onConflictDoNothing({ target: locations.key })
      .returning(columns);
    if (!row) throw conflict("LOCATION_KEY_TAKEN");
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "location", action: "create", after: row },
      at: w.clock.now(),
    });
    return row;
  });
}

/** The owner's changes of a location (its key stays); the last open location is never closed. */
export async function updateLocation(
  w: StaffWriter,
  key: LocationKey,
  input: LocationSettings,
): Promise<LocationRow> {
  return w.db.transaction(async (tx) => {
    // Every location locked: two owners closing the last two open ones at once cannot both pass.
    const all = await tx.select(columns).from(locations).for("update");
    const before = all.find((l) => l.key === key);
    if (!before) throw notFound("LOCATION_NOT_FOUND");
    if (!input.active && !all.some((l) => l.key !== key && l.active)) throw conflict("LOCATION_LAST_ACTIVE");
    const [row] = await tx.update(locations).set(input).where(eq(locations.key, key)).returning(columns);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "location", action: "update", before, after: row! },
      at: w.clock.now(),
    });
    return row!;
  });
}
