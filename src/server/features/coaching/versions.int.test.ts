import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Program } from "../../../shared/schemas/workouts";
import { emailOutbox, workoutLogs } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";
import { coachingStudio, giveProgram, type Member, putSet, setBody, training, uuid } from "./test-api";

// Wednesday 25 November 2026, 09:00 in Athens.
const NOW = new Date("2026-11-25T07:00:00Z");
const TODAY = "2026-11-25";
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let anna: Member;
let vicky: Member;

beforeAll(async () => {
  ({
    t,
    admin,
    members: [anna, vicky],
  } = await coachingStudio(clock, NOW, "Άννα", "Βίκυ"));
});
afterAll(() => t.close());

const changed = (userId: string, comments: string) => ({
  userId,
  startDate: TODAY,
  daysPerWeek: 3,
  days: [
    { dayKey: "monday", exercises: [{ name: "Front Squat", sets: 4, reps: "6-8", notes: "" }] },
    { dayKey: "wednesday", exercises: [{ name: "Bench Press", sets: 3, reps: "10-12", notes: "" }] },
    { dayKey: "friday", exercises: [{ name: "Deadlift", sets: 3, reps: "5", notes: "" }] },
  ],
  comments,
});

const newVersion = (previousId: string, body: unknown, cookie = admin.cookie) =>
  call<Program & ErrorBody>(t, "POST", `/api/admin/workouts/${previousId}/versions`, cookie, body);

describe("a program changed from the coach's page", () => {
  it("becomes a new version: the old one and the sessions logged on it stay, the member is told by e-mail", async () => {
    const v1 = await giveProgram(t, admin.cookie, anna.id);
    const log = { id: uuid(), date: TODAY, programId: v1, dayKey: "wednesday" as const };
    expect((await putSet(t, anna.cookie, uuid(), setBody({ log }))).status).toBe(200);
    const mailsBefore = t.mail.length;

    const res = await newVersion(v1, changed(anna.id, "Πιο βαριά"));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ previousId: v1, version: 2, startDate: TODAY, comments: "Πιο βαριά" });

    const mine = (await training(t, anna.cookie)).body;
    expect(mine.program).toMatchObject({ id: res.body.id, version: 2, previousId: v1 });
    const list = await call<{ programs: Program[] }>(
      t,
      "GET",
      `/api/admin/workouts?userId=${anna.id}`,
      admin.cookie,
    );
    expect(list.body.programs.map((p) => [p.id, p.version])).toEqual([
      [res.body.id, 2],
      [v1, 1],
    ]);
    const [kept] = await t.database.db
      .select({ programId: workoutLogs.programId })
      .from(workoutLogs)
      .where(eq(workoutLogs.id, log.id));
    expect(kept!.programId).toBe(v1);

    const mail = t.mail.slice(mailsBefore);
    expect(mail.map((m) => [m.to, m.template, m.lang])).toEqual([[anna.email, "programUpdated", "gr"]]);
    expect(mail[0]!.text).toContain("/my-workouts");
    const [row] = await t.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "programUpdated"), eq(emailOutbox.toAddress, anna.email)));
    expect(row).toBeDefined();
  });

  it("refuses a second change of the same version, another member's program, and a member", async () => {
    const v1 = await giveProgram(t, admin.cookie, vicky.id);
    expect((await newVersion(v1, changed(vicky.id, "α"))).status).toBe(201);
    const stale = await newVersion(v1, changed(vicky.id, "β"));
    expect([stale.status, stale.body.error.code]).toEqual([409, "WORKOUT_VERSION_STALE"]);
    const other = await newVersion(v1, changed(anna.id, "γ"));
    expect([other.status, other.body.error.code]).toEqual([404, "WORKOUT_NOT_FOUND"]);
    expect((await newVersion(v1, changed(vicky.id, "δ"), vicky.cookie)).status).toBe(403);
  });

  it("sends no e-mail when the change is refused", async () => {
    const before = t.mail.length;
    const bad = await newVersion(uuid(), changed(anna.id, "ε"));
    expect([bad.status, bad.body.error.code]).toEqual([404, "WORKOUT_NOT_FOUND"]);
    expect(t.mail.length).toBe(before);
  });
});
