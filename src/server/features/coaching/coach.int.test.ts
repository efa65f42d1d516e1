import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttentionRow, CoachingSettings, MemberPage } from "../../../shared/schemas/coaching";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call, type ErrorBody } from "../../test/requests";
import { coachingStudio, giveProgram, type Member, putSet, setBody, uuid } from "./test-api";

// Wednesday 25 November 2026 in Athens; programs (Monday, Wednesday, Friday) from 2 November.
const NOW = new Date("2026-11-25T07:00:00Z");
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let keen: Member;
let quiet: Member;
let idle: Member;

async function logOn(m: Member, programId: string, date: string) {
  const log = { id: uuid(), date, programId, dayKey: "monday" as const };
  expect((await putSet(t, m.cookie, uuid(), setBody({ log }))).status).toBe(200);
}

beforeAll(async () => {
  ({
    t,
    admin,
    members: [keen, quiet, idle],
  } = await coachingStudio(clock, NOW, "Κατερίνα", "Ηλέκτρα", "Ζωή"));
  const keenProgram = await giveProgram(t, admin.cookie, keen.id, "2026-11-02");
  const quietProgram = await giveProgram(t, admin.cookie, quiet.id, "2026-11-02");
  await giveProgram(t, admin.cookie, idle.id, "2026-11-30"); // not started: not on the list
  // Keen: every planned day of the three whole weeks since the start, and Monday this week.
  for (const d of ["02", "04", "06", "09", "11", "13", "16", "18", "20", "23"])
    await logOn(keen, keenProgram, `2026-11-${d}`);
  // Quiet: two sessions, the last 12 days ago.
  for (const d of ["04", "13"]) await logOn(quiet, quietProgram, `2026-11-${d}`);
});
afterAll(() => t.close());

const list = (cookie = admin.cookie) =>
  call<{ settings: CoachingSettings; members: AttentionRow[] } & ErrorBody>(
    t,
    "GET",
    "/api/admin/coaching",
    cookie,
  );

describe("the coach's view", () => {
  it("lists who needs attention first, by the thresholds (settings, 10 days and 50 % by default)", async () => {
    const first = (await list()).body;
    expect(first.settings).toEqual({ daysWithoutLog: 10, adherencePercent: 50 });
    const mine = first.members.filter((m) => [keen.id, quiet.id, idle.id].includes(m.userId));
    // Quiet: 12 days without a log; 2 done of 9 planned over the four whole weeks (the first with none planned) = 22 %.
    expect(mine.map((m) => [m.userId, m.daysSinceLog, m.adherence, m.noRecentLog, m.lowAdherence])).toEqual([
      [quiet.id, 12, 22, true, true],
      [keen.id, 2, 100, false, false],
    ]);
    // Thresholds changed: 14 days, 20 %: quiet no longer flagged.
    const saved = await call<CoachingSettings>(t, "PUT", "/api/admin/coaching/settings", admin.cookie, {
      daysWithoutLog: 14,
      adherencePercent: 20,
    });
    expect(saved.body).toEqual({ daysWithoutLog: 14, adherencePercent: 20 });
    const after = (await list()).body.members.find((m) => m.userId === quiet.id)!;
    expect([after.noRecentLog, after.lowAdherence]).toEqual([false, false]);
    expect(
      (
        await call(t, "PUT", "/api/admin/coaching/settings", admin.cookie, {
          daysWithoutLog: 0,
          adherencePercent: 50,
        })
      ).status,
    ).toBe(400);
    await call(t, "PUT", "/api/admin/coaching/settings", admin.cookie, {
      daysWithoutLog: 10,
      adherencePercent: 50,
    });
  });

  it("shows one member's page with the coach's notes newest first; members may not read it", async () => {
    const note = (text: string) =>
      call<ErrorBody>(t, "POST", `/api/admin/coaching/members/${quiet.id}/notes`, admin.cookie, { text });
    expect((await note("Πρώτη σημείωση")).status).toBe(201);
    clock.set(new Date(NOW.getTime() + 60_000));
    expect((await note("Δεύτερη σημείωση")).status).toBe(201);
    clock.set(NOW);
    expect((await note("   ")).body.error.code).toBe("COACH_NOTE_REQUIRED");
    const page = await call<MemberPage>(t, "GET", `/api/admin/coaching/members/${quiet.id}`, admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body.notes.map((n) => n.text)).toEqual(["Δεύτερη σημείωση", "Πρώτη σημείωση"]);
    expect(page.body.logs.map((l) => l.date)).toEqual(["2026-11-13", "2026-11-04"]);
    expect(page.body.attention).toMatchObject({ daysSinceLog: 12, noRecentLog: true, lowAdherence: true });
    expect((await call(t, "GET", `/api/admin/coaching/members/${quiet.id}`, keen.cookie)).status).toBe(403);
    expect(
      (await call<ErrorBody>(t, "GET", "/api/admin/coaching/members/nobody", admin.cookie)).body.error.code,
    ).toBe("USER_NOT_FOUND");
  });
});
