import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Progress } from "../../../shared/schemas/coaching";
import { closures, exercises } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";
import { coachingStudio, giveProgram, type Member, member, putSet, setBody, uuid } from "./test-api";

// Wednesday 25 November 2026, 09:00 in Athens; the program (Monday, Wednesday, Friday) from 2 November.
const NOW = new Date("2026-11-25T07:00:00Z");
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
  programId = await giveProgram(t, admin.cookie, anna.id, "2026-11-02");
});
afterAll(() => t.close());

async function session(date: string, dayKey: "monday" | "wednesday", name: string, sets: [number, number][]) {
  const log = { id: uuid(), date, programId, dayKey };
  for (const [i, [weightKg, reps]] of sets.entries())
    expect(
      (
        await putSet(
          t,
          anna.cookie,
          uuid(),
          setBody({ log, exerciseName: name, setNumber: i + 1, weightKg, reps }),
        )
      ).status,
    ).toBe(200);
}

const progress = (cookie: string) => call<Progress & ErrorBody>(t, "GET", "/api/me/progress", cookie);
const kinds = async () =>
  (await call<{ kinds: { id: string; slug: string }[] }>(t, "GET", "/api/me/measurements", anna.cookie)).body
    .kinds;

describe("the member's progress", () => {
  it("matches the figures worked out by hand for a known history", async () => {
    await session("2026-11-16", "monday", "Back Squat", [
      [60, 10],
      [70, 5],
    ]);
    await session("2026-11-18", "wednesday", "Bench Press", [[50, 8]]);
    await session("2026-11-23", "monday", "Back Squat", [
      [80, 1],
      [75, 3],
    ]);
    const weight = (await kinds()).find((k) => k.slug === "weight")!;
    for (const [date, value] of [
      ["2026-11-16", 80],
      ["2026-11-23", 79.5],
    ] as const)
      expect(
        (await call(t, "PUT", "/api/me/measurements", anna.cookie, { kindId: weight.id, date, value }))
          .status,
      ).toBe(200);

    const p = (await progress(anna.cookie)).body;
    expect(p.formula).toBe("epley");
    // Epley: 60 × (1 + 10/30) = 80; 70 × (1 + 5/30) = 81.67 → 81.7; 80 × 1 rep = 80; 75 × (1 + 3/30) = 82.5.
    // Volume: 60·10 + 70·5 = 950; 80·1 + 75·3 = 305; 50·8 = 400 (Bench: 50 × (1 + 8/30) = 63.3).
    expect(p.exercises).toEqual([
      {
        key: "name:Back Squat",
        name: "Back Squat",
        names: null,
        best1rm: 82.5,
        bestDate: "2026-11-23",
        sessions: [
          { date: "2026-11-16", e1rm: 81.7, volume: 950, sets: 2 },
          { date: "2026-11-23", e1rm: 82.5, volume: 305, sets: 2 },
        ],
      },
      {
        key: "name:Bench Press",
        name: "Bench Press",
        names: null,
        best1rm: 63.3,
        bestDate: "2026-11-18",
        sessions: [{ date: "2026-11-18", e1rm: 63.3, volume: 400, sets: 1 }],
      },
    ]);
    // Eight weeks to this one: nothing planned before the program; three a week from 2 November.
    expect(p.weeks).toEqual([
      { weekStart: "2026-10-05", planned: 0, done: 0 },
      { weekStart: "2026-10-12", planned: 0, done: 0 },
      { weekStart: "2026-10-19", planned: 0, done: 0 },
      { weekStart: "2026-10-26", planned: 0, done: 0 },
      { weekStart: "2026-11-02", planned: 3, done: 0 },
      { weekStart: "2026-11-09", planned: 3, done: 0 },
      { weekStart: "2026-11-16", planned: 3, done: 2 },
      { weekStart: "2026-11-23", planned: 3, done: 1 },
    ]);
    // The last four whole weeks: 2 done of 9 planned = 22 %.
    expect(p.adherence).toBe(22);
    expect(p.lastLog).toBe("2026-11-23");
    expect(p.measurements.map((m) => [m.date, m.value])).toEqual([
      ["2026-11-16", 80],
      ["2026-11-23", 79.5],
    ]);
    expect(p.kinds.map((k) => k.slug)).toEqual(["weight"]);
    // Another member's progress holds none of it.
    const other = (await progress(vicky.cookie)).body;
    expect([other.exercises, other.measurements, other.adherence]).toEqual([[], [], null]);
  });

  it("names a library exercise in both languages, as the program does, whichever name the set kept", async () => {
    const cleo = await member(t, "Κλειώ");
    const [lib] = await t.database.db.select().from(exercises).where(eq(exercises.name, "Deadlift"));
    const own = await giveProgram(t, admin.cookie, cleo.id, "2026-11-02");
    const log = { id: uuid(), date: "2026-11-23", programId: own, dayKey: "monday" as const };
    const body = setBody({ log, exerciseId: lib!.id, exerciseName: "Άρση θανάτου", weightKg: 100, reps: 5 });
    expect((await putSet(t, cleo.cookie, uuid(), body)).status).toBe(200);
    const [e] = (await progress(cleo.cookie)).body.exercises;
    expect(e).toMatchObject({ name: "Άρση θανάτου", names: { gr: "Άρση θανάτου", en: "Deadlift" } });
  });

  it("plans no session on the studio's closed days, and counts a program change from its start", async () => {
    const bea = await member(t, "Βέα");
    // Monday, Wednesday, Friday from 2 November; from Wednesday 11 November only Monday and Friday.
    const v1 = await giveProgram(t, admin.cookie, bea.id, "2026-11-02");
    const v2 = await call(t, "POST", `/api/admin/workouts/${v1}/versions`, admin.cookie, {
      userId: bea.id,
      startDate: "2026-11-11",
      daysPerWeek: 3,
      days: ["monday", "friday", "saturday"].map((dayKey) => ({
        dayKey,
        exercises: [{ name: "Deadlift", sets: 3, reps: "5", notes: "" }],
      })),
    });
    expect(v2.status).toBe(201);
    // Closed Friday 13 to Monday 16 November, and on Friday 20 November.
    await t.database.db.insert(closures).values([
      { startDate: "2026-11-13", endDate: "2026-11-16", note: "Απολύμανση" },
      { startDate: "2026-11-20", endDate: "2026-11-20", note: "" },
    ]);
    for (const date of ["2026-11-02", "2026-11-04", "2026-11-11", "2026-11-17"]) {
      const log = { id: uuid(), date, programId: v1, dayKey: "monday" as const };
      expect((await putSet(t, bea.cookie, uuid(), setBody({ log }))).status).toBe(200);
    }
    const p = (await progress(bea.cookie)).body;
    // Week of 2 Nov: Mon, Wed, Fri = 3. Week of 9 Nov: Mon (v1), then v2 from Wednesday (no
    // Wednesday), Fri and Sat closed = 1. Week of 16 Nov: Mon and Fri closed, Sat = 1. Week of 23 Nov: 3.
    expect(p.weeks.slice(-4)).toEqual([
      { weekStart: "2026-11-02", planned: 3, done: 2 },
      { weekStart: "2026-11-09", planned: 1, done: 1 },
      { weekStart: "2026-11-16", planned: 1, done: 1 },
      { weekStart: "2026-11-23", planned: 3, done: 0 },
    ]);
    // Whole weeks 26 Oct – 22 Nov: done 2 + 1 + 1 of planned 0 + 3 + 1 + 1 = 4 / 5 = 80 %
    // (without the closures: 2 + 1 + 1 of 0 + 3 + 2 + 2 = 4 / 7 = 57 %).
    expect(p.adherence).toBe(80);
  });

  it("refuses a measurement outside its kind's range, and a kind the coach adds bounds its own", async () => {
    const weight = (await kinds()).find((k) => k.slug === "weight")!;
    const heavy = await call<ErrorBody>(t, "PUT", "/api/me/measurements", anna.cookie, {
      kindId: weight.id,
      date: "2026-11-25",
      value: 351,
    });
    expect(heavy.status).toBe(400);
    expect(heavy.body.error).toMatchObject({
      code: "MEASUREMENT_RANGE",
      params: { min: 20, max: 350, unit: "kg" },
    });
    const kind = { nameGr: "Περιφέρεια μηρού", nameEn: "Thigh", unit: "cm", minValue: 20, maxValue: 120 };
    expect((await call(t, "POST", "/api/admin/measurement-kinds", anna.cookie, kind)).status).toBe(403);
    const added = await call<{ id: string }>(t, "POST", "/api/admin/measurement-kinds", admin.cookie, kind);
    expect(added.status).toBe(201);
    expect(
      (await call<ErrorBody>(t, "POST", "/api/admin/measurement-kinds", admin.cookie, kind)).body.error.code,
    ).toBe("MEASUREMENT_KIND_EXISTS");
    const low = await call<ErrorBody>(t, "PUT", "/api/me/measurements", anna.cookie, {
      kindId: added.body.id,
      date: "2026-11-25",
      value: 19,
    });
    expect(low.body.error).toMatchObject({ code: "MEASUREMENT_RANGE", params: { min: 20, max: 120 } });
  });

  it("keeps one nutrition check a day, the last answer winning", async () => {
    const put = (body: object, date = "2026-11-24") =>
      call<ErrorBody>(t, "PUT", `/api/me/nutrition-checks/${date}`, anna.cookie, body);
    expect((await put({ followed: "partly", note: "Γλυκό το βράδυ" })).status).toBe(200);
    expect((await put({ followed: "yes" })).status).toBe(200);
    expect((await put({ followed: "maybe" })).status).toBe(400);
    expect((await put({ followed: "yes" }, "2026-11-26")).body.error.code).toBe("LOG_DATE_RANGE");
    const checks = await call<{ checks: object[] }>(t, "GET", "/api/me/nutrition-checks", anna.cookie);
    expect(checks.body.checks).toEqual([{ date: "2026-11-24", followed: "yes", note: "" }]);
    expect((await progress(anna.cookie)).body.nutrition).toEqual({ yes: 1, partly: 0, no: 0 });
  });
});
