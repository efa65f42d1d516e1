import { eq } from "drizzle-orm";
import { fitnessQuestionnaires, nutritionQuestionnaires } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";
import { toAdminFitness, toAdminNutrition } from "./present";

/**
 * The member's questionnaires, whole (the coaches' notes on them included: they are about the
 * member). Erasing removes the answers; a coach's review mark on someone else's row is unlinked
 * by the foreign key (set null) when the coach's account goes.
 */
export const questionnairesPersonalData: PersonalDataSource = {
  key: "questionnaires",
  tables: ["nutrition_questionnaires", "fitness_questionnaires"],
  exportFor: async (tx, member) => {
    const who = { name: "", email: member.email };
    const [nutrition] = await tx
      .select()
      .from(nutritionQuestionnaires)
      .where(eq(nutritionQuestionnaires.userId, member.id));
    const [fitness] = await tx
      .select()
      .from(fitnessQuestionnaires)
      .where(eq(fitnessQuestionnaires.userId, member.id));
    const strip = <T extends { name: string }>({ name: _name, ...rest }: T) => rest;
    return {
      nutrition: nutrition ? strip(toAdminNutrition(nutrition, who)) : null,
      fitness: fitness ? strip(toAdminFitness(fitness, who)) : null,
    };
  },
  erase: async (tx, member) => {
    await tx.delete(nutritionQuestionnaires).where(eq(nutritionQuestionnaires.userId, member.id));
    await tx.delete(fitnessQuestionnaires).where(eq(fitnessQuestionnaires.userId, member.id));
  },
};
