import { and, eq } from "drizzle-orm";
import { isLang } from "../../../shared/i18n";
import { type Program, type ProgramInput, programInputSchema } from "../../../shared/schemas/workouts";
import type { Deps } from "../../context";
import { user, workoutPlans } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";
import { studioName } from "../../domain/studio-identity";
import { programColumns, toProgram, withLibraryNames } from "../../domain/workout-programs";
import { inTransaction } from "../../platform/after-commit";
import { conflict, notFound } from "../../platform/errors";
import type { ProgramActor } from "./service";

/**
 * A program changed from the coach's page (decision 031): a new version, the old one kept
 * with the sessions logged against it. The member is told by e-mail, queued in the same transaction
 * and sent after the commit (the outbox's retry round sends what that misses).
 */
export async function createProgramVersion(
  deps: Pick<Deps, "database" | "mailer" | "config" | "logger">,
  previousId: string,
  input: ProgramInput,
  by: ProgramActor,
): Promise<Program> {
  const values = programInputSchema.parse(input);
  const { db } = deps.database;
  const program = await inTransaction(deps, async (tx) => {
    await liveMember(tx, values.userId, { lock: true });
    const [old] = await tx
      .select({ id: workoutPlans.id, version: workoutPlans.version })
      .from(workoutPlans)
      .where(and(eq(workoutPlans.id, previousId), eq(workoutPlans.userId, values.userId)))
      .for("update");
    if (!old) throw notFound("WORKOUT_NOT_FOUND");
    // Two coaches changing the same version: the second is told to start from the newer one.
    const [newer] = await tx
      .select({ id: workoutPlans.id })
      .from(workoutPlans)
      .where(eq(workoutPlans.previousId, old.id))
      .limit(1);
    if (newer) throw conflict("WORKOUT_VERSION_STALE");
    const [row] = await tx
      .insert(workoutPlans)
      .values({ ...values, previousId: old.id, version: old.version + 1 })
      .returning(programColumns);
    await recordActivity(tx, {
      actorId: by.actorId,
      memberId: values.userId,
      kind: "workout_program",
      details: { before: old.version, after: row!.version, program: row!.id, startDate: row!.startDate },
      at: by.now,
    });
    const [member] = await tx
      .select({ name: user.name, email: user.email, language: user.language })
      .from(user)
      .where(eq(user.id, values.userId));
    await deps.mailer.queue(tx, {
      to: member!.email,
      lang: isLang(member!.language) ? member!.language : "gr",
      template: "programUpdated",
      data: {
        name: member!.name,
        studio: await studioName(tx, deps.config),
        startDate: row!.startDate,
        version: row!.version,
        url: `${deps.config.publicUrl}/my-workouts`,
      },
    });
    return toProgram(row!);
  });
  return (await withLibraryNames(db, [program]))[0]!;
}
