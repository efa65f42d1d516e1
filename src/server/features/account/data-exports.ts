import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DATA_EXPORTS_MAX, type DataExportItem } from "../../../shared/schemas/account";
import type { Db } from "../../db/client";
import { accountStates, dataExports, user } from "../../db/schema";

const subject = alias(user, "subject");
const subjectState = alias(accountStates, "subject_state");
const asker = alias(user, "asker");
const askerState = alias(accountStates, "asker_state");

/**
 * The exports' audit for the admin: when, whose data, who asked and why, newest first,
 * at most DATA_EXPORTS_MAX, optionally of one member. One query; an erased account shows as such.
 */
export async function listDataExports(db: Db, memberId?: string): Promise<DataExportItem[]> {
  const rows = await db
    .select({
      id: dataExports.id,
      at: dataExports.createdAt,
      reason: dataExports.reason,
      subjectId: subject.id,
      subjectName: subject.name,
      subjectEmail: subject.email,
      subjectErasedAt: subjectState.erasedAt,
      askerId: asker.id,
      askerName: asker.name,
      askerEmail: asker.email,
      askerErasedAt: askerState.erasedAt,
    })
    .from(dataExports)
    .innerJoin(subject, eq(subject.id, dataExports.subjectId))
    .leftJoin(subjectState, eq(subjectState.userId, subject.id))
    .leftJoin(asker, eq(asker.id, dataExports.requestedBy))
    .leftJoin(askerState, eq(askerState.userId, asker.id))
    .where(memberId ? eq(dataExports.subjectId, memberId) : undefined)
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(DATA_EXPORTS_MAX);
  return rows.map((r) => {
    const subjectErased = r.subjectErasedAt !== null;
    const askerErased = r.askerErasedAt !== null;
    return {
      id: r.id,
      at: r.at.toISOString(),
      reason: r.reason,
      subject: {
        id: r.subjectId,
        name: subjectErased ? "" : r.subjectName || r.subjectEmail,
        email: subjectErased ? "" : r.subjectEmail,
        erased: subjectErased,
      },
      requestedBy:
        r.askerId === null
          ? null
          : {
              id: r.askerId,
              name: askerErased ? "" : r.askerName || (r.askerEmail ?? ""),
              email: askerErased ? "" : (r.askerEmail ?? ""),
              erased: askerErased,
              self: r.askerId === r.subjectId,
            },
    };
  });
}
