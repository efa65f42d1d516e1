import { asc, eq } from "drizzle-orm";
import type { ClosureView } from "../../../shared/schemas/booking";
import type { Db } from "../../db/client";
import { closures, slotCapacity } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** Capacity overrides (spec: /admin-slot-capacity) and closed date ranges; booking reads both at once. */

export async function capacityOn(db: Db, date: string) {
  const [row] = await db
    .select({ capacity: slotCapacity.capacity })
    .from(slotCapacity)
    .where(eq(slotCapacity.date, date));
  return { date, capacity: row?.capacity ?? null };
}

export async function setCapacity(db: Db, o: { date: string; capacity: number; adminId: string }) {
  await db
    .insert(slotCapacity)
    .values({ date: o.date, capacity: o.capacity, updatedBy: o.adminId })
    .onConflictDoUpdate({
      target: slotCapacity.date,
      set: { capacity: o.capacity, updatedBy: o.adminId, updatedAt: new Date() },
    });
  return { date: o.date, capacity: o.capacity };
}

export async function clearCapacity(db: Db, date: string) {
  await db.delete(slotCapacity).where(eq(slotCapacity.date, date));
  return { date, capacity: null };
}

export async function listClosures(db: Db): Promise<ClosureView[]> {
  return db
    .select({
      id: closures.id,
      startDate: closures.startDate,
      endDate: closures.endDate,
      note: closures.note,
    })
    .from(closures)
    .orderBy(asc(closures.startDate));
}

export async function addClosure(
  db: Db,
  o: { startDate: string; endDate: string; note: string },
): Promise<ClosureView> {
  const [row] = await db.insert(closures).values(o).returning({
    id: closures.id,
    startDate: closures.startDate,
    endDate: closures.endDate,
    note: closures.note,
  });
  return row!;
}

export async function removeClosure(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(closures).where(eq(closures.id, id)).returning({ id: closures.id });
  if (deleted.length === 0) throw notFound("CLOSURE_NOT_FOUND");
}
