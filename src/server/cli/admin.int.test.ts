import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CLI_BUNDLE } from "../../../scripts/build-server";
import { lockDataDir, openPglite } from "../db/client";
import { user } from "../db/schema";
import { copyTemplateDataDir, createTestDatabase, type TestDatabase, testDatabaseKind } from "../test/db";
import { CliError } from "./cli";
import { changeRole, parseAdminArgs } from "./roles";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

const person = (email: string, role = "user") => ({
  id: email,
  email,
  name: email,
  firstName: "A",
  lastName: "B",
  role,
});
const roleOf = async (database: { db: TestDatabase["db"] }, email: string) =>
  (await database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

describe("promote and demote (the function the CLI calls)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(user)
      .values([person("coach@studio.example"), person("owner@studio.example", "owner")]);
  });
  afterAll(() => database.close());

  it("promotes a member, whatever the case or spaces of the e-mail typed", async () => {
    const change = parseAdminArgs(["promote", " Coach@Studio.example "]);
    expect(await changeRole(database.db, change)).toBe("coach@studio.example is now an owner.");
    expect(await roleOf(database, "coach@studio.example")).toBe("owner");
  });

  it("demotes an owner, but never the last one", async () => {
    expect(await changeRole(database.db, { action: "demote", email: "coach@studio.example" })).toBe(
      "coach@studio.example is now a member (no longer staff).",
    );
    expect(await roleOf(database, "coach@studio.example")).toBe("user");
    await expect(
      changeRole(database.db, { action: "demote", email: "owner@studio.example" }),
    ).rejects.toThrow(/owner@studio.example is the last owner/);
    expect(await roleOf(database, "owner@studio.example")).toBe("owner");
  });

  it("refuses an unknown e-mail", async () => {
    await expect(
      changeRole(database.db, { action: "promote", email: "nobody@studio.example" }),
    ).rejects.toThrow(
      new CliError("There is no account with the e-mail nobody@studio.example. It must sign up first."),
    );
  });

  it("explains its usage", () => {
    for (const args of [
      [],
      ["promote"],
      ["make-admin", "a@b.example"],
      ["promote", "a@b.example", "extra"],
    ]) {
      expect(() => parseAdminArgs(args)).toThrow(/Usage: npm run admin -- promote <email>/);
    }
  });
});

// Each test here starts Node processes (the command as global-setup.ts built it, PGlite): on a 2-core machine shared with the other
// test worker, one start can take well over 10 s, so the suite allows 2 minutes per test.
// The CLI on a PGlite directory: nothing of it differs when the run is on PostgreSQL (decision 028).
describe.skipIf(testDatabaseKind() === "postgres")(
  "npm run admin, as a process",
  { timeout: 300_000 },
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-admin-cli-"));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    async function runAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, [ADMIN_CLI_BUNDLE, ...args], {
          cwd: REPO_ROOT,
          env,
        });
        return { code: 0, stdout, stderr };
      } catch (err) {
        const e = err as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    }

    it("promotes through the PGlite directory, and tells the user to stop a server that holds it", async () => {
      // A studio's migrated database (a copy of the run's template, not a first initdb and migration).
      copyTemplateDataDir(dataDir);
      const database = await openPglite(dataDir);
      await database.db.insert(user).values(person("trainer@studio.example"));
      await database.close();

      const ok = await runAdmin("promote", "trainer@studio.example");
      expect(ok).toMatchObject({ code: 0, stdout: "trainer@studio.example is now an owner.\n" });

      const unknown = await runAdmin("demote", "ghost@studio.example");
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("There is no account with the e-mail ghost@studio.example");

      const unlock = await lockDataDir(dataDir); // as the running server does
      try {
        const locked = await runAdmin("demote", "trainer@studio.example");
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain(
          `${path.resolve(dataDir)} is in use by another Kinisi process (pid ${process.pid})`,
        );
        expect(locked.stderr).toContain("Stop the server first");
      } finally {
        await unlock();
      }

      const after = await openPglite(dataDir);
      expect(await roleOf(after, "trainer@studio.example")).toBe("owner");
      await after.close();
    });
  },
);
