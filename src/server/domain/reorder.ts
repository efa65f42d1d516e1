import { asc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ErrorCode } from "../../shared/errors";
import type { Tx } from "../db/client";
import { conflict, notFound } from "../platform/errors";
import { recordSettings, type StaffWriter } from "./activity";

/** A table of rows the owner puts in order (schedules, kinds of credit): a text key and a position. */
export type OrderedRows = {
  table: PgTable & { key: AnyPgColumn; position: AnyPgColumn };
  /** The activity log's settings area (`schedule`, `creditKind`). */
  area: string;
  /** 404 for a key no row has. */
  notFound: ErrorCode;
  /** 409 for a list that leaves a row out (one was added since the screen read the list). */
  stale: ErrorCode;
};

/**
 * The owner's order of a list of rows (every screen lists them so, decisions 035 and 038): `keys`
 * names every row once, first to last. The rows are locked, checked and rewritten in one transaction
 * and a change goes on the activity log (`action: "order"`, before → after keys); `list` answers the
 * rows as they are then.
 */
export function reorderRows<R>(
  w: StaffWriter,
  rows: OrderedRows,
  keys: readonly string[],
  list: (tx: Tx) => Promise<R[]>,
): Promise<R[]> {
  const { table } = rows;
  return w.db.transaction(async (tx) => {
    const current = (await tx
      .select({ key: table.key, position: table.position })
      .from(table)
      .orderBy(asc(table.position), asc(table.key))
      .for("update")) as { key: string; position: number }[];
    const known = new Set(current.map((r) => r.key));
    if (keys.some((k) => !known.has(k))) throw notFound(rows.notFound);
    if (keys.length !== current.length) throw conflict(rows.stale);
    const positionOf = new Map(current.map((r) => [r.key, r.position]));
    for (const [position, key] of keys.entries())
      if (positionOf.get(key) !== position)
        await tx
          .update(table)
          .set({ position } as never)
          .where(eq(table.key, key));
    const before = current.map((r) => r.key);
    if (before.join() !== keys.join())
      await recordSettings(tx, w, rows.area, { action: "order", before, after: [...keys] });
    return list(tx);
  });
}
