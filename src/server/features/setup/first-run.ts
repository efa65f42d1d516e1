import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import { FIRST_RUN_KEY, type FirstRunChoice, recordFirstRun } from "../../db/seed";
import { neutralClassNames, seedExampleStudio } from "../../db/seed-example";
import { recordActivity, type StaffWriter } from "../../domain/activity";
import { AppError } from "../../platform/errors";

/** The owner's first-run answer, or "ask" while it was never given (decision 053). */
export async function firstRunAnswer(db: Pick<Db, "select">): Promise<FirstRunChoice | "ask"> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FIRST_RUN_KEY));
  return (row?.value as FirstRunChoice | undefined) ?? "ask";
}

/**
 * Starts the studio empty (the class schedule and its credits under neutral names) or with the spec's
 * example (its packages, closures, announcements, a week of classes), once: the answer's row is the
 * lock, so a second answer (another tab, a double press) is refused with nothing loaded twice. On the activity log as an `identity` entry.
 */
export async function chooseFirstRun(w: StaffWriter, choice: FirstRunChoice): Promise<void> {
  await w.db.transaction(async (tx) => {
    if (!(await recordFirstRun(tx, choice))) throw new AppError(409, "FIRST_RUN_CHOSEN");
    if (choice === "example") await seedExampleStudio(tx);
    else await neutralClassNames(tx);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "identity",
      details: { action: "first_run", after: choice },
      at: w.clock.now(),
    });
  });
}
