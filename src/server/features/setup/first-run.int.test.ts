import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SetupChecklist } from "../../../shared/schemas/setup";
import {
  activityLog,
  announcements,
  classes,
  closures,
  creditKinds,
  exercises,
  packages,
  schedules,
} from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { createAdmin, createStaff, createTestApp, type TestApp } from "../../test/factories";
import { call } from "../../test/requests";

const countOf = async (
  t: TestApp,
  table: typeof packages | typeof closures | typeof announcements | typeof exercises | typeof classes,
) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

/** A new install as `npm start` makes it: the first start's seed, without the example. */
async function newInstall() {
  const t = await createTestApp({ env: { SITE_OPEN: "false" } });
  await seedDatabase(t.database.db);
  return { t, owner: await createAdmin(t) };
}

/** The class schedule's and its credits' names, [Greek, English]. */
const classNames = async (t: TestApp) => {
  const db = t.database.db;
  const [s] = await db.select().from(schedules).where(eq(schedules.key, "pilates"));
  const [k] = await db.select().from(creditKinds).where(eq(creditKinds.key, "pilates"));
  return { schedule: [s!.nameGr, s!.nameEn], credits: [k!.nameGr, k!.nameEn] };
};

const choose = (t: TestApp, cookie: string, choice: string) =>
  call<{ error?: { code: string } }>(t, "POST", "/api/admin/first-run", cookie, { choice });
const start = async (t: TestApp, cookie: string) =>
  (await call<SetupChecklist>(t, "GET", "/api/admin/setup-checklist", cookie)).body.start;
const firstRunEntries = async (t: TestApp) =>
  (await t.database.db.select().from(activityLog).where(eq(activityLog.kind, "identity"))).filter(
    (e) => (e.details as { action?: string }).action === "first_run",
  );

describe("the first run: start empty or load the example studio", () => {
  it("seeds the exercise library on a new install, and asks the owner before any example content", async () => {
    const { t, owner } = await newInstall();
    try {
      expect(await countOf(t, exercises)).toBeGreaterThanOrEqual(150);
      for (const table of [packages, closures, announcements, classes])
        expect(await countOf(t, table)).toBe(0);
      expect(await start(t, owner.cookie)).toBe("ask");
      for (const role of ["trainer", "desk"] as const) {
        const staff = await createStaff(t, role);
        expect((await choose(t, staff.cookie, "example")).status).toBe(403);
      }
      expect(await countOf(t, packages)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("starts empty once: a second answer is refused and loads nothing", async () => {
    const { t, owner } = await newInstall();
    try {
      expect((await choose(t, owner.cookie, "empty")).status).toBe(204);
      expect(await start(t, owner.cookie)).toBe("empty");
      const again = await choose(t, owner.cookie, "example");
      expect(again).toMatchObject({ status: 409, body: { error: { code: "FIRST_RUN_CHOSEN" } } });
      expect(await countOf(t, packages)).toBe(0);
      // No word of the example: the class schedule the migrations made goes by a neutral name.
      expect(await classNames(t)).toEqual({
        schedule: ["Μαθήματα", "Classes"],
        credits: ["Μαθήματα", "Class credits"],
      });
      expect(await firstRunEntries(t)).toMatchObject([{ actorId: owner.id, details: { after: "empty" } }]);
      const checklist = (await call<SetupChecklist>(t, "GET", "/api/admin/setup-checklist", owner.cookie))
        .body;
      expect(checklist.packages).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("loads the example studio's packages, closures, announcements and classes on request, on the log", async () => {
    const { t, owner } = await newInstall();
    try {
      expect((await choose(t, owner.cookie, "example")).status).toBe(204);
      expect(await countOf(t, packages)).toBe(13);
      expect(await countOf(t, closures)).toBeGreaterThan(0);
      expect(await countOf(t, announcements)).toBeGreaterThan(0);
      expect(await countOf(t, classes)).toBeGreaterThanOrEqual(15);
      expect(await classNames(t)).toEqual({
        schedule: ["Reformer Pilates", "Reformer Pilates"],
        credits: ["Reformer Pilates", "Reformer Pilates"],
      });
      const checklist = (await call<SetupChecklist>(t, "GET", "/api/admin/setup-checklist", owner.cookie))
        .body;
      expect(checklist).toMatchObject({ start: "example", packages: true });
      expect((await choose(t, owner.cookie, "empty")).status).toBe(409);
      expect(await countOf(t, packages)).toBe(13);
      expect(await firstRunEntries(t)).toMatchObject([{ actorId: owner.id, details: { after: "example" } }]);
    } finally {
      await t.close();
    }
  });

  it("does not ask an install started with the example (EXAMPLE_STUDIO, the tests' seed)", async () => {
    const t = await createTestApp({ seed: true });
    try {
      const owner = await createAdmin(t);
      expect(await start(t, owner.cookie)).toBe("example");
      expect(await countOf(t, packages)).toBe(13);
    } finally {
      await t.close();
    }
  });
});
