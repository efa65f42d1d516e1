import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import type { TestApp, TestUser } from "../../test/factories";
import { call } from "../../test/requests";
import { coachingStudio, giveProgram, type Member } from "./test-api";

/**
 * The coach's attention list and member page show readiness answers and pain reports: reading them
 * is a read of health answers, on the activity log once a day per staff member and member
 * (decision 036), however often the open screen reads again.
 */
const NOW = new Date("2026-11-25T08:00:00Z"); // Wednesday 10:00 in Athens
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let sore: Member;
let fine: Member;

beforeAll(async () => {
  ({
    t,
    admin,
    members: [sore, fine],
  } = await coachingStudio(clock, NOW, "Πόνος", "Υγεία"));
  for (const m of [sore, fine]) await giveProgram(t, admin.cookie, m.id, "2026-11-02");
  const pain = await call(t, "PUT", "/api/me/pain-reports/2026-11-24", sore.cookie, { note: "Ώμος" });
  expect(pain.status).toBe(200);
});
afterAll(() => t.close());

const readsOf = async (memberId: string) =>
  t.database.db
    .select({ actorId: activityLog.actorId, details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.kind, "health_read"), eq(activityLog.memberId, memberId)));

describe("the coach's screens as health reads", () => {
  it("records the members whose health answers the attention list shows, once a day", async () => {
    for (let i = 0; i < 3; i++)
      expect((await call(t, "GET", "/api/admin/coaching", admin.cookie)).status).toBe(200);
    expect(await readsOf(sore.id)).toEqual([
      { actorId: admin.id, details: { list: "attention", day: "2026-11-25" } },
    ]);
    // A member whose row shows no readiness answer and no pain: nothing of their health was shown.
    expect(await readsOf(fine.id)).toEqual([]);
    // The next day's first read is recorded again.
    clock.set(new Date(NOW.getTime() + 86_400_000));
    expect((await call(t, "GET", "/api/admin/coaching", admin.cookie)).status).toBe(200);
    expect((await readsOf(sore.id)).map((r) => r.details)).toEqual([
      { list: "attention", day: "2026-11-25" },
      { list: "attention", day: "2026-11-26" },
    ]);
    clock.set(NOW);
  });

  it("records the member page, which shows the member's pains and readiness, once a day", async () => {
    for (let i = 0; i < 2; i++)
      expect((await call(t, "GET", `/api/admin/coaching/members/${fine.id}`, admin.cookie)).status).toBe(200);
    expect(await readsOf(fine.id)).toEqual([
      { actorId: admin.id, details: { list: "coach_member", day: "2026-11-25" } },
    ]);
  });

  it("a refused read records nothing", async () => {
    const before = (await readsOf(sore.id)).length;
    const res = await call(t, "GET", `/api/admin/coaching/members/${sore.id}`, sore.cookie);
    expect(res.status).toBe(403);
    expect(await readsOf(sore.id)).toHaveLength(before);
  });
});
