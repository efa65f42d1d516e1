import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDataSources } from "./personal-data";
import { createTestDatabase, type TestDatabase } from "./test/db";

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

  it("cover every table with a foreign key to user", async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(`
      select distinct c.conrelid::regclass::text as table_name
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = '"user"'::regclass`);
    const referring = rows.map((r) => r.table_name.replace(/^"|"$/g, ""));
    expect(referring.length).toBeGreaterThan(5);
    expect(referring.filter((t) => !covered().has(t))).toEqual([]);
  });

  const referringTables = async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(`
      select distinct c.conrelid::regclass::text as table_name
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = '"user"'::regclass`);
    return rows.map((r) => r.table_name.replace(/^"|"$/g, ""));
  };

  it("are all read by the export: 'download my data' holds every table that refers to a user", async () => {
    // What this transaction scanned (pg_stat_xact_user_tables counts every sequential or index scan
    // it started, an empty table's too): a table the export never reads cannot be in the file.
    const read = await database.db.transaction(async (tx) => {
      for (const source of personalDataSources)
        await source.exportFor(tx, { id: "no-such-member", email: "no-such-member@example.test" });
      const { rows } = await tx.execute<{ relname: string; scans: number }>(
        `select relname, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans from pg_stat_xact_user_tables`,
      );
      return new Set(rows.filter((r) => r.scans > 0).map((r) => r.relname));
    });
    const referring = await referringTables();
    expect(referring).toContain("notifications");
    expect(referring.filter((t) => !read.has(t))).toEqual([]);
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
