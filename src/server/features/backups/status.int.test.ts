import { describe, expect, it } from "vitest";
import type { BackupStatus } from "../../../shared/schemas/backups";
import { recordBackupRun, type SqlRunner } from "../../cli/backup-runs";
import { textQuery, type Value } from "../../db/text-query";
import { fixedClock } from "../../platform/clock";
import { appWithAdmin, createAdmin, createStaff, createTestApp } from "../../test/factories";
import { call } from "../../test/requests";

const clock = fixedClock("2026-03-10T02:00:00Z");
const ctx = appWithAdmin({ clock });
const status = async (cookie = ctx.admin.cookie) =>
  call<BackupStatus>(ctx.t, "GET", "/api/admin/backup-status", cookie);
// What the backup command writes, through the same function, at a time the test chooses.
const testDb: SqlRunner = {
  query: (text, values = []) => textQuery(values.length, text).run(ctx.t.database.db, values as Value[]),
};
const note = (at: string, run: { file: string; sizeBytes: number | null; error: string | null }) =>
  recordBackupRun(testDb, run, new Date(at));

describe("the backups' status on the owner's home", () => {
  it("reports nothing before any backup, then the latest run and the latest good one", async () => {
    expect((await status()).body).toEqual({ last: null, lastGood: null, late: false, lateHours: 26 });

    await note("2026-03-09T01:00:00Z", { file: "/backups/kinisi-1.dump", sizeBytes: 1_500_000, error: null });
    const good = { at: "2026-03-09T01:00:00.000Z", file: "kinisi-1.dump", sizeBytes: 1_500_000, ok: true };
    expect((await status()).body).toEqual({ last: good, lastGood: good, late: false, lateHours: 26 });

    // A failed night: the last run says so; the good one is still the one before, not yet late.
    await note("2026-03-10T01:00:00Z", {
      file: "/backups/kinisi-2.dump",
      sizeBytes: null,
      error: "pg_dump failed",
    });
    expect((await status()).body).toMatchObject({
      last: { file: "kinisi-2.dump", ok: false, sizeBytes: null },
      lastGood: good,
      late: false,
    });

    // Just over 26 hours after the good one, it is late.
    clock.set("2026-03-10T03:01:00Z");
    expect((await status()).body.late).toBe(true);
    await note("2026-03-10T03:00:00Z", { file: "kinisi-3.dump", sizeBytes: 1_600_000, error: null });
    expect((await status()).body).toMatchObject({
      last: { file: "kinisi-3.dump", ok: true },
      lastGood: { file: "kinisi-3.dump" },
      late: false,
    });
  });

  it("follows the deployment's schedule: with weekly backups (BACKUP_LATE_HOURS=170), a four-day-old one is not late", async () => {
    const weekly = await createTestApp({ clock, env: { BACKUP_LATE_HOURS: "170" } });
    try {
      const owner = await createAdmin(weekly);
      const db: SqlRunner = {
        query: (text, values = []) =>
          textQuery(values.length, text).run(weekly.database.db, values as Value[]),
      };
      await recordBackupRun(
        db,
        { file: "kinisi-w.dump", sizeBytes: 1, error: null },
        new Date("2026-03-06T03:00:00Z"),
      );
      const answer = await call<BackupStatus>(weekly, "GET", "/api/admin/backup-status", owner.cookie);
      expect(answer.body).toMatchObject({ late: false, lateHours: 170 });
    } finally {
      await weekly.close();
    }
  });

  it("is the owner's alone (desk and trainer 403)", async () => {
    for (const role of ["desk", "trainer"] as const) {
      const staff = await createStaff(ctx.t, role);
      expect((await status(staff.cookie)).status).toBe(403);
    }
  });
});
