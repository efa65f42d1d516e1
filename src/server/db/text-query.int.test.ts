import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/db";
import { textQuery } from "./text-query";

/** A read written as text answers with its values bound: a value stays a value, dates stay text. */
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
const byNote = textQuery<Row>(
  4,
  `select note, start_date::text, $3::int + 1 as n, $4::boolean as flag
     from closures where note = $1 and start_date >= $2::date and $3::int >= 0 order by start_date`,
);

describe("textQuery", () => {
  it("answers with its values bound, a number used twice", async () => {
    const rows = await byNote.run(t.db, ["O'Neil's summer", "2026-01-01", 41, null]);
    expect(rows).toEqual([{ note: "O'Neil's summer", start_date: "2026-08-10", n: 42, flag: null }]);
  });

  it("gives the same rows inside a transaction", async () => {
    const rows = await t.db.transaction((tx) => byNote.run(tx, ["O'Neil's summer", "2026-01-01", 1, true]));
    expect(rows).toEqual([{ note: "O'Neil's summer", start_date: "2026-08-10", n: 2, flag: true }]);
  });

  it("keeps a value with quotes and SQL in it a value", async () => {
    const evil = "x'); delete from closures; select ('";
    expect(await byNote.run(t.db, [evil, "2026-01-01", 0, false])).toEqual([]);
    const [left] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from closures`)).rows;
    expect(left!.n).toBe(1);
  });

  it("refuses a wrong number of values, and a text naming a value it is not given", async () => {
    await expect(byNote.run(t.db, ["a"])).rejects.toThrow(/takes 4 values/);
    expect(() => textQuery(1, "select $2")).toThrow(/outside/);
  });
});
