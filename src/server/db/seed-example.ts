import { and, count, eq } from "drizzle-orm";
import type { Tx } from "./client";
import { announcements, classes, closures, creditKinds, packages, schedules } from "./schema";
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

/** The names the migrations gave the class schedule and its kind of credit: the example's. */
const EXAMPLE_CLASS_NAME = "Reformer Pilates";

/**
 * A studio started empty keeps the class schedule and its kind of credit the migrations made (their
 * keys are referenced everywhere), under neutral names the owner renames on the settings screen; a
 * name the owner already changed is left alone.
 */
export async function neutralClassNames(tx: Tx) {
  await tx
    .update(schedules)
    .set({ nameGr: "Μαθήματα", nameEn: "Classes" })
    .where(and(eq(schedules.key, "pilates"), eq(schedules.nameEn, EXAMPLE_CLASS_NAME)));
  await tx
    .update(creditKinds)
    .set({ nameGr: "Μαθήματα", nameEn: "Class credits" })
    .where(and(eq(creditKinds.key, "pilates"), eq(creditKinds.nameEn, EXAMPLE_CLASS_NAME)));
}
