import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "./client";
import { announcements, appMeta, closures, exercises, packages } from "./schema";
import {
  OLD_SUMMER_CLOSURE_NOTE,
  SEED_ANNOUNCEMENTS,
  SEED_CLOSURES,
  SEED_EXERCISES,
  SEED_PACKAGES,
  SUMMER_CLOSURE_NOTE,
} from "./seed-data";

const SEED_VERSION = "2";

/**
 * Runs once per installation and version (recorded in app_meta), and is safe to run twice: rows
 * already there are left as they are. A seeded row the studio deleted does not come back at
 * restart: a first start inserts everything; an installation seeded at an older version gets only
 * the steps added since (`upgrades`), never the whole list again.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, "seed_version"));
  if (done?.value === SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    if (!done) await firstSeed(tx);
    else for (const [version, step] of upgrades) if (Number(done.value) < version) await step(tx);
    await tx
      .insert(appMeta)
      .values({ key: "seed_version", value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION } });
  });
  return true;
}

async function firstSeed(tx: Tx) {
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
}

/** What each seed version added, for installations seeded before it. */
const upgrades: [version: number, step: (tx: Tx) => Promise<void>][] = [
  [
    2,
    async (tx) => {
      // The flexible package the spec shows (issue 18), and the closure note in both languages
      // where the studio has not rewritten it.
      const flex = SEED_PACKAGES.filter((p) => p.slug === "flex-32").map((p) => ({ ...p }));
      await tx.insert(packages).values(flex).onConflictDoNothing();
      await tx
        .update(closures)
        .set({ note: SUMMER_CLOSURE_NOTE })
        .where(and(eq(closures.slug, "summer-2025"), eq(closures.note, OLD_SUMMER_CLOSURE_NOTE)));
    },
  ],
];
