import { sql } from "drizzle-orm";
import type { ActivityDetails, ActivityKind } from "../../shared/domain/activity";
import type { Tx } from "../db/client";
import { activityLog } from "../db/schema";

export type ActivityEntry = {
  /** The staff member who acted. */
  actorId: string;
  /** The member it concerns, if any. */
  memberId?: string | null;
  kind: ActivityKind;
  details?: ActivityDetails;
  /** The service's clock. */
  at: Date;
};

const nameOf = (id: string | null | undefined) =>
  id ? sql<string>`coalesce((select "name" from "user" where "id" = ${id}), '')` : sql<string>`''`;

/**
 * The one way to write the activity log (issue 26, decision 036): in the transaction of the staff
 * action it records, so the entry exists exactly when the change does (a refused or failed action
 * writes none). The names are read in the same statement, as they are at that moment.
 */
export async function recordActivity(tx: Pick<Tx, "insert">, e: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    at: e.at,
    actorId: e.actorId,
    actorName: nameOf(e.actorId),
    memberId: e.memberId ?? null,
    memberName: nameOf(e.memberId),
    kind: e.kind,
    details: e.details ?? {},
  });
}

/**
 * A staff member read these members' health answers (a questionnaire list, a coach's member page):
 * one entry per member, in one statement, in the read's transaction.
 */
export async function recordHealthReads(
  tx: Pick<Tx, "insert">,
  e: { actorId: string; memberIds: string[]; details?: ActivityDetails; at: Date },
): Promise<void> {
  if (e.memberIds.length === 0) return;
  await tx.insert(activityLog).values(
    e.memberIds.map((memberId) => ({
      at: e.at,
      actorId: e.actorId,
      actorName: nameOf(e.actorId),
      memberId,
      memberName: nameOf(memberId),
      kind: "health_read" as const,
      details: e.details ?? {},
    })),
  );
}
