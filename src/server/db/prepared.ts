import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Tx } from "./client";

/**
 * A hot read kept as a server-side prepared statement, so the database parses and plans its text
 * once per connection instead of on every request. On PGlite a long statement's parse and plan cost
 * several times its execution (the member's day: 5.5 ms a call as text, 0.8 ms prepared; issue 10).
 *
 * - PGlite (one connection): `PREPARE name(types) AS text` once per client, then
 *   `EXECUTE name(literals)`; PGlite cannot bind parameters to EXECUTE, so the values are written
 *   as SQL literals by `literal()` (strings quoted with '' doubling, which standard_conforming_strings
 *   makes complete; NUL refused).
 * - PostgreSQL (node-postgres): a named query; the driver prepares it once per pooled connection.
 * - Anything else (a transaction on PGlite, whose client is a transaction handle): the same text
 *   with bound parameters through Drizzle, as any other statement.
 *
 * Rows come back as `db.execute` gives them: dates, timestamps and intervals as the database's text.
 */
export type Value = string | number | boolean | null;

const NAME_RE = /^[a-z_][a-z0-9_]*$/;

/** PREPARE's and EXECUTE's parenthesised list, which PostgreSQL refuses empty. */
const list = (items: readonly string[]) => (items.length ? `(${items.join(", ")})` : "");

/** Dates and times as text, as Drizzle's own drivers set them up. */
const RAW = (value: string) => value;
const PGLITE_PARSERS = {
  [pgliteTypes.TIMESTAMP]: RAW,
  [pgliteTypes.TIMESTAMPTZ]: RAW,
  [pgliteTypes.INTERVAL]: RAW,
  [pgliteTypes.DATE]: RAW,
};
const RAW_OIDS = new Set<number>([
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  pg.types.builtins.DATE,
]);
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    RAW_OIDS.has(oid) ? RAW : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A value as an SQL literal for EXECUTE on PGlite. */
export function literal(value: Value): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (value.includes("\0")) throw new RangeError("a NUL character cannot be sent to the database");
  return `'${value.replace(/'/g, "''")}'`;
}

export type PreparedQuery<Row> = {
  readonly name: string;
  run: (db: Pick<Tx, "execute">, values: readonly Value[]) => Promise<Row[]>;
};

export function preparedQuery<Row>(
  name: string,
  paramTypes: readonly string[],
  text: string,
): PreparedQuery<Row> {
  if (!NAME_RE.test(name)) throw new Error(`bad prepared statement name: ${name}`);
  const prepared = new WeakMap<PGlite, Promise<unknown>>();
  const parts = text.split(/\$(\d+)/);
  const asSql = (values: readonly Value[]): SQL =>
    sql.join(
      parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
      sql``,
    );
  const check = (values: readonly Value[]) => {
    if (values.length !== paramTypes.length)
      throw new Error(`${name} takes ${paramTypes.length} values, got ${values.length}`);
  };

  return {
    name,
    async run(db, values) {
      check(values);
      const client = (db as { session?: { client?: unknown } }).session?.client;
      if (client instanceof PGlite) {
        let ready = prepared.get(client);
        if (!ready) {
          ready = client.exec(`prepare ${name}${list(paramTypes)} as ${text}`);
          prepared.set(client, ready);
          ready.catch(() => prepared.delete(client));
        }
        await ready;
        const res = await client.query<Row>(`execute ${name}${list(values.map(literal))}`, [], {
          parsers: PGLITE_PARSERS,
        });
        return res.rows;
      }
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const res = await (client as pg.Pool).query<Row & pg.QueryResultRow>({
          name,
          text,
          values: values as Value[],
          types: PG_TYPES,
        });
        return res.rows;
      }
      return (await db.execute(asSql(values))).rows as Row[];
    },
  };
}
