import { count } from "drizzle-orm";
import type { Tx } from "./client";
import { announcements, classes, closures, packages } from "./schema";
import { SEED_ANNOUNCEMENTS, SEED_CLOSURES, SEED_PACKAGES, SEED_PILATES_CLASSES } from "./seed-data";

/**
 * The spec's example studio (decision 053): its package catalogue, closures, announcements and a week
 * of Reformer Pilates classes. Loaded only when the owner asks for it at the first sign-in (or the
 * deploy sets `EXAMPLE_STUDIO`); safe to run twice, rows already there are left as they are.
 */
export async function seedExampleStudio(tx: Tx) {
  await tx
    .insert(packages)
    .values(SEED_PACKAGES.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await tx
    .insert(announcements)
    .values(SEED_ANNOUNCEMENTS.map((a) => ({ ...a })))
    .onConflictDoNothing();
  await tx.insert(closures).values(SEED_CLOSURES).onConflictDoNothing();
  await seedPilatesWeek(tx);
}

/** The first week of Reformer Pilates classes, only into an empty timetable (never beside the studio's own). */
export async function seedPilatesWeek(tx: Tx) {
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(classes);
  if (n === 0) await tx.insert(classes).values(SEED_PILATES_CLASSES).onConflictDoNothing();
}
