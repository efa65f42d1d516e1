import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTIONNAIRE_LIST_LIMIT } from "../../../shared/schemas/questionnaires";
import { nutritionQuestionnaires, user } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { fitnessForm, nutritionForm, questionnaireApi } from "./test-api";

// Thursday 19 November 2026 in Athens: the studio week runs Monday 16 to Sunday 22.
const NOW = new Date("2026-11-19T10:00:00Z");
const clock = fixedClock(NOW);
let t: TestApp;
let api: ReturnType<typeof questionnaireApi>;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = questionnaireApi(t);
  admin = await person("Studio", "Coach");
  await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, admin.id));
});
afterAll(() => t.close());

async function person(firstName: string, lastName: string, email?: string) {
  const m = await seedMember(t.database.db, { firstName, lastName, email });
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}
const at = (iso: string) => clock.set(new Date(iso));

describe("the coaches' lists", () => {
  it("members and visitors cannot read the lists, review or edit", async () => {
    const m = await person("Νίκος", "Μέλος");
    await api.putFitness(m.cookie, fitnessForm());
    for (const res of [
      await api.listNutrition(m.cookie),
      await api.listFitness(m.cookie),
      await api.review(m.cookie, "fitness", m.id, true),
      await api.editFitness(m.cookie, m.id, { goals: "x" }),
      await api.summary(m.cookie),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await api.listNutrition("")).status).toBe(401);
  });

  it("newest first, with name and e-mail in the one answer; search folds Greek accents and case", async () => {
    const maria = await person("Μαρία", "Παπαδοπούλου", "maria@quest.test");
    const eleni = await person("Ελένη", "Ζερβού", "eleni@quest.test");
    at("2026-11-19T08:00:00Z");
    await api.putNutrition(maria.cookie, nutritionForm({ goals: "Μαρία στόχος" }));
    at("2026-11-19T09:00:00Z");
    await api.putNutrition(eleni.cookie, nutritionForm({ goals: "Ελένη στόχος" }));
    at(NOW.toISOString());
    const list = (await api.listNutrition(admin.cookie)).body.items;
    const ours = list.filter((i) => i.email.endsWith("@quest.test"));
    expect(ours.map((i) => i.name)).toEqual(["Ελένη Ζερβού", "Μαρία Παπαδοπούλου"]);
    expect(ours[0]).toMatchObject({
      goals: "Ελένη στόχος",
      reviewed: false,
      updatedAt: "2026-11-19T09:00:00.000Z",
    });
    const search = async (q: string) =>
      (await api.listNutrition(admin.cookie, `?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.email);
    expect(await search("ΠΑΠΑΔΟΠΟΥΛΟΥ")).toEqual(["maria@quest.test"]);
    expect(await search("ζερβου")).toEqual(["eleni@quest.test"]);
    expect(await search("eleni@quest")).toEqual(["eleni@quest.test"]);
  });

  it("'mark as reviewed' and 'revoke review' keep the member's updated time; 'only unreviewed' filters", async () => {
    const m = await person("Γιώργος", "Ελέγχου", "review@quest.test");
    at("2026-11-18T07:00:00Z");
    await api.putFitness(m.cookie, fitnessForm());
    at(NOW.toISOString());
    const marked = await api.review(admin.cookie, "fitness", m.id, true);
    expect(marked.body).toMatchObject({ reviewed: true, reviewedAt: NOW.toISOString() });
    const row = async () =>
      (await api.listFitness(admin.cookie, "?q=review@quest")).body.items.find((i) => i.userId === m.id);
    expect(await row()).toMatchObject({ reviewed: true, updatedAt: "2026-11-18T07:00:00.000Z" });
    const unreviewed = (await api.listFitness(admin.cookie, "?unreviewed=true")).body.items;
    expect(unreviewed.some((i) => i.userId === m.id)).toBe(false);
    expect((await api.review(admin.cookie, "fitness", m.id, false)).body.reviewed).toBe(false);
    expect(await row()).toMatchObject({ reviewed: false, reviewedAt: null });
    // A member's new answers wait for a new review.
    await api.review(admin.cookie, "fitness", m.id, true);
    await api.putFitness(m.cookie, fitnessForm({ goals: "Νέος στόχος" }));
    expect((await row())?.reviewed).toBe(false);
  });

  it("reviewing a questionnaire that does not exist says so", async () => {
    const res = await api.review(admin.cookie, "nutrition", "no-such-user", true);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("QUESTIONNAIRE_NOT_FOUND");
  });

  it("a coach edits a fitness row in place; the member sees their answers, not the coach's notes", async () => {
    const m = await person("Κώστας", "Επεξεργασίας", "edit@quest.test");
    await api.putFitness(m.cookie, fitnessForm());
    at("2026-11-19T11:00:00Z");
    const edit = {
      goals: "Διορθωμένος στόχος",
      trainingExperience: "intermediate",
      trainingDaysPerWeek: 4,
      trainingReason: "Υγεία",
      preferredPackage: "Pro 16",
      medicalConditions: "Καμία",
      bloodPressure: "120/80",
      notes: "",
      adminNotes: "Ξεκινά με χαμηλά βάρη",
      assignedCoach: "Δήμητρα",
      followUpOn: "2026-11-20",
    };
    const res = await api.editFitness(admin.cookie, m.id, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...edit,
      name: "Κώστας Επεξεργασίας",
      updatedAt: "2026-11-19T11:00:00.000Z",
    });
    const mine = (await api.getFitness(m.cookie)).body.questionnaire!;
    expect(mine.goals).toBe("Διορθωμένος στόχος");
    expect(mine).not.toHaveProperty("adminNotes");
    const bad = await api.editFitness(admin.cookie, m.id, { ...edit, trainingDaysPerWeek: 9 });
    expect(bad.body.error).toEqual({ code: "OUT_OF_RANGE", params: { field: "trainingDaysPerWeek" } });
    expect((await api.editFitness(admin.cookie, "no-such-user", edit)).status).toBe(404);
    at(NOW.toISOString());
  });

  it("the dashboard counts unreviewed lists, unreviewed readiness flags and this week's follow-ups", async () => {
    const before = (await api.summary(admin.cookie)).body;
    const flagged = await person("Ελπίδα", "Προσοχής");
    await api.putFitness(
      flagged.cookie,
      fitnessForm({ readiness: [true, false, false, false, false, false, false] }),
    );
    const base = {
      goals: "g",
      trainingExperience: null,
      trainingDaysPerWeek: null,
      trainingReason: "",
      preferredPackage: "",
      medicalConditions: "",
      bloodPressure: "",
      notes: "",
      adminNotes: "",
      assignedCoach: "",
    };
    await api.editFitness(admin.cookie, flagged.id, { ...base, followUpOn: "2026-11-22" }); // Sunday: this week
    const nextWeek = await person("Άλλη", "Εβδομάδα");
    await api.putFitness(nextWeek.cookie, fitnessForm());
    await api.editFitness(admin.cookie, nextWeek.id, { ...base, followUpOn: "2026-11-23" }); // next Monday
    const after = (await api.summary(admin.cookie)).body;
    expect(after.fitnessUnreviewed - before.fitnessUnreviewed).toBe(2);
    expect(after.fitnessNeedsAttention - before.fitnessNeedsAttention).toBe(1);
    expect(after.followUpsThisWeek - before.followUpsThisWeek).toBe(1);
    await api.review(admin.cookie, "fitness", flagged.id, true);
    const reviewed = (await api.summary(admin.cookie)).body;
    expect(reviewed.fitnessNeedsAttention).toBe(before.fitnessNeedsAttention);
  });

  it("lists at most the 200 most recent, newest first", async () => {
    const db = t.database.db;
    const people = [];
    for (let i = 0; i < QUESTIONNAIRE_LIST_LIMIT + 5; i++)
      people.push(await seedMember(db, { firstName: "Π", lastName: `${i}` }));
    await db.insert(nutritionQuestionnaires).values(
      people.map((p, i) => ({
        userId: p.id,
        goals: `Στόχος ${i}`,
        heightCm: 170,
        weightKg: 70,
        age: 30,
        sex: "female" as const,
        activityLevel: "light" as const,
        consentAt: NOW,
        consentVersion: "test",
        submittedAt: NOW,
        updatedAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const items = (await api.listNutrition(admin.cookie)).body.items;
    expect(items).toHaveLength(QUESTIONNAIRE_LIST_LIMIT);
    expect(items[0]!.userId).toBe(people.at(-1)!.id);
    const times = items.map((i) => i.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
