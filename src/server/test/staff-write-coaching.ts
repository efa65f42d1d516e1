import { fitnessForm, nutritionForm, questionnaireApi } from "../features/questionnaires/test-api";
import { seedMember } from "./members";
import {
  as,
  type CaseContext,
  cookieOf,
  keep,
  planInput,
  program,
  type WriteCase,
} from "./staff-write-fixtures";

/** A member of the cases who has filled in both questionnaires (the coaches' reviews and edit need them). */
async function answered(c: CaseContext) {
  const m = await seedMember(c.t.database.db, { firstName: "Ερωτηματολόγιο", lastName: "Βόλτα" });
  const cookie = await cookieOf(c, m);
  const q = questionnaireApi(c.t);
  for (const res of [
    await q.putNutrition(cookie, nutritionForm()),
    await q.putFitness(cookie, fitnessForm()),
  ])
    if (res.status >= 300) throw new Error(`questionnaire: ${res.status} ${JSON.stringify(res.body)}`);
  c.state.answered = m.id;
}

/** The fitness questionnaire's fields a coach edits (answers, notes, coach, follow-up). */
const fitnessEdit = {
  goals: "Δύναμη στην πλάτη",
  trainingExperience: "intermediate",
  trainingDaysPerWeek: 3,
  trainingReason: "Υγεία",
  preferredPackage: "",
  medicalConditions: "",
  bloodPressure: "120/80",
  notes: "",
  adminNotes: "Χαμηλά βάρη στην αρχή",
  assignedCoach: "Τάσος",
  followUpOn: "2025-09-15",
};

/**
 * The coaches' writes in the staff-write walk (`staff-write-cases.ts`): the exercise library,
 * measurement kinds, thresholds and notes, nutrition plans, workout programs, questionnaire reviews
 * and the fitness edit.
 */
export const COACHING_CASES: WriteCase[] = [
  [
    "POST /api/admin/exercises",
    (c) => as(c, "POST", "/api/admin/exercises", { name: "Walk press", muscle: "Ώμοι" }),
  ],
  [
    "POST /api/admin/measurement-kinds",
    (c) =>
      as(c, "POST", "/api/admin/measurement-kinds", {
        nameGr: "Μηρός",
        nameEn: "Thigh",
        unit: "cm",
        minValue: 20,
        maxValue: 120,
      }),
  ],
  [
    "PUT /api/admin/coaching/settings",
    (c) => as(c, "PUT", "/api/admin/coaching/settings", { daysWithoutLog: 14, adherencePercent: 20 }),
  ],
  [
    "POST /api/admin/coaching/members/{userId}/notes",
    (c) => as(c, "POST", `/api/admin/coaching/members/${c.member.id}/notes`, { text: "Καλή πρόοδος" }),
  ],
  [
    "POST /api/admin/nutrition-plans",
    async (c) => {
      const m = await seedMember(c.t.database.db, {
        firstName: "Διατροφή",
        lastName: "Βόλτα",
        nutritionExpiresAt: new Date("2025-12-31T20:00:00Z"),
      });
      return as(c, "POST", "/api/admin/nutrition-plans", planInput(m.id)).then(keep(c, "plan"));
    },
  ],
  [
    "PATCH /api/admin/nutrition-plans/{id}",
    (c) => as(c, "PATCH", `/api/admin/nutrition-plans/${c.state.plan}`, { comment: "Νερό" }),
  ],
  [
    "POST /api/admin/workouts",
    (c) => as(c, "POST", "/api/admin/workouts", program(c.member.id)).then(keep(c, "program")),
  ],
  [
    "POST /api/admin/workouts/{id}/versions",
    (c) =>
      as(c, "POST", `/api/admin/workouts/${c.state.program}/versions`, program(c.member.id)).then(
        keep(c, "program"),
      ),
  ],
  ["DELETE /api/admin/workouts/{id}", (c) => as(c, "DELETE", `/api/admin/workouts/${c.state.program}`)],
  [
    "PUT /api/admin/questionnaires/{userId}/review",
    (c) => as(c, "PUT", `/api/admin/questionnaires/${c.state.answered}/review`, { reviewed: true }),
    answered,
  ],
  [
    "PUT /api/admin/fitness-questionnaires/{userId}",
    (c) => as(c, "PUT", `/api/admin/fitness-questionnaires/${c.state.answered}`, fitnessEdit),
  ],
];
