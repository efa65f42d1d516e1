import { eq } from "drizzle-orm";
import type { CreditKind, CreditKindRow } from "../../../../shared/domain/schedules";
import type { CreditKindCreate, CreditKindSettings } from "../../../../shared/schemas/schedules";
import type { Db } from "../../../db/client";
import { creditKinds } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import type { OrderedRows } from "../../../domain/reorder";
import type { Clock } from "../../../platform/clock";
import { conflict, notFound } from "../../../platform/errors";

/**
 * The owner's writes of the kinds of credit (decision 038); the reads are `domain/credit-kinds.ts`. A
 * kind is never deleted: balances, the ledger, packages and schedules keep naming it.
 */

type Writer = { db: Db; clock: Clock; actorId: string };

const columns = {
  key: creditKinds.key,
  nameGr: creditKinds.nameGr,
  nameEn: creditKinds.nameEn,
  position: creditKinds.position,
};

/** A new kind; 409 CREDIT_KIND_TAKEN when the key is used. */
export async function createCreditKind(w: Writer, input: CreditKindCreate): Promise<CreditKindRow> {
  return w.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditKinds)
      .values(input)
      .onConflictDoNothing({ target: creditKinds.key })
      .returning(columns);
    if (!row) throw conflict("CREDIT_KIND_TAKEN");
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "creditKind", action: "create", after: row },
      at: w.clock.now(),
    });
    return row;
  });
}

/** Renames or reorders a kind (its key stays). */
export async function updateCreditKind(
  w: Writer,
  key: CreditKind,
  input: CreditKindSettings,
): Promise<CreditKindRow> {
  return w.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(creditKinds).where(eq(creditKinds.key, key)).for("update");
    if (!before) throw notFound("CREDIT_KIND_NOT_FOUND");
    const [row] = await tx.update(creditKinds).set(input).where(eq(creditKinds.key, key)).returning(columns);
    await recordActivity(tx, {
      actorId: w.actorId,
      kind: "settings",
      details: { area: "creditKind", action: "update", before, after: row! },
      at: w.clock.now(),
    });
    return row!;
  });
}

/** The kinds' order for `reorderRows` (`PUT /admin/credit-kind-order`). */
export const creditKindOrder: OrderedRows = {
  table: creditKinds,
  area: "creditKind",
  notFound: "CREDIT_KIND_NOT_FOUND",
  stale: "CREDIT_KIND_ORDER_STALE",
};
