import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exercise, Program } from "../../../shared/schemas/workouts";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { workoutsPersonalData } from "./personal-data";

// Wednesday 25 November 2026, 09:00 in Athens.
const NOW = new Date("2026-11-25T07:00:00Z");
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
type Member = { id: string; email: string; cookie: string };
let anna: Member;
let other: Member;

async function member(firstName: string): Promise<Member> {
  const m = await seedMember(t.database.db, { firstName, lastName: "Αθλήτρια" });
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  clock.set(new Date()); // the robot check's challenge expires in real time
  admin = await createAdmin(t);
  clock.set(NOW);
  anna = await member("Άννα");
  other = await member("Βίκυ");
});
afterAll(() => t.close());

const day = (dayKey: string, ...names: string[]) => ({
  dayKey,
  exercises: names.map((name) => ({ name, sets: 3, reps: "10-12", notes: "" })),
});
const program = (userId: string, startDate = "2026-11-23", over: object = {}) => ({
  userId,
  startDate,
  daysPerWeek: 3,
  days: [day("monday", "Back Squat"), day("wednesday", "Bench Press", "Plank"), day("friday", "Deadlift")],
  comments: "Ζέσταμα 10 λεπτά.",
  ...over,
});
const save = (body: unknown, cookie = admin.cookie) =>
  call<Program & ErrorBody>(t, "POST", "/api/admin/workouts", cookie, body);
const listOf = (userId: string, cookie = admin.cookie) =>
  call<{ today: string; programs: Program[] } & ErrorBody>(
    t,
    "GET",
    `/api/admin/workouts?userId=${userId}`,
    cookie,
  );
const mine = (cookie: string) =>
  call<{ today: string; program: Program | null } & ErrorBody>(t, "GET", "/api/me/workouts", cookie);
const library = (q: string, cookie = admin.cookie) =>
  call<{ exercises: Exercise[] } & ErrorBody>(
    t,
    "GET",
    `/api/admin/exercises?q=${encodeURIComponent(q)}`,
    cookie,
  );

