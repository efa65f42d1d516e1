import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CreatePlanInput,
  DayMealsInput,
  Feedback,
  MyNutrition,
  NutritionMember,
  Plan,
} from "../../../shared/schemas/nutrition";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { type SeededMember, seedMember, sessionCookie } from "../../test/members";
import { atRealTime, call, type ErrorBody } from "../../test/requests";
import { nutritionPersonalData } from "./personal-data";

const NOW = new Date("2025-10-20T09:00:00Z"); // Monday 20 October, Athens; clocks go back on the 26th
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
type Member = SeededMember & { cookie: string };
let anna: Member;
let bill: Member;
let expired: Member;

async function member(first: string, nutritionExpiresAt: Date | null): Promise<Member> {
  const m = await seedMember(t.database.db, { firstName: first, lastName: "Test", nutritionExpiresAt });
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await atRealTime(clock, NOW, () => createAdmin(t));
  anna = await member("Άννα", new Date(NOW.getTime() + 30 * DAY));
  bill = await member("Βασίλης", new Date(NOW.getTime() + 30 * DAY));
  expired = await member("Γιώργος", new Date(NOW.getTime() - DAY));
});
afterAll(() => t.close());

const meal = (name: string, ingredients = "") => ({ name, ingredients });
const emptyDay = (): DayMealsInput => ({
  breakfast: meal(""),
  lunch: meal(""),
  dinner: meal(""),
  snack: meal(""),
});
const template = (): DayMealsInput[] =>
  Array.from({ length: 7 }, (_, i) => ({
    ...emptyDay(),
    breakfast: meal(`Πρωινό ${i + 1}`, "200 γρ. γιαούρτι\n--- χωρίς ζάχαρη\n### σημείωση\n1,5 κ.σ. μέλι"),
    lunch: meal(`Μεσημεριανό ${i + 1}`, "σαλάτα"),
  }));
const input = (o: Partial<CreatePlanInput> = {}): CreatePlanInput => ({
  userId: anna.id,
  startDate: "2025-10-20",
  durationDays: 14,
  comment: "  Πολύ νερό  ",
  template: template(),
  ...o,
});

const create = (body: unknown, cookie = admin.cookie) =>
  call<Plan & ErrorBody>(t, "POST", "/api/admin/nutrition-plans", cookie, body);
const update = (id: string, body: unknown, cookie = admin.cookie) =>
  call<Plan & ErrorBody>(t, "PATCH", `/api/admin/nutrition-plans/${id}`, cookie, body);
const plansOf = (userId: string, cookie = admin.cookie) =>
  call<{ member: NutritionMember; plans: Plan[]; feedback: Feedback[] } & ErrorBody>(
    t,
    "GET",
    `/api/admin/nutrition-plans?userId=${encodeURIComponent(userId)}`,
    cookie,
  );
const mine = (cookie: string) => call<MyNutrition & ErrorBody>(t, "GET", "/api/me/nutrition", cookie);
const feedback = (cookie: string, body: unknown) =>
  call<Feedback & ErrorBody>(t, "POST", "/api/me/nutrition/feedback", cookie, body);

