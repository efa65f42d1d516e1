import crypto from "node:crypto";
import type { MyTraining, SetInput } from "../../../shared/schemas/coaching";
import type { fixedClock } from "../../platform/clock";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

/** The coaching tests' set-up: members, a program, and the log's endpoints. */
export type Member = { id: string; email: string; cookie: string };

/**
 * A studio with its catalogue at `now` (the tests' fixed clock): an admin, signed in at the real
 * time so the session is valid whatever `now` is, and members with the given first names.
 */
export async function coachingStudio(
  clock: ReturnType<typeof fixedClock>,
  now: Date,
  ...firstNames: string[]
): Promise<{ t: TestApp; admin: TestUser; members: Member[] }> {
  const t = await createTestApp({ clock, seed: true });
  clock.set(new Date());
  const admin = await createAdmin(t);
  clock.set(now);
  const members: Member[] = [];
  for (const name of firstNames) members.push(await member(t, name));
  return { t, admin, members };
}

export async function member(t: TestApp, firstName: string): Promise<Member> {
  const m = await seedMember(t.database.db, { firstName, lastName: "Αθλήτρια" });
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}

const day = (dayKey: string, ...names: string[]) => ({
  dayKey,
  exercises: names.map((name) => ({ name, sets: 3, reps: "10-12", notes: "" })),
});

/** A three-day program (Monday, Wednesday, Friday), saved by the admin; answers its id. */
export async function giveProgram(t: TestApp, adminCookie: string, userId: string, startDate = "2026-10-05") {
  const res = await call<{ id: string }>(t, "POST", "/api/admin/workouts", adminCookie, {
    userId,
    startDate,
    daysPerWeek: 3,
    days: [day("monday", "Back Squat", "Plank"), day("wednesday", "Bench Press"), day("friday", "Deadlift")],
  });
  if (res.status !== 201) throw new Error(`program not saved: ${res.status}`);
  return res.body.id;
}

export const uuid = () => crypto.randomUUID();

export function setBody(over: Partial<SetInput> & { log: SetInput["log"] }): SetInput {
  return {
    position: 0,
    exerciseId: null,
    exerciseName: "Back Squat",
    setNumber: 1,
    reps: 10,
    weightKg: 60,
    seconds: null,
    ...over,
  };
}

export const putSet = (t: TestApp, cookie: string, id: string, body: unknown) =>
  call<{ logId: string; set: { id: string; reps: number } } & ErrorBody>(
    t,
    "PUT",
    `/api/me/workout-sets/${id}`,
    cookie,
    body,
  );

export const training = (t: TestApp, cookie: string) =>
  call<MyTraining & ErrorBody>(t, "GET", "/api/me/training", cookie);
