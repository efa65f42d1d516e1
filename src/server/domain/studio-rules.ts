import { eq } from "drizzle-orm";
import { type StudioRules, withDefaults } from "../../shared/domain/studio-rules";
import type { Tx } from "../db/client";
import { studioSettings } from "../db/schema";

/**
 * The studio's rules as saved by the owner, the spec's value for any not saved (decision 029). Read
 * in the transaction that applies them, so a booking is judged by the rules of its moment; the
 * day's read (`features/booking/day-reads.ts`) carries them in its one statement. The time zone
 * not saved is `timeZone` (`STUDIO_TZ`, as `deps.zone.fallback`); the server's dates read `deps.zone()`.
 */
export async function readRules(db: Pick<Tx, "select">, timeZone?: string): Promise<StudioRules> {
  const [row] = await db
    .select({ rules: studioSettings.rules })
    .from(studioSettings)
    .where(eq(studioSettings.id, 1));
  return withDefaults(row?.rules, timeZone);
}