describe("creating a plan", () => {
  it("repeats the 7-day template over consecutive dates, ingredients parsed", async () => {
    const res = await create(input());
    expect(res.status).toBe(201);
    const plan = res.body;
    expect(plan).toMatchObject({ startDate: "2025-10-20", durationDays: 14, comment: "Πολύ νερό" });
    expect(plan.days.map((d) => d.date).slice(5, 8)).toEqual(["2025-10-25", "2025-10-26", "2025-10-27"]);
    expect(plan.days.at(-1)).toMatchObject({ dayNumber: 14, date: "2025-11-02" });
    expect(plan.days[8]!.meals.breakfast).toEqual({
      name: "Πρωινό 2",
      ingredients: [
        { quantity: "200", item: "γρ. γιαούρτι" },
        { quantity: "1,5", item: "κ.σ. μέλι" },
      ],
    });
    expect(plan.days[8]!.meals.lunch.ingredients).toEqual([{ quantity: null, item: "σαλάτα" }]);
    expect(plan.days[0]!.meals.snack).toEqual({ name: "", ingredients: [] });
  });

  it("only for a member with a valid nutrition package, and a member that exists", async () => {
    expect(await create(input({ userId: expired.id }))).toMatchObject({
      status: 409,
      body: { error: { code: "NO_NUTRITION_PACKAGE" } },
    });
    expect((await create(input({ userId: "nobody" }))).body.error.code).toBe("USER_NOT_FOUND");
  });

  it("refuses what the form refuses: no member, no start date, 0 or 121 days, a fifth meal, a 6-day template", async () => {
    const code = async (o: Record<string, unknown>) => {
      const res = await create({ ...input(), ...o });
      expect(res.status).toBe(400);
      return res.body.error.code;
    };
    await code({ userId: "" });
    await code({ startDate: "" });
    await code({ durationDays: 0 });
    await code({ durationDays: 121 });
    await code({ template: template().slice(0, 6) });
    await code({ template: [{ ...emptyDay(), brunch: meal("x") }, ...template().slice(1)] });
    await code({ template: [{ ...emptyDay(), lunch: meal("x", "y".repeat(601)) }, ...template().slice(1)] });
    expect((await create(input({ durationDays: 120 }))).body.days).toHaveLength(120);
    expect((await create(input({ durationDays: 1 }))).body.days).toHaveLength(1);
  });
});

