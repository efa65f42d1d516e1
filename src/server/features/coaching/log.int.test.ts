import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call } from "../../test/requests";
import { coachingPersonalData } from "./personal-data";
import { coachingStudio, giveProgram, type Member, putSet, setBody, training, uuid } from "./test-api";

// Wednesday 25 November 2026, 09:00 in Athens.
const NOW = new Date("2026-11-25T07:00:00Z");
const TODAY = "2026-11-25";
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let anna: Member;
let vicky: Member;
let programId: string;

beforeAll(async () => {
  ({
    t,
    admin,
    members: [anna, vicky],
  } = await coachingStudio(clock, NOW, "Άννα", "Βίκυ"));
  programId = await giveProgram(t, admin.cookie, anna.id);
});
afterAll(() => t.close());

const head = (over: object = {}) => ({
  id: uuid(),
  date: TODAY,
  programId,
  dayKey: "wednesday" as const,
  ...over,
});

describe("the member's workout log", () => {
  it("stores a set sent twice (a retried request) once, and changes it when sent with other numbers", async () => {
    const log = head();
    const setId = uuid();
    const body = setBody({ log, exerciseName: "Bench Press" });
    const first = await putSet(t, anna.cookie, setId, body);
    const again = await putSet(t, anna.cookie, setId, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    let mine = (await training(t, anna.cookie)).body;
    const logged = mine.logs.filter((l) => l.id === log.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.sets).toEqual([
      {
        id: setId,
        position: 0,
        exerciseId: null,
        exerciseName: "Bench Press",
        setNumber: 1,
        reps: 10,
        weightKg: 60,
        seconds: null,
      },
    ]);
    // The same set with other numbers is changed, not added.
    expect((await putSet(t, anna.cookie, setId, { ...body, reps: 8, weightKg: 62.5 })).status).toBe(200);
    mine = (await training(t, anna.cookie)).body;
    expect(mine.logs.find((l) => l.id === log.id)!.sets).toMatchObject([
      { id: setId, reps: 8, weightKg: 62.5 },
    ]);
    expect(mine.program?.id).toBe(programId);
    expect(mine.today).toBe(TODAY);
  });

  it("refuses numbers outside realistic ranges with their code and range, never clamping", async () => {
    const cases: [object, string, object][] = [
      [{ reps: 0 }, "LOG_REPS_RANGE", { min: 1, max: 100 }],
      [{ reps: 101 }, "LOG_REPS_RANGE", { min: 1, max: 100 }],
      [{ reps: 8.5 }, "LOG_REPS_RANGE", { min: 1, max: 100 }],
      [{ weightKg: 501 }, "LOG_WEIGHT_RANGE", { min: 0, max: 500 }],
      [{ weightKg: -1 }, "LOG_WEIGHT_RANGE", { min: 0, max: 500 }],
      [{ reps: null, weightKg: null, seconds: 0 }, "LOG_SECONDS_RANGE", { min: 1, max: 10800 }],
      [{ reps: null, weightKg: null, seconds: null }, "LOG_SET_EMPTY", {}],
    ];
    for (const [over, code, params] of cases) {
      const res = await putSet(t, anna.cookie, uuid(), { ...setBody({ log: head() }), ...over });
      expect(res.status, code).toBe(400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.params).toMatchObject(params);
    }
    const future = await putSet(t, anna.cookie, uuid(), setBody({ log: head({ date: "2026-11-26" }) }));
    expect(future.body.error).toMatchObject({
      code: "LOG_DATE_RANGE",
      params: { min: "2026-09-26", max: TODAY },
    });
    // Nothing refused was stored.
    const sets = (await training(t, anna.cookie)).body.logs.flatMap((l) => l.sets);
    expect(sets.every((s) => s.reps === null || (s.reps >= 1 && s.reps <= 100))).toBe(true);
  });

  it("lets a member read and change only their own log; staff read it", async () => {
    const log = head();
    const setId = uuid();
    expect((await putSet(t, anna.cookie, setId, setBody({ log }))).status).toBe(200);
    // Vicky cannot write into Anna's session, nor overwrite Anna's set, nor follow Anna's program.
    const intoAnna = await putSet(t, vicky.cookie, uuid(), setBody({ log: { ...log, programId: null } }));
    expect(intoAnna.status).toBe(404);
    expect(intoAnna.body.error.code).toBe("WORKOUT_LOG_NOT_FOUND");
    const overwrite = await putSet(
      t,
      vicky.cookie,
      setId,
      setBody({ log: head({ programId: null }), reps: 1 }),
    );
    expect(overwrite.body.error.code).toBe("WORKOUT_LOG_NOT_FOUND");
    const foreignProgram = await putSet(t, vicky.cookie, uuid(), setBody({ log: head() }));
    expect(foreignProgram.body.error.code).toBe("WORKOUT_NOT_FOUND");
    expect((await call(t, "DELETE", `/api/me/workout-sets/${setId}`, vicky.cookie)).status).toBe(404);
    expect((await training(t, vicky.cookie)).body.logs).toEqual([]);
    expect((await training(t, anna.cookie)).body.logs.find((l) => l.id === log.id)!.sets[0]).toMatchObject({
      id: setId,
      reps: 10,
    });
    // Staff read; a member may not use the staff read; nobody signed in reads nothing.
    const staff = await call<{ logs: { id: string }[] }>(
      t,
      "GET",
      `/api/admin/workout-logs?userId=${anna.id}`,
      admin.cookie,
    );
    expect(staff.status).toBe(200);
    expect(staff.body.logs.map((l) => l.id)).toContain(log.id);
    expect((await call(t, "GET", `/api/admin/workout-logs?userId=${anna.id}`, vicky.cookie)).status).toBe(
      403,
    );
    expect((await call(t, "GET", "/api/me/training")).status).toBe(401);
    // Anna removes it: the set goes, and the session left empty with it; removing again finds nothing.
    expect((await call(t, "DELETE", `/api/me/workout-sets/${setId}`, anna.cookie)).status).toBe(204);
    expect((await call(t, "DELETE", `/api/me/workout-sets/${setId}`, anna.cookie)).status).toBe(404);
    expect((await training(t, anna.cookie)).body.logs.some((l) => l.id === log.id)).toBe(false);
  });

  it("is in the member's data export and erased with the account", async () => {
    const log = head();
    await putSet(t, anna.cookie, uuid(), setBody({ log, reps: 12 }));
    const exported = await t.database.db.transaction((tx) =>
      coachingPersonalData.exportFor(tx, { id: anna.id, email: anna.email }),
    );
    expect((exported as { workoutLogs: { id: string }[] }).workoutLogs.map((l) => l.id)).toContain(log.id);
    await t.database.db.transaction((tx) =>
      coachingPersonalData.erase(tx, { id: anna.id, email: anna.email }, { now: NOW, tz: "Europe/Athens" }),
    );
    expect((await training(t, anna.cookie)).body.logs).toEqual([]);
  });
});
