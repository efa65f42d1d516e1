import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { announcements, appMeta, closures, exercises, packages } from "./schema";
import { SEED_ANNOUNCEMENTS, SEED_CLOSURES, SEED_EXERCISES, SEED_PACKAGES } from "./seed-data";

const SEED_VERSION = "1";

/**
 * Runs once per installation (recorded in app_meta), and is safe to run twice: rows already
 * there are left as they are. A seeded row the studio deleted does not come back at restart.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, "seed_version"));
  if (done?.value === SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(packages)
      .values(SEED_PACKAGES.map((p) => ({ ...p })))
      .onConflictDoNothing();
    await tx.insert(exercises).values(SEED_EXERCISES).onConflictDoNothing();
    await tx
      .insert(announcements)
      .values(SEED_ANNOUNCEMENTS.map((a) => ({ ...a })))
      .onConflictDoNothing();
    await tx.insert(closures).values(SEED_CLOSURES).onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: "seed_version", value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION } });
  });
  return true;
}