describe("editing a plan", () => {
  it("changes the comment and one day's meals; dates and other days stay", async () => {
    const plan = (await create(input({ userId: bill.id, durationDays: 7 }))).body;
    const res = await update(plan.id, {
      comment: "Λιγότερο αλάτι",
      days: [{ dayNumber: 3, meals: { ...emptyDay(), dinner: meal("Ψάρι", "250 γρ. τσιπούρα") } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.comment).toBe("Λιγότερο αλάτι");
    expect(res.body.days[2]).toEqual({
      dayNumber: 3,
      date: "2025-10-22",
      meals: {
        breakfast: { name: "", ingredients: [] },
        lunch: { name: "", ingredients: [] },
        dinner: { name: "Ψάρι", ingredients: [{ quantity: "250", item: "γρ. τσιπούρα" }] },
        snack: { name: "", ingredients: [] },
      },
    });
    expect(res.body.days[1]).toEqual(plan.days[1]);
    const listed = (await plansOf(bill.id)).body.plans.find((p) => p.id === plan.id);
    expect(listed?.days[2]?.meals.dinner.name).toBe("Ψάρι");
  });

  it("refuses a day the plan does not have, and a plan that does not exist", async () => {
    const plan = (await create(input({ userId: bill.id, durationDays: 7 }))).body;
    const day8 = await update(plan.id, { days: [{ dayNumber: 8, meals: emptyDay() }] });
    expect(day8).toMatchObject({ status: 404, body: { error: { code: "PLAN_DAY_NOT_FOUND" } } });
    const none = await update(crypto.randomUUID(), { comment: "x" });
    expect(none).toMatchObject({ status: 404, body: { error: { code: "PLAN_NOT_FOUND" } } });
  });
});

describe("who may do what", () => {
  it("members neither create, edit nor list plans; signed-out visitors read nothing", async () => {
    const plan = (await create(input())).body;
    expect((await create(input(), anna.cookie)).status).toBe(403);
    expect((await update(plan.id, { comment: "x" }, anna.cookie)).status).toBe(403);
    expect((await plansOf(anna.id, anna.cookie)).status).toBe(403);
    expect((await call(t, "GET", "/api/admin/nutrition-users", anna.cookie)).status).toBe(403);
    expect((await call(t, "GET", "/api/me/nutrition")).status).toBe(401);
    expect(
      (await feedback("", { planId: plan.id, date: "2025-10-20", meal: "lunch", message: "x" })).status,
    ).toBe(401);
  });

  it("a member reads only their own plans and writes feedback only on them", async () => {
    const annasPlan = (await create(input())).body;
    const billsPlans = (await mine(bill.cookie)).body.plans;
    expect(billsPlans.length).toBeGreaterThan(0);
    expect(billsPlans.map((p) => p.id)).not.toContain(annasPlan.id);
    expect((await mine(anna.cookie)).body.plans.map((p) => p.id)).toContain(annasPlan.id);
    const onAnnas = await feedback(bill.cookie, {
      planId: annasPlan.id,
      date: "2025-10-20",
      meal: "lunch",
      message: "Δεν είναι δικό μου",
    });
    expect(onAnnas).toMatchObject({ status: 404, body: { error: { code: "PLAN_NOT_FOUND" } } });
  });
});

describe("feedback on meals", () => {
  it("the member sends it on a day of the plan; the coach sees it newest first", async () => {
    const plan = (await create(input({ durationDays: 7 }))).body;
    const first = await feedback(anna.cookie, {
      planId: plan.id,
      date: "2025-10-20",
      meal: "breakfast",
      message: "  Πολύ γιαούρτι  ",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: "2025-10-20", meal: "breakfast", message: "Πολύ γιαούρτι" });
    clock.set(new Date(NOW.getTime() + 60_000));
    const second = await feedback(anna.cookie, {
      planId: plan.id,
      date: "2025-10-21",
      meal: "snack",
      message: "Νόστιμο",
    });
    clock.set(NOW);
    expect(second.status).toBe(201);
    const seen = (await plansOf(anna.id)).body.feedback;
    expect(seen.slice(0, 2).map((f) => f.message)).toEqual(["Νόστιμο", "Πολύ γιαούρτι"]);
    expect((await mine(anna.cookie)).body.feedback.map((f) => f.message)).toContain("Νόστιμο");
  });

  it("refuses a date outside the plan, an unknown meal and an empty message", async () => {
    const plan = (await create(input({ durationDays: 7 }))).body;
    const base = { planId: plan.id, date: "2025-10-20", meal: "lunch", message: "ok" };
    expect((await feedback(anna.cookie, { ...base, date: "2025-10-27" })).body.error.code).toBe(
      "DATE_NOT_IN_PLAN",
    );
    expect((await feedback(anna.cookie, { ...base, meal: "brunch" })).status).toBe(400);
    expect((await feedback(anna.cookie, { ...base, message: "   " })).status).toBe(400);
  });
});

describe("the coach's lists", () => {
  it("the nutrition users list shows members given a nutrition package, expired ones marked", async () => {
    const res = await call<{ today: string; items: NutritionMember[] }>(
      t,
      "GET",
      "/api/admin/nutrition-users",
      admin.cookie,
    );
    expect(res.body.today).toBe("2025-10-20");
    const byId = new Map(res.body.items.map((m) => [m.id, m]));
    expect(byId.get(anna.id)).toMatchObject({ nutritionName: "Διατροφή", active: true });
    expect(byId.get(expired.id)).toMatchObject({ active: false, nutritionExpiresOn: "2025-10-19" });
    expect(byId.has(admin.id)).toBe(false);
  });

  it("the picker offers only members whose nutrition package is valid", async () => {
    const res = await call<{ items: { id: string }[] }>(
      t,
      "GET",
      "/api/admin/member-lookup?scope=nutrition&q=test",
      admin.cookie,
    );
    const ids = res.body.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([anna.id, bill.id]));
    expect(ids).not.toContain(expired.id);
  });
});

describe("personal data", () => {
  it("exports a member's plans and feedback, and erasing removes them", async () => {
    const m = await member("Δήμητρα", new Date(NOW.getTime() + DAY));
    const plan = (await create(input({ userId: m.id, durationDays: 2 }))).body;
    await feedback(m.cookie, { planId: plan.id, date: "2025-10-21", meal: "dinner", message: "Καλό" });
    const data = await t.database.db.transaction((tx) => nutritionPersonalData.exportFor(tx, m));
    expect(data).toMatchObject({ plans: [{ id: plan.id }], feedback: [{ message: "Καλό" }] });
    await t.database.db.transaction((tx) =>
      nutritionPersonalData.erase(tx, m, { now: new Date(), tz: "Europe/Athens" }),
    );
    expect((await mine(m.cookie)).body).toMatchObject({ plans: [], feedback: [] });
    expect((await mine(anna.cookie)).body.plans.length).toBeGreaterThan(0);
  });
});
