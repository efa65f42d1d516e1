import { type SQL, sql } from "drizzle-orm";
import { type PgColumn, timestamp } from "drizzle-orm/pg-core";

/**
 * Every table's created_at/updated_at. updated_at is maintained by the schema: Drizzle sets it on
 * every update that does not name it, so no feature writes it by hand.
 */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** `column in ('a', 'b')`, the body of a CHECK constraint on an enum-like text column. */
export function isOneOf(column: PgColumn, values: readonly string[]): SQL {
  if (values.length === 0) throw new Error(`isOneOf: no values for ${column.name}`);
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}
