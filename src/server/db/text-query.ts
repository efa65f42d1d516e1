import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "./client";

/**
 * A read written as one SQL text with numbered parameters ($1, $2 …, a number may repeat), run
 * through Drizzle with the values bound: a long, fixed-shape read stays readable as the database
 * will see it. Rows come back as `db.execute` gives them.
 */
export type Value = string | number | boolean | null;

export type TextQuery<Row> = {
  run: (db: Pick<Tx, "execute">, values: readonly Value[]) => Promise<Row[]>;
};

export function textQuery<Row>(paramCount: number, text: string): TextQuery<Row> {
  const parts = text.split(/\$(\d+)/);
  for (let i = 1; i < parts.length; i += 2) {
    const n = Number(parts[i]);
    if (n < 1 || n > paramCount) throw new Error(`$${n} is outside the query's ${paramCount} values`);
  }
  const asSql = (values: readonly Value[]): SQL =>
    sql.join(
      parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
      sql``,
    );
  return {
    async run(db, values) {
      if (values.length !== paramCount)
        throw new Error(`the query takes ${paramCount} values, got ${values.length}`);
      return (await db.execute(asSql(values))).rows as Row[];
    },
  };
}
