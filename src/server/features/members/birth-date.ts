import { eq } from "drizzle-orm";
import { ageOn } from "../../../shared/domain/age";
import { studioToday } from "../../../shared/domain/schedule";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { liveMember } from "../../domain/live-member";

/**
 * The desk sets or corrects a member's date of birth (a member gives it once, decision 050). The
 * activity log keeps the age before and after, not the date: staff see ages.
 */
export async function setBirthDate(
  db: Db,
  o: { userId: string; birthDate: string | null; actorId: string; now: Date; tz: string },
): Promise<{ age: number | null }> {
  const today = studioToday(o.now, o.tz);
  const ageOf = (d: string | null) => (d ? ageOn(d, today) : null);
  return db.transaction(async (tx) => {
    await liveMember(tx, o.userId, { lock: true });
    const [before] = await tx.select({ birthDate: user.birthDate }).from(user).where(eq(user.id, o.userId));
    await tx.update(user).set({ birthDate: o.birthDate }).where(eq(user.id, o.userId));
    await recordActivity(tx, {
      actorId: o.actorId,
      memberId: o.userId,
      kind: "birth_date",
      details: { before: { age: ageOf(before?.birthDate ?? null) }, after: { age: ageOf(o.birthDate) } },
      at: o.now,
    });
    return { age: ageOf(o.birthDate) };
  });
}
