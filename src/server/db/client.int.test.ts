import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { count, eq, notInArray } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { lockPathOf } from "../platform/dir-lock";
import { copyTemplateDataDir, createTestDatabase, type TestDatabase, testDatabaseKind } from "../test/db";
import { type Database, DataDirLockedError, lockDataDir, openPglite } from "./client";
import { migrateDatabase, schemaVersion } from "./migrate";
import { announcements, appMeta, classes, closures, exercises, packages } from "./schema";
import { seedDatabase } from "./seed";

const CLIENT_MODULE = fileURLToPath(new URL("./client.ts", import.meta.url));
const LOCK_MODULE = fileURLToPath(new URL("../platform/dir-lock.ts", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const tempDirs: string[] = [];
const open: (Database | TestDatabase)[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-lock-"));
  tempDirs.push(dir);
  return dir;
}

/** An existing studio's directory: the lock is what these tests open, not a first initdb and migration. */
function studioDir(): string {
  const dir = tempDir();
  copyTemplateDataDir(dir);
  return dir;
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process opening the directory, as a second server or a CLI would. */
async function openInChildProcess(dir: string): Promise<{ code: number; stderr: string }> {
  const script = `import(${JSON.stringify(CLIENT_MODULE)}).then((m) => m.openPglite(${JSON.stringify(dir)}))
    .then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });`;
  try {
    await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", script], { cwd: REPO_ROOT });
    return { code: 0, stderr: "" };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

// Each test here starts Node processes (tsx, PGlite): on a 2-core machine shared with the other
// test worker, one start can take well over 10 s, so the suite allows 2 minutes per test.
// PGlite's own data directory: nothing of it differs when the run is on PostgreSQL (decision 028).
describe.skipIf(testDatabaseKind() === "postgres")(
  "the PGlite data directory lock",
  { timeout: 300_000 },
  () => {
    it("refuses a second open, in this process and from another one, naming the directory", async () => {
      const dir = studioDir();
      open.push(await openPglite(dir));

      const second = openPglite(dir);
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(path.resolve(dir));

      const child = await openInChildProcess(dir);
      expect(child.code).not.toBe(0);
      expect(child.stderr).toContain(path.resolve(dir));
      expect(child.stderr).toContain(`in use by another Kinisi process (pid ${process.pid})`);
    });

    it("takes over a lock left by a process that died, even one naming this very pid, and releases it on close", async () => {
      const dir = studioDir();
      const lockFile = path.join(dir, "kinisi.lock");
      // The old pid lock of a container, where the server gets the same pid on every start.
      fs.writeFileSync(lockFile, String(process.pid));
      const database = await openPglite(dir);
      expect(fs.statSync(lockFile).isSocket()).toBe(true);
      await database.close();
      expect(fs.existsSync(lockFile)).toBe(false);
    });

    it("after a SIGKILL of the holder, the socket it left behind does not stop the next start", async () => {
      const dir = tempDir();
      const holder = holdLock(dir);
      expect(await holder.result).toBe("locked");
      holder.child.kill("SIGKILL");
      await holder.exited;
      expect(fs.existsSync(path.join(dir, "kinisi.lock"))).toBe(true); // left behind
      const unlock = await lockDataDir(dir);
      await unlock();
    });

    it("keeps running when probers hang up before its answer (another starter giving up)", async () => {
      const dir = tempDir();
      const holder = holdLock(dir);
      expect(await holder.result).toBe("locked");
      const lockPath = lockPathOf(dir);
      for (let i = 0; i < 100; i++) {
        await new Promise<void>((resolve) => {
          const socket = net.connect(lockPath, () => {
            socket.destroy(); // gone before the holder writes its pid
            resolve();
          });
          socket.on("error", () => resolve());
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(holder.child.exitCode).toBeNull();
      await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another Kinisi process/);
      holder.child.kill("SIGKILL");
      await holder.exited;
    });

    it("of processes starting together on one directory with a stale lock, exactly one gets it", async () => {
      for (let round = 0; round < 3; round++) {
        const dir = tempDir();
        fs.writeFileSync(path.join(dir, "kinisi.lock"), "12"); // stale, as after a crash
        const racers = Array.from({ length: 4 }, () => holdLock(dir));
        const results = await Promise.all(racers.map((r) => r.result));
        for (const r of racers) r.child.kill("SIGKILL");
        expect(results.filter((r) => r === "locked")).toHaveLength(1);
        for (const r of results.filter((x) => x !== "locked"))
          expect(r).toMatch(/is in use by another Kinisi process \(pid \d+\)/);
      }
    });
  },
);

/** A child process taking the lock and holding it until killed; `result` is "locked" or its refusal. */
function holdLock(dir: string) {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => m.lockDataDir(${JSON.stringify(dir)}))
    .then(() => { console.log("locked"); setInterval(() => {}, 1000); }, (e) => { console.log(e.message); process.exit(1); });`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { cwd: REPO_ROOT });
  let out = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const result = new Promise<string>((resolve) => {
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(out.trim());
    });
    child.on("exit", () => resolve(out.trim()));
  });
  return { child, result, exited };
}

describe("migrations and seed", () => {
  it("applies migrations a second time as a no-op", async () => {
    const database = await createTestDatabase();
    open.push(database);
    await migrateDatabase(database); // up to date even if a migration was added after the template
    const before = await schemaVersion(database);
    expect(before).toBeGreaterThanOrEqual(1);
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await schemaVersion(database)).toBe(before);
  });

  it("seeds the catalogue once, and a seeded package the studio deleted stays deleted", async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { db } = database;
    const countOf = async (
      table: typeof packages | typeof exercises | typeof closures | typeof announcements,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;

    expect(await seedDatabase(db, { example: true })).toBe(true);
    const seeded = {
      packages: await countOf(packages),
      exercises: await countOf(exercises),
      closures: await countOf(closures),
      announcements: await countOf(announcements),
    };
    expect(seeded.packages).toBe(13);

    // A second instance racing the first would run the inserts again: nothing is duplicated.
    await db.delete(appMeta).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(db, { example: true })).toBe(true);
    expect(await countOf(packages)).toBe(13);
    expect(await countOf(exercises)).toBe(seeded.exercises);

    await db.delete(packages).where(eq(packages.slug, "gym-12"));
    expect(await seedDatabase(db, { example: true })).toBe(false);
    expect(await countOf(packages)).toBe(12);
    expect(await db.select().from(packages).where(eq(packages.slug, "gym-12"))).toEqual([]);
    expect(await countOf(exercises)).toBe(seeded.exercises);
    expect(await countOf(closures)).toBe(seeded.closures);
    expect(await countOf(announcements)).toBe(seeded.announcements);
  });

  it("brings an installation seeded at version 1 the flexible package and the bilingual closure note", async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { db } = database;
    await seedDatabase(db, { example: true });
    // As version 1 left it: no flexible package, the English-only note, a package the studio deleted.
    await db.delete(packages).where(eq(packages.slug, "flex-32"));
    await db.delete(packages).where(eq(packages.slug, "gym-12"));
    await db.update(closures).set({ note: "Summer closure" }).where(eq(closures.slug, "summer-2025"));
    await db.update(appMeta).set({ value: "1" }).where(eq(appMeta.key, "seed_version"));

    expect(await seedDatabase(db, { example: true })).toBe(true);
    const [flex] = await db.select().from(packages).where(eq(packages.slug, "flex-32"));
    expect(flex).toMatchObject({ flexible: true, kind: "gym" });
    expect(await db.select().from(packages).where(eq(packages.slug, "gym-12"))).toEqual([]);
    const [summer] = await db.select().from(closures).where(eq(closures.slug, "summer-2025"));
    expect(summer?.note).toBe("Καλοκαιρινό κλείσιμο / Summer closure");
    expect(await seedDatabase(db, { example: true })).toBe(false);
  });

  it("seeds a week of Reformer Pilates classes, and brings one to an installation at version 2 only if its timetable is empty", async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { db } = database;
    await seedDatabase(db, { example: true });
    const week = await db.select().from(classes);
    expect(week.length).toBeGreaterThanOrEqual(15);
    expect(new Set(week.map((c) => c.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6]));

    // Version 2 had no timetable: the upgrade brings the week.
    await db.delete(classes);
    await db.update(appMeta).set({ value: "2" }).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(db, { example: true })).toBe(true);
    expect((await db.select({ n: count() }).from(classes))[0]!.n).toBe(week.length);

    // A studio that wrote its own timetable keeps it as it is.
    await db.delete(classes);
    await db
      .insert(classes)
      .values({ schedule: "pilates", weekday: 2, startTime: "07:30", minutes: 55, capacity: 4 });
    await db.update(appMeta).set({ value: "2" }).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(db, { example: true })).toBe(true);
    expect(await db.select({ weekday: classes.weekday, time: classes.startTime }).from(classes)).toEqual([
      { weekday: 2, time: "07:30" },
    ]);
  });

  it("seeds a library of 150+ exercises in Greek and English, and an installation at version 2 gets the Greek names and the new exercises", async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { db } = database;
    await seedDatabase(db, { example: true });
    const all = await db.select().from(exercises);
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((e) => !e.nameGr || !e.name || !e.muscle || !e.equipment)).toEqual([]);

    // As version 2 left it: the first 21 exercises in English only, one of them deleted by the studio,
    // one given a Greek name of the studio's own.
    const first = ["Back Squat", "Deadlift", "Plank"];
    await db.delete(exercises).where(
      notInArray(
        exercises.name,
        all.slice(0, 21).map((e) => e.name),
      ),
    );
    await db.update(exercises).set({ nameGr: "" });
    await db.delete(exercises).where(eq(exercises.name, "Dead Bug"));
    await db.update(exercises).set({ nameGr: "Πλανκ" }).where(eq(exercises.name, "Plank"));
    await db.update(appMeta).set({ value: "2" }).where(eq(appMeta.key, "seed_version"));
    expect(await seedDatabase(db, { example: true })).toBe(true);
    const after = await db.select().from(exercises);
    expect(after.length).toBe(all.length - 1);
    expect(after.find((e) => e.name === "Dead Bug")).toBeUndefined();
    const gr = Object.fromEntries(after.filter((e) => first.includes(e.name)).map((e) => [e.name, e.nameGr]));
    expect(gr).toEqual({ "Back Squat": "Καθίσματα με μπάρα", Deadlift: "Άρση θανάτου", Plank: "Πλανκ" });
  });

  it("names the seeded packages in both languages, and an installation at version 2 gets them where the studio kept the seeded name", async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { db } = database;
    await seedDatabase(db, { example: true });
    const names = async () =>
      Object.fromEntries(
        (await db.select().from(packages)).map((p) => [p.slug, { gr: p.name, en: p.nameEn || p.name }]),
      );
    const fresh = await names();
    expect(fresh["nutrition-1"]).toEqual({ gr: "Πρόγραμμα Διατροφής", en: "Nutrition programme" });
    expect(fresh["combo-100"]).toEqual({
      gr: "Combo 100 Γυμναστήριο + Pilates",
      en: "Combo 100 Gym + Pilates",
    });

    // As version 2 left them: English names on the Greek site, no English names; one renamed by the studio.
    await db.update(packages).set({ nameEn: "" });
    await db.update(packages).set({ name: "Combo 100 Gym + Pilates" }).where(eq(packages.slug, "combo-100"));
    await db.update(packages).set({ name: "Flexible 32 Gym / Pilates" }).where(eq(packages.slug, "flex-32"));
    await db.update(packages).set({ name: "Διατροφή Plus" }).where(eq(packages.slug, "nutrition-1"));
    await db.update(appMeta).set({ value: "2" }).where(eq(appMeta.key, "seed_version"));
    await seedDatabase(db, { example: true });
    const after = await names();
    expect(after["combo-100"]).toEqual(fresh["combo-100"]);
    expect(after["flex-32"]).toEqual(fresh["flex-32"]);
    expect(after["nutrition-1"]).toEqual({ gr: "Διατροφή Plus", en: "Διατροφή Plus" });
  });
});
