import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "../../../shared/schemas/questionnaires";
import { fitnessQuestionnaires, memberAccounts, nutritionQuestionnaires } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { questionnairesPersonalData } from "./personal-data";
import { fitnessForm, nutritionForm, questionnaireApi } from "./test-api";

const NOW = new Date("2026-11-20T10:00:00Z");
const LATER = new Date("2026-11-21T08:30:00Z");
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
let api: ReturnType<typeof questionnaireApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = questionnaireApi(t);
});
afterAll(() => t.close());

async function member(o: { nutritionExpiresAt?: Date } = {}) {
  const m = await seedMember(t.database.db, { firstName: "Άννα", lastName: "Μέλος", ...o });
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}
const account = async (userId: string) =>
  (await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, userId)))[0]!;

describe("a member's nutrition questionnaire", () => {
  it("is empty at first; a submit saves it, records consent and sets the completed flag and time", async () => {
    clock.set(NOW);
    const m = await member();
    expect((await api.getNutrition(m.cookie)).body.questionnaire).toBeNull();
    expect((await api.status(m.cookie)).body).toEqual({ nutritionCompleted: false, fitnessCompleted: false });

    const saved = await api.putNutrition(m.cookie, nutritionForm({ mealsPerDay: 5, sleepHours: 7.5 }));
    expect(saved.status).toBe(200);
    expect(saved.body.nutritionActive).toBe(false);
    const back = (await api.getNutrition(m.cookie)).body.questionnaire!;
    expect(back).toMatchObject({
      goals: "Να χάσω 5 κιλά",
      heightCm: 168,
      weightKg: 64.5,
      mealsPerDay: 5,
      sleepHours: 7.5,
      waterLPerDay: null,
      consentAt: NOW.toISOString(),
      consentVersion: CONSENT_VERSION,
      submittedAt: NOW.toISOString(),
    });
    const acc = await account(m.id);
    expect(acc.hasCompletedQuestionnaire).toBe(true);
    expect(acc.questionnaireSubmittedAt).toEqual(NOW);
    expect(acc.hasCompletedFitnessQuestionnaire).toBe(false);
    expect((await api.status(m.cookie)).body.nutritionCompleted).toBe(true);
  });

  it("an update rewrites the one row and moves the submit time", async () => {
    clock.set(NOW);
    const m = await member();
    await api.putNutrition(m.cookie, nutritionForm());
    clock.set(LATER);
    await api.putNutrition(m.cookie, nutritionForm({ goals: "Μυϊκή μάζα", allergies: "Φιστίκια" }));
    const rows = await t.database.db
      .select()
      .from(nutritionQuestionnaires)
      .where(eq(nutritionQuestionnaires.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      goals: "Μυϊκή μάζα",
      allergies: "Φιστίκια",
      submittedAt: LATER,
      consentAt: LATER,
    });
    expect((await account(m.id)).questionnaireSubmittedAt).toEqual(LATER);
  });

  it("tells the form to go to the nutrition plan when the member holds an active nutrition package", async () => {
    clock.set(NOW);
    const active = await member({ nutritionExpiresAt: new Date(NOW.getTime() + 10 * DAY) });
    const expired = await member({ nutritionExpiresAt: new Date(NOW.getTime() - DAY) });
    expect((await api.putNutrition(active.cookie, nutritionForm())).body.nutritionActive).toBe(true);
    expect((await api.putNutrition(expired.cookie, nutritionForm())).body.nutritionActive).toBe(false);
  });

  it("answers the first failure of the spec's order, with its code", async () => {
    const m = await member();
    const res = await api.putNutrition(m.cookie, nutritionForm({ goals: " ", heightCm: "", consent: false }));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "GOALS_REQUIRED", params: { field: "goals" } });
    const noConsent = await api.putNutrition(m.cookie, nutritionForm({ consent: false }));
    expect(noConsent.body.error.code).toBe("CONSENT_REQUIRED");
    const tooMany = await api.putNutrition(m.cookie, nutritionForm({ mealsPerDay: 9 }));
    expect(tooMany.body.error).toEqual({ code: "OUT_OF_RANGE", params: { field: "mealsPerDay" } });
    expect((await api.getNutrition(m.cookie)).body.questionnaire).toBeNull();
    expect((await account(m.id)).hasCompletedQuestionnaire).toBe(false);
  });

  it("a member cannot mark their own answers reviewed or write the coach's fields", async () => {
    const m = await member();
    const extra = { reviewed: true, adminNotes: "ok", assignedCoach: "me", followUpOn: "2026-12-01" };
    const res = await api.putFitness(m.cookie, { ...fitnessForm(), ...extra });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(fitnessQuestionnaires)
      .where(eq(fitnessQuestionnaires.userId, m.id));
    expect(row).toMatchObject({ reviewed: false, adminNotes: "", assignedCoach: "", followUpOn: null });
    expect(res.body.questionnaire).not.toHaveProperty("adminNotes");
  });

  it("signed out: every questionnaire call asks to sign in", async () => {
    expect((await api.getNutrition()).status).toBe(401);
    expect((await api.putNutrition(undefined, nutritionForm())).body.error.code).toBe("UNAUTHORIZED");
    expect((await api.getFitness()).status).toBe(401);
    expect((await api.putFitness(undefined, fitnessForm())).status).toBe(401);
    expect((await api.status()).status).toBe(401);
  });

  it("a member reads only their own answers", async () => {
    const a = await member();
    const b = await member();
    await api.putNutrition(a.cookie, nutritionForm({ goals: "Του Α" }));
    expect((await api.getNutrition(b.cookie)).body.questionnaire).toBeNull();
    expect((await api.getNutrition(a.cookie)).body.questionnaire?.goals).toBe("Του Α");
  });
});

