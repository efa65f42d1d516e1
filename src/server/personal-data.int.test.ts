import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveSet } from "./features/coaching/log";
import { personalDataSources } from "./personal-data";
import { createTestDatabase, type TestDatabase } from "./test/db";
import { seedMember } from "./test/members";

/**
 * 'Download my data' and 'delete my account' walk the personal-data sources: a table that refers to
 * a user, or keeps an e-mail address, and that no source names would be left out of both.
 */
describe("the personal-data sources", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const covered = () => new Set(personalDataSources.flatMap((s) => s.tables));

  /**
   * Every table that reaches `user` through a chain of foreign keys, read from the catalogue: a
   * balance row refers to the member's account, a logged set to its session, and each holds the
   * member's data as much as a row that names the user.
   */
  const referringTables = async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(`
      with recursive reaching(rel) as (
        select '"user"'::regclass::oid
        union
        select c.conrelid from pg_constraint c join reaching r on c.confrelid = r.rel where c.contype = 'f'
      )
      select rel::regclass::text as table_name from reaching where rel <> '"user"'::regclass`);
    return rows.map((r) => r.table_name.replace(/^"|"$/g, ""));
  };

  it("cover every table that reaches user through foreign keys", async () => {
    const referring = await referringTables();
    expect(referring).toEqual(expect.arrayContaining(["member_credits", "workout_sets", "notifications"]));
    expect(referring.filter((t) => !covered().has(t))).toEqual([]);
  });

  it("are all read by the export: 'download my data' holds every table that reaches a user", async () => {
    // A member with a balance and a logged set: a table read only through its parent's rows (a
    // session's sets) is scanned only when the parent has some.
    const m = await seedMember(database.db, { firstName: "Ada", lastName: "Data", gym: 3 });
    await saveSet(database.db, m.id, "2025-09-01", crypto.randomUUID(), {
      log: { id: crypto.randomUUID(), date: "2025-09-01", programId: null, dayKey: "monday" },
      position: 0,
      exerciseId: null,
      exerciseName: "Squat",
      setNumber: 1,
      reps: 5,
      weightKg: 60,
      seconds: null,
    });
    // What this transaction scanned (pg_stat_xact_user_tables counts every sequential or index scan
    // it started, an empty table's too): a table the export never reads cannot be in the file.
    const read = await database.db.transaction(async (tx) => {
      for (const source of personalDataSources) await source.exportFor(tx, m);
      const { rows } = await tx.execute<{ relname: string; scans: number }>(
        `select relname, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans from pg_stat_xact_user_tables`,
      );
      return new Set(rows.filter((r) => r.scans > 0).map((r) => r.relname));
    });
    expect(read.has("workout_logs")).toBe(true);
    expect((await referringTables()).filter((t) => !read.has(t))).toEqual([]);
  });

  it("cover every table with an e-mail address column", async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and (column_name like '%email%' or column_name in ('to_address', 'identifier'))
        and table_name not in ('verification')`);
    const withEmail = rows.map((r) => r.table_name);
    expect(withEmail).toContain("contact_messages");
    expect(withEmail.filter((t) => !covered().has(t))).toEqual([]);
  });

  it("have one key each, and name only tables that exist", async () => {
    const keys = personalDataSources.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const { rows } = await database.db.execute<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = new Set(rows.map((r) => r.table_name));
    expect([...covered()].filter((t) => !tables.has(t))).toEqual([]);
  });
});
