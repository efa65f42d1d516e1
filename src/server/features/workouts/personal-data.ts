import { eq } from "drizzle-orm";
import { workoutPlans } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";
import { listPrograms } from "../../domain/workout-programs";

/** A member's workout programs: exported whole, erased with the account. */
export const workoutsPersonalData: PersonalDataSource = {
  key: "workouts",
  tables: ["workout_plans"],
  exportFor: async (tx, member) => ({ programs: await listPrograms(tx, member.id) }),
  erase: async (tx, member) => {
    await tx.delete(workoutPlans).where(eq(workoutPlans.userId, member.id));
  },
};