describe("a member's fitness questionnaire", () => {
  it("saves the readiness answers; a 'yes' marks it as needing attention; flags and time set", async () => {
    clock.set(NOW);
    const m = await member();
    const calm = await api.putFitness(m.cookie, fitnessForm());
    expect(calm.body.questionnaire.needsAttention).toBe(false);
    clock.set(LATER);
    const readiness = [false, true, false, false, false, false, false];
    const flagged = await api.putFitness(m.cookie, fitnessForm({ readiness }));
    expect(flagged.status).toBe(200);
    expect(flagged.body.questionnaire).toMatchObject({
      readiness,
      needsAttention: true,
      submittedAt: LATER.toISOString(),
    });
    const acc = await account(m.id);
    expect(acc.hasCompletedFitnessQuestionnaire).toBe(true);
    expect(acc.fitnessQuestionnaireSubmittedAt).toEqual(LATER);
    expect((await api.status(m.cookie)).body).toEqual({ nutritionCompleted: false, fitnessCompleted: true });
  });

  it("refuses a readiness block that is not seven answers", async () => {
    const m = await member();
    const res = await api.putFitness(m.cookie, fitnessForm({ readiness: [true] }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION");
  });
});

describe("the member's personal data", () => {
  it("exports both questionnaires with the consent record; erasing removes them", async () => {
    clock.set(NOW);
    const m = await member();
    await api.putNutrition(m.cookie, nutritionForm({ allergies: "Γάλα" }));
    await api.putFitness(m.cookie, fitnessForm());
    const who = { id: m.id, email: m.email };
    const exported = (await t.database.db.transaction((tx) =>
      questionnairesPersonalData.exportFor(tx, who),
    )) as {
      nutrition: Record<string, unknown>;
      fitness: Record<string, unknown>;
    };
    expect(exported.nutrition).toMatchObject({
      allergies: "Γάλα",
      consentVersion: CONSENT_VERSION,
      email: m.email,
    });
    expect(exported.fitness).toMatchObject({ adminNotes: "", consentAt: NOW.toISOString() });
    await t.database.db.transaction((tx) =>
      questionnairesPersonalData.erase(tx, who, { now: new Date(), tz: "Europe/Athens" }),
    );
    expect((await api.getNutrition(m.cookie)).body.questionnaire).toBeNull();
    expect((await api.getFitness(m.cookie)).body.questionnaire).toBeNull();
  });
});
