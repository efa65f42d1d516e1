import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityKind } from "../shared/domain/activity";
import type { Role } from "../shared/domain/roles";
import { SPEC_RULES } from "../shared/domain/studio-rules";
import { activityLog, user } from "./db/schema";
import { eraseAccount } from "./features/account/privacy";
import { pruneActivity } from "./features/activity/service";
import { fitnessForm, questionnaireApi } from "./features/questionnaires/test-api";
import { fixedClock } from "./platform/clock";
import { createTestApp, type TestApp } from "./test/factories";
import { grantSessions, seedMember, sessionCookie } from "./test/members";
import { call } from "./test/requests";
import { yogaSchedule } from "./test/schedules";

/** The activity log (decision 036): one entry per staff change, in its transaction. */
const NOW = new Date("2025-09-01T07:00:00Z"); // Monday 10:00 in Athens
const clock = fixedClock(NOW);
let t: TestApp;
type Person = { id: string; email: string; name: string; cookie: string };
let owner: Person;
let trainer: Person;
let desk: Person;

async function person(firstName: string, role: Role = "user"): Promise<Person> {
  const m = await seedMember(t.database.db, { firstName, lastName: "Δοκιμή" });
  if (role !== "user") await t.database.db.update(user).set({ role }).where(eq(user.id, m.id));
  return { ...m, cookie: await sessionCookie(t.deps.auth, t.database.db, m.id) };
}

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  owner = await person("Όλγα", "owner");
  trainer = await person("Τάσος", "trainer");
  desk = await person("Δήμητρα", "desk");
});
afterAll(() => t.close());

const countOf = async (kind: ActivityKind) =>
  (await t.database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.kind, kind)))[0]!.n;
const latest = async (kind: ActivityKind) =>
  (
    await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.kind, kind))
      .orderBy(desc(activityLog.at))
  )[0]!;

/** Runs a staff action and expects exactly one new entry of its kind, by that person, about that member. */
async function oneEntry(
  kind: ActivityKind,
  o: { by: Person; member: Person | null; details: Record<string, unknown> },
  act: () => Promise<{ status: number }>,
) {
  const before = await countOf(kind);
  // A second later than the entry before, so "the newest" is this one.
  clock.set(new Date(clock.now().getTime() + 1000));
  const res = await act();
  expect(res.status, kind).toBeLessThan(300);
  expect(await countOf(kind), kind).toBe(before + 1);
  const e = await latest(kind);
  expect(e, kind).toMatchObject({
    actorId: o.by.id,
    actorName: o.by.name,
    memberId: o.member?.id ?? null,
    memberName: o.member?.name ?? "",
  });
  expect(e.details, kind).toMatchObject(o.details);
}

