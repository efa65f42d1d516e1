import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttentionRow, MemberPage, MyTraining } from "../../../shared/schemas/coaching";
import { emptyFitnessForm } from "../../../shared/schemas/questionnaires";
import { reservations } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";
import { coachingStudio, giveProgram, type Member, putSet, setBody, uuid } from "./test-api";

// Wednesday 25 November 2026, 10:00 in Athens; programs (Monday, Wednesday, Friday) from 2 November.
const NOW = new Date("2026-11-25T08:00:00Z");
const TODAY = "2026-11-25";
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let steady: Member;
let sore: Member;
let flagged: Member;
const programs = new Map<string, string>();

async function logOn(m: Member, date: string) {
  const log = { id: uuid(), date, programId: programs.get(m.id)!, dayKey: "wednesday" as const };
  expect((await putSet(t, m.cookie, uuid(), setBody({ log }))).status).toBe(200);
  return log.id;
}

beforeAll(async () => {
  ({
    t,
    admin,
    members: [steady, sore, flagged],
  } = await coachingStudio(clock, NOW, "Σταυρούλα", "Πηνελόπη", "Ρένα"));
  // All three log every planned day: no flag from the log or the adherence.
  for (const m of [steady, sore, flagged]) {
    programs.set(m.id, await giveProgram(t, admin.cookie, m.id, "2026-11-02"));
    for (const d of ["02", "04", "06", "09", "11", "13", "16", "18", "20", "23", "25"])
      await logOn(m, `2026-11-${d}`);
  }
});
afterAll(() => t.close());

const list = async () =>
  (await call<{ members: AttentionRow[] }>(t, "GET", "/api/admin/coaching", admin.cookie)).body.members;
const page = async (m: Member) =>
  (await call<MemberPage>(t, "GET", `/api/admin/coaching/members/${m.id}`, admin.cookie)).body;
const reportPain = (m: Member, date: string, note: string) =>
  call<ErrorBody & { date: string; note: string }>(t, "PUT", `/api/me/pain-reports/${date}`, m.cookie, {
    note,
  });

describe("what the member told, on the coach's attention list", () => {
  it("flags the questionnaire's readiness 'yes' answers and a pain reported in the last 14 days", async () => {
    const readiness = [false, true, false, false, true, false, false];
    const form = {
      ...emptyFitnessForm,
      goals: "Δύναμη",
      heightCm: 170,
      weightKg: 65,
      age: 38,
      sex: "female",
      activityLevel: "moderate",
      trainingDaysPerWeek: 3,
      consent: true,
      readiness,
    };
    expect((await call(t, "PUT", "/api/me/questionnaires/fitness", flagged.cookie, form)).status).toBe(200);
    expect((await reportPain(sore, "2026-11-24", "  Πονάει ο δεξής ώμος  ")).body).toEqual({
      date: "2026-11-24",
      note: "Πονάει ο δεξής ώμος",
    });
    // A pain three weeks ago is past: it stays on the member's page but flags nothing.
    expect((await reportPain(steady, "2026-11-04", "Γόνατο")).status).toBe(200);

    const mine = (await list()).filter((r) => [steady.id, sore.id, flagged.id].includes(r.userId));
    expect(mine.map((r) => [r.userId, r.readiness, r.painOn])).toEqual([
      [sore.id, [], "2026-11-24"],
      [flagged.id, [1, 4], null],
      [steady.id, [], null],
    ]);
    expect((await page(sore)).pains).toEqual([{ date: "2026-11-24", note: "Πονάει ο δεξής ώμος" }]);
    expect((await page(steady)).attention.painOn).toBeNull();
    expect((await page(steady)).pains.map((p) => p.date)).toEqual(["2026-11-04"]);
    expect((await page(flagged)).attention.readiness).toEqual([1, 4]);
  });

  it("keeps one report a day, refuses an empty one or a day outside the loggable days", async () => {
    expect((await reportPain(sore, "2026-11-24", "Ώμος και αγκώνας")).status).toBe(200);
    const mine = await call<{ pains: object[] }>(t, "GET", "/api/me/pain-reports", sore.cookie);
    expect(mine.body.pains).toEqual([{ date: "2026-11-24", note: "Ώμος και αγκώνας" }]);
    expect((await reportPain(sore, TODAY, "   ")).body.error.code).toBe("PAIN_NOTE_REQUIRED");
    expect((await reportPain(sore, "2026-11-26", "Αύριο")).body.error.code).toBe("LOG_DATE_RANGE");
    expect((await call(t, "PUT", `/api/me/pain-reports/${TODAY}`, undefined, { note: "x" })).status).toBe(
      401,
    );
  });
});

describe("the desk's check-in and the logged session", () => {
  it("links a session to that day's booking marked attended, and unlinks when the mark is undone", async () => {
    const [booking] = await t.database.db
      .insert(reservations)
      .values({
        kind: "member",
        userId: steady.id,
        name: "Σταυρούλα",
        email: steady.email,
        date: TODAY,
        time: "09:00",
      })
      .returning({ id: reservations.id });
    const mark = (status: "attended" | null) =>
      call(
        t,
        status ? "PUT" : "DELETE",
        `/api/admin/reservations/${booking!.id}/attendance`,
        admin.cookie,
        status ? { status } : undefined,
      );
    const today = async () =>
      (await call<MyTraining>(t, "GET", "/api/me/training", steady.cookie)).body.logs.find(
        (l) => l.date === TODAY,
      )!;
    // Booked but not checked in yet: no link.
    expect((await today()).checkIn).toBeNull();
    expect((await mark("attended")).status).toBe(200);
    expect((await today()).checkIn).toEqual({ reservationId: booking!.id, schedule: "gym", time: "09:00" });
    // The coach's page shows it too; another day's session has none, another member's log neither.
    const logs = (await page(steady)).logs;
    expect(logs.find((l) => l.date === TODAY)!.checkIn?.reservationId).toBe(booking!.id);
    expect(logs.find((l) => l.date === "2026-11-23")!.checkIn).toBeNull();
    expect((await page(sore)).logs.find((l) => l.date === TODAY)!.checkIn).toBeNull();
    expect((await mark(null)).status).toBe(200);
    expect((await today()).checkIn).toBeNull();
  });
});