describe("the exercise library", () => {
  it("is searched by its English or Greek name or muscle group, without accents or case, by name", async () => {
    const names = async (q: string) => (await library(q)).body.exercises.map((e) => e.name);
    expect(await names("goblet")).toEqual(["Goblet Squat", "Kettlebell Goblet Squat"]);
    expect(await names("SHOULDERS")).toContain("Lateral Raise");
    expect((await library("")).body.exercises.length).toBe(50);
    // A Greek coach's words: 'κάθισμα', 'πιέσεις' without accents, a muscle group in Greek.
    expect(await names("κάθισμα")).toEqual(
      expect.arrayContaining(["Back Squat", "Goblet Squat", "Wall Sit"]),
    );
    expect(await names("ΠΙΕΣΕΙΣ ΠΑΓΚΟΥ")).toEqual(
      expect.arrayContaining(["Bench Press", "Dumbbell Bench Press", "Close-Grip Bench Press"]),
    );
    expect(await names("πλατη")).toEqual(expect.arrayContaining(["Lat Pulldown", "Pull-up", "Deadlift"]));
    expect(await names("reformer κορμος")).toContain("Reformer Hundred");
    const [squat] = (await library("back squat")).body.exercises;
    expect(squat).toMatchObject({ name: "Back Squat", nameGr: "Καθίσματα με μπάρα", muscle: "Legs" });
  });

  it("takes a new exercise with the defaults, once", async () => {
    const added = await call<Exercise & ErrorBody>(t, "POST", "/api/admin/exercises", admin.cookie, {
      name: "Πιέσεις ώμων",
      muscle: "Ώμοι",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Πιέσεις ώμων",
      muscle: "Ώμοι",
      defaultSets: 3,
      defaultReps: "10-12",
    });
    expect((await library("πιεσεις ωμων")).body.exercises.map((e) => e.name)).toContain("Πιέσεις ώμων");
    const again = await call<ErrorBody>(t, "POST", "/api/admin/exercises", admin.cookie, {
      name: "ΠΙΕΣΕΙΣ ΩΜΩΝ",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("EXERCISE_EXISTS");
  });

  it("needs a name", async () => {
    const res = await call<ErrorBody>(t, "POST", "/api/admin/exercises", admin.cookie, { name: " " });
    expect(res.status).toBe(400);
  });

  it("keeps both names of a new exercise, and refuses one whose Greek name is taken", async () => {
    const added = await call<Exercise & ErrorBody>(t, "POST", "/api/admin/exercises", admin.cookie, {
      name: "Landmine Press",
      nameGr: "Πιέσεις landmine",
    });
    expect(added.body).toMatchObject({ name: "Landmine Press", nameGr: "Πιέσεις landmine" });
    expect((await library("landmine")).body.exercises.map((e) => e.nameGr)).toEqual(["Πιέσεις landmine"]);
    const taken = await call<ErrorBody>(t, "POST", "/api/admin/exercises", admin.cookie, {
      name: "Barbell back squat",
      nameGr: "καθισματα με μπαρα",
    });
    expect(taken.body.error.code).toBe("EXERCISE_EXISTS");
  });
});

describe("programs", () => {
  it("are saved, listed newest first, read by their member as the current one, and deleted", async () => {
    const first = await save(program(anna.id, "2026-11-02"));
    expect(first.status).toBe(201);
    clock.set(new Date(NOW.getTime() + 60_000));
    const second = await save(program(anna.id));
    clock.set(NOW);
    expect(second.status).toBe(201);
    expect(second.body.days.map((d) => d.dayKey)).toEqual(["monday", "wednesday", "friday"]);

    const listed = await listOf(anna.id);
    expect(listed.body.today).toBe("2026-11-25");
    expect(listed.body.programs.map((p) => p.id)).toEqual([second.body.id, first.body.id]);

    const read = await mine(anna.cookie);
    expect(read.body.today).toBe("2026-11-25");
    expect(read.body.program).toMatchObject({ id: second.body.id, comments: "Ζέσταμα 10 λεπτά." });

    expect((await call(t, "DELETE", `/api/admin/workouts/${second.body.id}`, admin.cookie)).status).toBe(204);
    expect((await listOf(anna.id)).body.programs.map((p) => p.id)).toEqual([first.body.id]);
    expect((await mine(anna.cookie)).body.program?.id).toBe(first.body.id);
    const gone = await call<ErrorBody>(t, "DELETE", `/api/admin/workouts/${second.body.id}`, admin.cookie);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("WORKOUT_NOT_FOUND");
  });

  it("give the member both names of a library exercise, to read it in the page's language", async () => {
    const [squat] = (await library("back squat")).body.exercises;
    const fromLibrary = { exerciseId: squat!.id, name: "Καθίσματα με μπάρα", sets: 5, reps: "5", notes: "" };
    const renamed = { exerciseId: squat!.id, name: "Καθίσματα παύσης", sets: 3, reps: "5", notes: "" };
    const saved = await save(
      program(other.id, "2026-11-23", {
        days: [
          { dayKey: "monday", exercises: [fromLibrary, renamed] },
          day("wednesday", "Plank"),
          day("friday", "Deadlift"),
        ],
      }),
    );
    expect(saved.status).toBe(201);
    const read = (await mine(other.cookie)).body.program!;
    expect(read.days[0]!.exercises.map((e) => e.names)).toEqual([
      { gr: "Καθίσματα με μπάρα", en: "Back Squat" },
      null,
    ]);
    expect(read.days[1]!.exercises[0]).toMatchObject({ name: "Plank", names: null });
    await call(t, "DELETE", `/api/admin/workouts/${saved.body.id}`, admin.cookie);
  });

  it("hold exactly days-per-week weekdays and stay within bounds", async () => {
    const refused = async (over: object) => (await save(program(anna.id, "2026-11-23", over))).status;
    expect(await refused({ daysPerWeek: 4 })).toBe(400);
    expect(await refused({ daysPerWeek: 2, days: [day("monday"), day("friday")] })).toBe(400);
    expect(await refused({ days: [day("monday"), day("monday"), day("friday")] })).toBe(400);
    expect(await refused({ days: [day("monday"), day("funday"), day("friday")] })).toBe(400);
    expect(await refused({ comments: "x".repeat(2001) })).toBe(400);
    const tooMany = Array.from({ length: 21 }, (_, i) => `Άσκηση ${i}`);
    expect(await refused({ days: [day("monday", ...tooMany), day("tuesday"), day("friday")] })).toBe(400);
    expect(await refused({ startDate: "2026-02-30" })).toBe(400);
    const nobody = await save(program("no-such-user"));
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.code).toBe("USER_NOT_FOUND");
  });

  it("a member reads only their own; the rest is for admins", async () => {
    const saved = await save(program(other.id));
    expect(saved.status).toBe(201);
    expect((await mine(other.cookie)).body.program?.id).toBe(saved.body.id);
    expect((await mine(anna.cookie)).body.program?.id).not.toBe(saved.body.id);
    const lonely = await member("Γιώτα");
    expect((await mine(lonely.cookie)).body.program).toBeNull();

    expect((await listOf(other.id, anna.cookie)).status).toBe(403);
    expect((await save(program(anna.id), anna.cookie)).status).toBe(403);
    expect((await call(t, "DELETE", `/api/admin/workouts/${saved.body.id}`, anna.cookie)).status).toBe(403);
    expect((await library("", anna.cookie)).status).toBe(403);
    expect((await call(t, "POST", "/api/admin/exercises", anna.cookie, { name: "X" })).status).toBe(403);
    expect((await mine("")).status).toBe(401);
    expect((await listOf(other.id, "")).status).toBe(401);
    expect((await listOf(other.id)).body.programs.map((p) => p.id)).toEqual([saved.body.id]);
  });

  it("go with the member's data: exported, then erased", async () => {
    const saved = await save(program(other.id, "2026-12-07"));
    await t.database.db.transaction(async (tx) => {
      const exported = (await workoutsPersonalData.exportFor(tx, other)) as { programs: Program[] };
      expect(exported.programs.map((p) => p.id)).toContain(saved.body.id);
      await workoutsPersonalData.erase(tx, other, { now: new Date(), tz: "Europe/Athens" });
    });
    expect((await listOf(other.id)).body.programs).toEqual([]);
    expect((await listOf(anna.id)).body.programs).not.toEqual([]);
  });
});