describe("the activity log", () => {
  it("records each kind of staff change once, with before → after", async () => {
    const member = await person("Μαρία");
    await grantSessions(t.database.db, member.id, 5, new Date("2025-12-31T00:00:00Z"));
    const other = await person("Νίκος");

    await oneEntry("role", { by: owner, member: other, details: { before: "user", after: "desk" } }, () =>
      call(t, "PUT", `/api/admin/members/${other.id}/role`, owner.cookie, { role: "desk" }),
    );
    await oneEntry(
      "credits",
      { by: desk, member, details: { credit: "gym", before: 5, after: 6, reason: "paid at the desk" } },
      () =>
        call(t, "POST", `/api/admin/members/${member.id}/sessions`, desk.cookie, {
          delta: 1,
          reason: "paid at the desk",
        }),
    );
    // The member sees who changed their credits (the ledger says what).
    const mine = await call<{ ledger: { reason: string; by: string | null }[] }>(
      t,
      "GET",
      "/api/me/account",
      member.cookie,
    );
    expect(mine.body.ledger.map((l) => [l.reason, l.by])).toEqual([
      ["admin_adjust", desk.name],
      ["package_approved", null],
    ]);
    const edit = {
      credits: [
        { kind: "gym", sessions: 6, expiresOn: "2025-12-31" },
        { kind: "pilates", sessions: 2, expiresOn: "" },
      ],
      packageName: "Pro 16",
      nutritionName: "",
      nutritionExpiresOn: "",
    };
    await oneEntry(
      "balances",
      {
        by: owner,
        member,
        details: {
          before: { credits: [expect.objectContaining({ kind: "gym" })] },
          after: { credits: [expect.anything(), { kind: "pilates", sessions: 2, expiresAt: null }] },
        },
      },
      () => call(t, "PUT", `/api/admin/members/${member.id}`, owner.cookie, edit),
    );
    let reservationId = "";
    await oneEntry(
      "booking",
      { by: desk, member, details: { date: "2025-09-02", time: "10:00", before: 6, after: 5 } },
      async () => {
        const r = await call<{ reservation: { id: string } }>(
          t,
          "POST",
          "/api/admin/reservations",
          desk.cookie,
          {
            email: member.email,
            date: "2025-09-02",
            time: "10:00",
          },
        );
        reservationId = r.body.reservation?.id ?? "";
        return r;
      },
    );
    await oneEntry(
      "cancellation",
      { by: desk, member, details: { date: "2025-09-02", sessionRestored: true } },
      () => call(t, "DELETE", `/api/admin/reservations/${reservationId}`, desk.cookie),
    );
    await oneEntry(
      "settings",
      {
        by: owner,
        member: null,
        details: { before: { defaultCapacity: 10 }, after: { defaultCapacity: 9 } },
      },
      () =>
        call(t, "PUT", "/api/admin/studio-rules", owner.cookie, {
          rules: { ...SPEC_RULES, defaultCapacity: 9 },
        }),
    );
    await oneEntry("export", { by: owner, member, details: {} }, () =>
      call(t, "GET", `/api/admin/members/${member.id}/data`, owner.cookie),
    );
    const gone = await person("Ζωή");
    await oneEntry("erasure", { by: owner, member: gone, details: { after: "deactivated" } }, () =>
      call(t, "POST", `/api/admin/members/${gone.id}/deactivate`, owner.cookie, {}),
    );

    // Health answers: a review and every read of a list that shows them.
    const athlete = await person("Άρης");
    const q = questionnaireApi(t);
    expect((await q.putFitness(athlete.cookie, fitnessForm())).status).toBeLessThan(300);
    await oneEntry(
      "questionnaire_review",
      { by: trainer, member: athlete, details: { questionnaire: "fitness", before: false, after: true } },
      () => q.review(trainer.cookie, "fitness", athlete.id, true),
    );
    const reads = await countOf("health_read");
    expect((await call(t, "GET", "/api/admin/fitness-questionnaires", trainer.cookie)).status).toBe(200);
    const read = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.kind, "health_read"), eq(activityLog.memberId, athlete.id)));
    expect(read.map((r) => r.actorId)).toEqual([trainer.id]);
    expect(await countOf("health_read")).toBeGreaterThan(reads);
  });

  it("records the owner's changes of capacity, closures and schedules, before → after", async () => {
    const date = "2025-09-10";
    await oneEntry(
      "settings",
      { by: owner, member: null, details: { area: "capacity", date, before: null, after: 6 } },
      () => call(t, "PUT", `/api/admin/slot-capacity/${date}`, owner.cookie, { capacity: 6 }),
    );
    await oneEntry(
      "settings",
      { by: owner, member: null, details: { area: "capacity", date, before: 6, after: null } },
      () => call(t, "DELETE", `/api/admin/slot-capacity/${date}`, owner.cookie),
    );
    const closure = { startDate: "2025-10-06", endDate: "2025-10-07", note: "Βάψιμο" };
    let id = "";
    await oneEntry(
      "settings",
      { by: owner, member: null, details: { area: "closure", action: "add", ...closure } },
      async () => {
        const res = await call(t, "POST", "/api/admin/closures", owner.cookie, closure);
        id = (res.body as { id: string }).id;
        return res;
      },
    );
    await oneEntry(
      "settings",
      { by: owner, member: null, details: { area: "closure", action: "remove", ...closure } },
      () => call(t, "DELETE", `/api/admin/closures/${id}`, owner.cookie),
    );
    const yoga = yogaSchedule({ creditKind: "pilates" });
    await oneEntry(
      "settings",
      {
        by: owner,
        member: null,
        details: { area: "schedule", action: "create", after: { key: "yoga", nameEn: "Yoga" } },
      },
      () => call(t, "POST", "/api/admin/schedules", owner.cookie, yoga),
    );
    await oneEntry(
      "settings",
      {
        by: owner,
        member: null,
        details: { area: "schedule", action: "update", before: { active: true }, after: { active: false } },
      },
      () =>
        call(t, "PUT", "/api/admin/schedules/yoga", owner.cookie, { ...yoga, key: undefined, active: false }),
    );
  });

  it("a refused or failed action writes nothing", async () => {
    const member = await person("Ελένη");
    const total = async () => (await t.database.db.select({ n: count() }).from(activityLog))[0]!.n;
    const before = await total();
    // Below zero (SESSIONS_NEGATIVE: the transaction rolls back), the last owner, a role without the capability.
    const refused = [
      await call(t, "POST", `/api/admin/members/${member.id}/sessions`, owner.cookie, {
        delta: -1,
        reason: "x",
      }),
      await call(t, "PUT", `/api/admin/members/${owner.id}/role`, owner.cookie, { role: "user" }),
      await call(t, "POST", `/api/admin/members/${member.id}/sessions`, trainer.cookie, { delta: 1 }),
      await call(t, "PUT", "/api/admin/studio-rules", desk.cookie, { rules: SPEC_RULES }),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 403, 403]);
    expect(await total()).toBe(before);
  });

  it("erasure keeps the member's entries and removes their name from them", async () => {
    const member = await person("Σοφία");
    await grantSessions(t.database.db, member.id, 2, null);
    await call(t, "POST", `/api/admin/members/${member.id}/sessions`, desk.cookie, {
      delta: 1,
      reason: "Paid at the desk",
    });
    // The erasure 'delete my account' and the retention job run (a seeded member has no password to confirm).
    await eraseAccount(t.database.db, member.id, { now: NOW, tz: "Europe/Athens" });
    const rows = await t.database.db.select().from(activityLog).where(eq(activityLog.memberId, member.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.memberName)).toEqual(rows.map(() => ""));
    expect(JSON.stringify(rows)).not.toContain("Σοφία");
  });

  it("the owner reads it filtered and newest first; nobody else reads it", async () => {
    const page = await call<{ items: { kind: string; actorId: string; at: string }[]; total: number }>(
      t,
      "GET",
      `/api/admin/activity?actor=${desk.id}&kind=credits&from=2025-09-01&to=2025-09-01`,
      owner.cookie,
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(0);
    expect(page.body.items.every((i) => i.kind === "credits" && i.actorId === desk.id)).toBe(true);
    const all = await call<{ items: { at: string }[] }>(t, "GET", "/api/admin/activity", owner.cookie);
    const times = all.body.items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    const none = await call<{ total: number }>(t, "GET", "/api/admin/activity?from=2025-09-02", owner.cookie);
    expect(none.body.total).toBe(0);
    for (const who of [trainer, desk])
      expect((await call(t, "GET", "/api/admin/activity", who.cookie)).status).toBe(403);
  });

  it("the retention job removes entries older than the studio's retention", async () => {
    const before = await t.database.db.select({ n: count() }).from(activityLog);
    expect(await pruneActivity(t.database.db, new Date(NOW.getTime() + 729 * 86_400_000))).toBe(0);
    const removed = await pruneActivity(t.database.db, new Date(NOW.getTime() + 731 * 86_400_000));
    expect(removed).toBe(before[0]!.n);
  });
});
