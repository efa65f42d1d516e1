import { and, asc, eq, inArray } from "drizzle-orm";
import type { LocationKey } from "../../../shared/domain/locations";
import { STAFF_ROLES } from "../../../shared/domain/roles";
import type { StaffMember } from "../../../shared/schemas/staff";
import { notErased } from "../../auth/account-state";
import type { Db } from "../../db/client";
import { staffLocations, user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import { setStaffPlaces } from "../../domain/locations";
import { conflict } from "../../platform/errors";

/**
 * Staff at a place (decision 057): the owner's list of staff accounts with the locations each works
 * at, and the owner's assignment of a trainer or desk to locations (none: every location).
 */

/** Every staff account not erased, owners first, then by name, each with its locations. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(and(inArray(user.role, [...STAFF_ROLES]), notErased))
    .orderBy(asc(user.name), asc(user.email));
  const places = await db.select().from(staffLocations).orderBy(asc(staffLocations.location));
  const order = (r: { role: string }) => STAFF_ROLES.indexOf(r.role as StaffMember["role"]);
  return rows
    .sort((a, b) => order(a) - order(b))
    .map((r) => ({
      ...r,
      role: r.role as StaffMember["role"],
      locations: r.role === "owner" ? [] : places.filter((p) => p.userId === r.id).map((p) => p.location),
    }));
}

/**
 * The owner sets where a trainer or desk account works (404 USER_NOT_FOUND / ACCOUNT_ERASED,
 * 409 LOCATION_STAFF_ONLY for a member or an owner, who works everywhere; 404 LOCATION_NOT_FOUND for an
 * unknown key), recorded on the activity log as a change of the account's role.
 */
export async function setStaffLocations(
  db: Db,
  userId: string,
  keys: LocationKey[],
  ctx: { actorId: string; now: Date },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await liveMember(tx, userId, { lock: true });
    const [row] = await tx
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId));
    if (!row || (row.role !== "trainer" && row.role !== "desk")) throw conflict("LOCATION_STAFF_ONLY");
    const before = (await tx.select().from(staffLocations).where(eq(staffLocations.userId, userId))).map(
      (p) => p.location,
    );
    await setStaffPlaces(tx, userId, keys);
    const after = [...new Set(keys)].sort();
    if (before.sort().join() !== after.join())
      await recordActivity(tx, {
        actorId: ctx.actorId,
        memberId: userId,
        kind: "role",
        details: { places: true, before, after },
        at: ctx.now,
      });
    return { ...row, role: row.role, locations: after };
  });
}
