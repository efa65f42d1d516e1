import { and, eq } from "drizzle-orm";
import { REMINDER_DEFAULTS } from "../../shared/domain/reminders";
import { REMINDER_KINDS } from "../../shared/schemas/reminders";
import type { FIRST_RUN_CHOICES } from "../../shared/schemas/setup";
import type { Db, Tx } from "./client";
import { appMeta, closures, exercises, measurementKinds, packages, reminderRules } from "./schema";
import {
  OLD_PACKAGE_NAMES,
  OLD_SUMMER_CLOSURE_NOTE,
  SEED_MEASUREMENT_KINDS,
  SEED_PACKAGES,
  SUMMER_CLOSURE_NOTE,
} from "./seed-data";
import { seedExampleStudio, seedPilatesWeek } from "./seed-example";
import { FIRST_LIBRARY_SIZE, SEED_EXERCISES } from "./seed-exercises";

const SEED_VERSION = "6";

/** The owner's first-run answer in `app_meta` (decision 053): "empty" or "example"; no row while unasked. */
export const FIRST_RUN_KEY = "first_run";
export type FirstRunChoice = (typeof FIRST_RUN_CHOICES)[number];

/**
 * Runs once per installation and version (recorded in app_meta), and is safe to run twice: rows
 * already there are left as they are. A seeded row the studio deleted does not come back at
 * restart: a first start inserts what every studio needs; an installation seeded at an older version
 * gets only the steps added since (`upgrades`), never the whole list again. The example studio comes
 * at a first start only with `example` (the deploy's `EXAMPLE_STUDIO`, the tests), which also answers
 * the owner's first-run question; otherwise the owner chooses at the first sign-in (decision 053).
 */
export async function seedDatabase(db: Db, o: { example?: boolean } = {}): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, "seed_version"));
  if (done?.value === SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    if (!done) await firstSeed(tx, o.example ?? false);
    else for (const [version, step] of upgrades) if (Number(done.value) < version) await step(tx);
    await tx
      .insert(appMeta)
      .values({ key: "seed_version", value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION } });
  });
  return true;
}

/** What serves every studio: the exercise library, the measurement kinds, the reminders' rules. */
async function firstSeed(tx: Tx, example: boolean) {
  await tx.insert(exercises).values(SEED_EXERCISES).onConflictDoNothing();
  await seedMeasurementKinds(tx);
  await seedReminderRules(tx);
  if (example) {
    await seedExampleStudio(tx);
    await recordFirstRun(tx, "example");
  }
}

/** Writes the first-run answer once: false when it was already given. */
export async function recordFirstRun(tx: Tx, choice: FirstRunChoice): Promise<boolean> {
  const written = await tx
    .insert(appMeta)
    .values({ key: FIRST_RUN_KEY, value: choice })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return written.length > 0;
}

/** The kinds of measurement a member keeps from the start: weight and waist. */
async function seedMeasurementKinds(tx: Tx) {
  await tx
    .insert(measurementKinds)
    .values(SEED_MEASUREMENT_KINDS.map((k) => ({ ...k })))
    .onConflictDoNothing();
}

/** The automatic reminders' rules, off, with their default days and words; only kinds without a row. */
async function seedReminderRules(tx: Tx) {
  await tx
    .insert(reminderRules)
    .values(REMINDER_KINDS.map((k) => ({ ...REMINDER_DEFAULTS[k] })))
    .onConflictDoNothing();
}

/** What each seed version added, for installations seeded before it. */
const upgrades: [version: number, step: (tx: Tx) => Promise<void>][] = [
  [
    2,
    async (tx) => {
      // The flexible package the spec shows, and the closure note in both languages
      // where the studio has not rewritten it.
      const flex = SEED_PACKAGES.filter((p) => p.slug === "flex-32").map((p) => ({ ...p }));
      await tx.insert(packages).values(flex).onConflictDoNothing();
      await tx
        .update(closures)
        .set({ note: SUMMER_CLOSURE_NOTE })
        .where(and(eq(closures.slug, "summer-2025"), eq(closures.note, OLD_SUMMER_CLOSURE_NOTE)));
    },
  ],
  // Pilates packages were on sale with no class to book: a week of classes where the
  // studio has none yet.
  [3, seedPilatesWeek],
  [
    3,
    async (tx) => {
      // The library in Greek and English: the Greek names of the first exercises where
      // the studio has not given one, and the exercises added since (the first ones the studio
      // deleted stay deleted).
      for (const e of SEED_EXERCISES.slice(0, FIRST_LIBRARY_SIZE))
        await tx
          .update(exercises)
          .set({ nameGr: e.nameGr })
          .where(and(eq(exercises.name, e.name), eq(exercises.nameGr, "")));
      await tx.insert(exercises).values(SEED_EXERCISES.slice(FIRST_LIBRARY_SIZE)).onConflictDoNothing();
    },
  ],
  [
    3,
    async (tx) => {
      // Seeded packages in both languages: the English site's name where the studio has
      // not given one, and the Greek name of a package whose seeded name the studio kept.
      for (const p of SEED_PACKAGES) {
        if (!("nameEn" in p)) continue;
        const old = OLD_PACKAGE_NAMES[p.slug];
        if (old)
          await tx
            .update(packages)
            .set({ name: p.name })
            .where(and(eq(packages.slug, p.slug), eq(packages.name, old)));
        await tx
          .update(packages)
          .set({ nameEn: p.nameEn })
          .where(and(eq(packages.slug, p.slug), eq(packages.nameEn, ""), eq(packages.name, p.name)));
      }
    },
  ],
  // Body measurements: weight and waist.
  [4, seedMeasurementKinds],
  // The automatic reminders' rules.
  [5, seedReminderRules],
  // Installations from before the first-run question were given the example studio: nothing to ask.
  [6, async (tx) => void (await recordFirstRun(tx, "example"))],
];
