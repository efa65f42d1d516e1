import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { literal, preparedQuery } from "./prepared";

/** A prepared read answers what the same text with bound parameters answers, and values stay values. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.execute(
    sql`insert into closures (start_date, end_date, note) values ('2026-08-10', '2026-08-23', 'O''Neil''s summer')`,
  );
});
afterAll(async () => {
  await t.close();
});

type Row = { note: string; start_date: string; n: number; flag: boolean | null };
const byReason = preparedQuery<Row>(
  "kinisi_test_closures_by_note",
  ["text", "date", "int", "boolean"],
  `select note, start_date, $3::int + 1 as n, $4::boolean as flag
     from closures where note = $1 and start_date >= $2 order by start_date`,
);

describe("preparedQuery", () => {
  it("answers as the same statement does, dates as text, on every call", async () => {
    for (let i = 0; i < 3; i++) {
      const rows = await byReason.run(t.db, ["O'Neil's summer", "2026-01-01", 41, null]);
      expect(rows).toEqual([{ note: "O'Neil's summer", start_date: "2026-08-10", n: 42, flag: null }]);
    }
  });

  it("is prepared once on the embedded database's one connection", async () => {
    await byReason.run(t.db, ["none", "2026-01-01", 0, null]);
    const held = await t.db.execute<{ name: string }>(sql`select name from pg_prepared_statements`);
    if (t.kind === "pglite") expect(held.rows.map((r) => r.name)).toContain(byReason.name);
  });

  it("gives the same rows inside a transaction", async () => {
    const rows = await t.db.transaction((tx) => byReason.run(tx, ["O'Neil's summer", "2026-01-01", 1, true]));
    expect(rows).toEqual([{ note: "O'Neil's summer", start_date: "2026-08-10", n: 2, flag: true }]);
  });

  it("keeps a value with quotes and SQL in it a value", async () => {
    const evil = "x'); delete from closures; select ('";
    expect(await byReason.run(t.db, [evil, "2026-01-01", 0, false])).toEqual([]);
    const [left] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from closures`)).rows;
    expect(left!.n).toBeGreaterThan(0);
  });

  it("takes a statement without values (PostgreSQL refuses an empty list)", async () => {
    const count = preparedQuery<{ n: number }>(
      "kinisi_test_closure_count",
      [],
      "select count(*)::int as n from closures",
    );
    for (let i = 0; i < 2; i++) expect(await count.run(t.db, [])).toEqual([{ n: 1 }]);
  });

  it("refuses a wrong number of values and values the database cannot take", async () => {
    await expect(byReason.run(t.db, ["a"])).rejects.toThrow(/takes 4 values/);
    expect(() => literal("a\0b")).toThrow(/NUL/);
    expect(() => literal(Number.NaN)).toThrow(/finite/);
    expect(literal("it's")).toBe("'it''s'");
  });
});
