import { and, desc, eq, gte } from "drizzle-orm";
import { type PainInput, type PainReport, painInputSchema } from "../../../shared/schemas/coaching";
import type { Db, Tx } from "../../db/client";
import { painReports } from "../../db/schema";
import { checkDate } from "./body";

/** A pain the member reports (decision 031): one a day, the last report that day winning. */

const columns = { date: painReports.date, note: painReports.note };

export async function savePain(
  db: Db,
  userId: string,
  today: string,
  date: string,
  input: PainInput,
): Promise<PainReport> {
  const { note } = painInputSchema.parse(input);
  checkDate(date, today, "date");
  const [row] = await db
    .insert(painReports)
    .values({ userId, date, note })
    .onConflictDoUpdate({ target: [painReports.userId, painReports.date], set: { note } })
    .returning(columns);
  return row!;
}

/** A member's pain reports since `from` (all when null), newest first. */
export function painsOf(db: Db | Tx, userId: string, from: string | null): Promise<PainReport[]> {
  return db
    .select(columns)
    .from(painReports)
    .where(and(eq(painReports.userId, userId), from ? gte(painReports.date, from) : undefined))
    .orderBy(desc(painReports.date));
}
