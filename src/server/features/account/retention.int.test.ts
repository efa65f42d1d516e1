import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountStates, retentionRuns, user } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { seedMember } from "../../test/members";
import { runRetention } from "./retention";

const DAY = 86_400_000;
const START = new Date("2030-01-15T10:00:00Z");
const clock = fixedClock(START);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const run = () =>
  runRetention({
    db: t.database.db,
    mailer: t.deps.mailer,
    logger: t.deps.logger,
    now: clock.now(),
    tz: "Europe/Athens",
    inactiveMonths: 12,
    publicUrl: "http://localhost:3000",
    studio: "Kinisi",
  });
const at = (days: number) => clock.set(new Date(START.getTime() + days * DAY));
const rowOf = async (id: string) => (await t.database.db.select().from(user).where(eq(user.id, id)))[0]!;
const warningsTo = (email: string) =>
  t.mail.filter((m) => m.to === email && m.template === "retentionWarning");

describe("the retention job", () => {
  it("warns an inactive member 30 days before, erases them after, and runs once a day", async () => {
    // Created (their only activity) at START; the period is 12 months.
    const m = await seedMember(t.database.db, { firstName: "Νίκος", lastName: "Αδρανής" });
    await t.database.db.update(user).set({ createdAt: START }).where(eq(user.id, m.id));
    const active = await seedMember(t.database.db, { firstName: "Άννα", lastName: "Ενεργή" });
    await t.database.db.update(user).set({ createdAt: START }).where(eq(user.id, active.id));

    at(365 - 40);
    expect(await run()).toEqual({ warned: 0, erasedDeactivated: 0, erasedInactive: 0 });
    at(365 - 29);
    expect((await run())?.warned).toBe(2);
    expect(warningsTo(m.email)).toHaveLength(1);
    expect(warningsTo(m.email)[0]!.text).toContain("2031-01-16");
    expect(await run()).toBeNull(); // the day's run row is taken

    // Anna signs in after the warning: her inactivity starts again.
    await t.database.db
      .insert(accountStates)
      .values({ userId: active.id, lastSignInAt: clock.now() })
      .onConflictDoUpdate({ target: accountStates.userId, set: { lastSignInAt: clock.now() } });

    at(365 + 1);
    expect(await run()).toEqual({ warned: 0, erasedDeactivated: 0, erasedInactive: 1 });
    expect((await rowOf(m.id)).email).toMatch(/@erased\.invalid$/);
    expect((await rowOf(active.id)).email).toBe(active.email);
    const [log] = await t.database.db
      .select()
      .from(retentionRuns)
      .where(eq(retentionRuns.runDate, "2031-01-16"));
    expect(log).toMatchObject({ erasedInactive: 1, warned: 0 });
    expect(log!.finishedAt).not.toBeNull();
  });

  it("does not erase before 30 days have passed since the warning", async () => {
    const m = await seedMember(t.database.db, { firstName: "Late", lastName: "Warning" });
    // Long inactive, never warned (e.g. the job was off): warned now, erased 30 days later at the earliest.
    await t.database.db
      .update(user)
      .set({ createdAt: new Date(START.getTime() - 800 * DAY) })
      .where(eq(user.id, m.id));
    at(400);
    expect((await run())?.warned).toBe(1);
    at(420);
    expect((await run())?.erasedInactive).toBe(0);
    at(431);
    expect((await run())?.erasedInactive).toBe(1);
    expect((await rowOf(m.id)).firstName).toBe("");
  });

  it("erases an account deactivated more than 24 months ago, and keeps a recent one", async () => {
    const old = await seedMember(t.database.db, { firstName: "Old", lastName: "Deactivated" });
    const recent = await seedMember(t.database.db, { firstName: "Recent", lastName: "Deactivated" });
    at(1000);
    await t.database.db.insert(accountStates).values([
      { userId: old.id, deactivatedAt: new Date(clock.now().getTime() - 25 * 31 * DAY) },
      { userId: recent.id, deactivatedAt: new Date(clock.now().getTime() - 300 * DAY) },
    ]);
    expect((await run())?.erasedDeactivated).toBe(1);
    expect((await rowOf(old.id)).name).toBe("");
    expect((await rowOf(recent.id)).name).toBe("Recent Deactivated");
    expect(warningsTo(recent.email)).toEqual([]);
  });

  it("lets only one of several instances run a day", async () => {
    at(2000);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});
