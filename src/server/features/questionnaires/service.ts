import { eq } from "drizzle-orm";
import {
  CONSENT_VERSION,
  type FitnessAnswers,
  fitnessAnswersSchema,
  type MyFitness,
  type MyNutrition,
  type NutritionAnswers,
  nutritionAnswersSchema,
} from "../../../shared/schemas/questionnaires";
import type { Db, Tx } from "../../db/client";
import { fitnessQuestionnaires, memberAccounts, nutritionQuestionnaires } from "../../db/schema";
import { toMyFitness, toMyNutrition } from "./present";

/**
 * A member's own questionnaires: one row per member per questionnaire, written whole on every
 * submit (the consent is given again, with its time and text version). A changed questionnaire
 * waits for a coach's review again. The member's account records that it was completed, and when.
 */

/** What every submit writes besides the answers. */
const submitted = (now: Date) => ({
  consentAt: now,
  consentVersion: CONSENT_VERSION,
  submittedAt: now,
  updatedAt: now,
  reviewed: false,
  reviewedAt: null,
  reviewedBy: null,
});

const nutritionColumns = (a: NutritionAnswers) => {
  const { consent: _consent, ...answers } = a;
  return answers;
};

const fitnessColumns = (a: FitnessAnswers) => {
  const { consent: _consent, ...answers } = a;
  return answers;
};

async function markCompleted(tx: Tx, userId: string, kind: "nutrition" | "fitness", now: Date) {
  const flags =
    kind === "nutrition"
      ? { hasCompletedQuestionnaire: true, questionnaireSubmittedAt: now }
      : { hasCompletedFitnessQuestionnaire: true, fitnessQuestionnaireSubmittedAt: now };
  await tx
    .insert(memberAccounts)
    .values({ userId, ...flags })
    .onConflictDoUpdate({ target: memberAccounts.userId, set: flags });
}

export async function myNutrition(db: Db, userId: string): Promise<MyNutrition | null> {
  const [row] = await db
    .select()
    .from(nutritionQuestionnaires)
    .where(eq(nutritionQuestionnaires.userId, userId));
  return row ? toMyNutrition(row) : null;
}

export async function myFitness(db: Db, userId: string): Promise<MyFitness | null> {
  const [row] = await db.select().from(fitnessQuestionnaires).where(eq(fitnessQuestionnaires.userId, userId));
  return row ? toMyFitness(row) : null;
}

/** Saves the member's nutrition answers; tells whether they hold an active nutrition package. */
export async function saveNutrition(db: Db, userId: string, input: unknown, now: Date) {
  const values = { ...nutritionColumns(nutritionAnswersSchema.parse(input)), ...submitted(now) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nutritionQuestionnaires)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: nutritionQuestionnaires.userId, set: values })
      .returning();
    await markCompleted(tx, userId, "nutrition", now);
    const [account] = await tx
      .select({ expiresAt: memberAccounts.nutritionExpiresAt })
      .from(memberAccounts)
      .where(eq(memberAccounts.userId, userId));
    const nutritionActive = !!account?.expiresAt && account.expiresAt > now;
    return { questionnaire: toMyNutrition(row!), nutritionActive };
  });
}

export async function saveFitness(db: Db, userId: string, input: unknown, now: Date) {
  const values = { ...fitnessColumns(fitnessAnswersSchema.parse(input)), ...submitted(now) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fitnessQuestionnaires)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: fitnessQuestionnaires.userId, set: values })
      .returning();
    await markCompleted(tx, userId, "fitness", now);
    return { questionnaire: toMyFitness(row!) };
  });
}

/** The member's completion flags (the home page's fitness button). */
export async function myStatus(db: Db, userId: string) {
  const [row] = await db
    .select({
      nutritionCompleted: memberAccounts.hasCompletedQuestionnaire,
      fitnessCompleted: memberAccounts.hasCompletedFitnessQuestionnaire,
    })
    .from(memberAccounts)
    .where(eq(memberAccounts.userId, userId));
  return row ?? { nutritionCompleted: false, fitnessCompleted: false };
}
