import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoachNotices } from "../../../shared/schemas/coach-notices";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { seedMember, sessionCookie } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { coachingStudio, giveProgram, type Member } from "./test-api";

// Wednesday 25 November 2026, 09:00 in Athens.
const NOW = new Date("2026-11-25T07:00:00Z");
const TODAY = "2026-11-25";
const DAY = 24 * 3600 * 1000;
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

const notices = async (cookie: string) => {
  const res = await call<CoachNotices>(t, "GET", "/api/me/coach-notices", cookie);
  expect(res.status).toBe(200);
  return res.body;
};
const seen = (cookie: string | undefined, kind: string, body: unknown) =>
  call<ErrorBody | undefined>(t, "PUT", `/api/me/coach-notices/${kind}`, cookie, body);

/** The coach changes the program `previousId` of `userId`: its new version's id. */
async function changeProgram(userId: string, previousId: string, comments: string) {
  const res = await call<{ id: string; version: number }>(
    t,
    "POST",
    `/api/admin/workouts/${previousId}/versions`,
    admin.cookie,
    {
      userId,
      startDate: TODAY,
      daysPerWeek: 3,
      days: ["monday", "wednesday", "friday"].map((dayKey) => ({
        dayKey,
        exercises: [{ name: "Front Squat", sets: 4, reps: "6-8", notes: "" }],
      })),
      comments,
    },
  );
  expect(res.status).toBe(201);
  return res.body;
}

describe("the home's notice of a changed program", () => {
  it("shows a new version until the member saw it, and again for the next version", async () => {
    const v1 = await giveProgram(t, admin.cookie, anna.id);
    expect((await notices(anna.cookie)).program).toBeNull();

    const v2 = await changeProgram(anna.id, v1, "Πιο βαριά");
    const shown = (await notices(anna.cookie)).program;
    expect(shown).toMatchObject({ id: v2.id, version: 2 });
    // The studio's date of the change (the versions are written at the real time, not the test's).
    expect(shown!.changedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Reading it again marks nothing: it stays until seen.
    expect((await notices(anna.cookie)).program).toMatchObject({ id: v2.id });

    expect((await seen(anna.cookie, "program", { id: v2.id })).status).toBe(204);
    expect((await notices(anna.cookie)).program).toBeNull();
    // Seen twice is still seen; an older version opened later (a stale screen) brings nothing back.
    expect((await seen(anna.cookie, "program", { id: v2.id })).status).toBe(204);
    expect((await notices(anna.cookie)).program).toBeNull();
    expect((await seen(anna.cookie, "program", { id: v1 })).status).toBe(204);
    expect((await notices(anna.cookie)).program).toBeNull();

    const v3 = await changeProgram(anna.id, v2.id, "Ακόμη πιο βαριά");
    expect((await notices(anna.cookie)).program).toMatchObject({ id: v3.id, version: 3 });
    // Nor does it hide a newer change.
    expect((await seen(anna.cookie, "program", { id: v1 })).status).toBe(204);
    expect((await notices(anna.cookie)).program).toMatchObject({ id: v3.id, version: 3 });
    expect((await seen(anna.cookie, "program", { id: v3.id })).status).toBe(204);
    expect((await notices(anna.cookie)).program).toBeNull();
  });

  it("is never shown to another member, who cannot mark it seen either", async () => {
    const v1 = await giveProgram(t, admin.cookie, vicky.id);
    const v2 = await changeProgram(vicky.id, v1, "Νέα εβδομάδα");
    expect((await notices(anna.cookie)).program).toBeNull();

    const other = await seen(anna.cookie, "program", { id: v2.id });
    expect([other.status, other.body?.error.code]).toEqual([404, "WORKOUT_NOT_FOUND"]);
    expect((await notices(vicky.cookie)).program).toMatchObject({ id: v2.id, version: 2 });
    expect((await seen(vicky.cookie, "program", { id: v2.id })).status).toBe(204);
    expect((await notices(vicky.cookie)).program).toBeNull();
  });

  it("refuses a visitor, an unknown kind and an id that is not one", async () => {
    expect((await call(t, "GET", "/api/me/coach-notices")).status).toBe(401);
    expect((await seen(undefined, "program", { id: crypto.randomUUID() })).status).toBe(401);
    const kind = await seen(anna.cookie, "photos", { id: crypto.randomUUID() });
    expect(kind.status).toBe(400);
    expect(kind.body?.error.code).toBeTruthy();
    const id = await seen(anna.cookie, "program", { id: "not-an-id" });
    expect(id.status).toBe(400);
    expect(id.body?.error.code).toBeTruthy();
    const missing = await seen(anna.cookie, "program", { id: crypto.randomUUID() });
    expect([missing.status, missing.body?.error.code]).toEqual([404, "WORKOUT_NOT_FOUND"]);
  });
});

describe("the home's notice of a changed nutrition plan", () => {
  const planInput = (userId: string) => ({
    userId,
    startDate: TODAY,
    durationDays: 7,
    comment: "Πολύ νερό",
    template: Array.from({ length: 7 }, () => ({
      breakfast: { name: "Γιαούρτι", ingredients: "200 γρ. γιαούρτι" },
      lunch: { name: "", ingredients: "" },
      dinner: { name: "", ingredients: "" },
      snack: { name: "", ingredients: "" },
    })),
  });

  it("shows a plan the coach edited until the member saw it; never to another member", async () => {
    const m = await seedMember(t.database.db, {
      firstName: "Ελένη",
      lastName: "Αθλήτρια",
      nutritionExpiresAt: new Date(NOW.getTime() + 30 * DAY),
    });
    const cookie = await sessionCookie(t.deps.auth, t.database.db, m.id);
    const created = await call<{ id: string }>(
      t,
      "POST",
      "/api/admin/nutrition-plans",
      admin.cookie,
      planInput(m.id),
    );
    expect(created.status).toBe(201);
    // A new plan is not a change.
    expect((await notices(cookie)).nutrition).toBeNull();

    const edit = await call(t, "PATCH", `/api/admin/nutrition-plans/${created.body.id}`, admin.cookie, {
      comment: "Λιγότερη ζάχαρη",
    });
    expect(edit.status).toBe(200);
    expect((await notices(cookie)).nutrition).toMatchObject({ id: created.body.id });
    expect((await notices(anna.cookie)).nutrition).toBeNull();
    const other = await seen(anna.cookie, "nutrition", { id: created.body.id });
    expect([other.status, other.body?.error.code]).toEqual([404, "PLAN_NOT_FOUND"]);
    expect((await notices(cookie)).nutrition).toMatchObject({ id: created.body.id });

    expect((await seen(cookie, "nutrition", { id: created.body.id })).status).toBe(204);
    expect((await notices(cookie)).nutrition).toBeNull();

    // Edited again: shown again.
    await call(t, "PATCH", `/api/admin/nutrition-plans/${created.body.id}`, admin.cookie, {
      comment: "Και φρούτα",
    });
    expect((await notices(cookie)).nutrition).toMatchObject({ id: created.body.id });
  });
});
