import { and, count, eq, gt, gte, isNull, or, sum } from "drizzle-orm";
import { studioToday } from "../../../shared/domain/schedule";
import type { Deps } from "../../context";
import { familyLinks, memberCredits, reservations, standingBookings } from "../../db/schema";
import { dependantsOf } from "../../domain/family";
import { eraseMemberIn } from "../../erasure";
import { inTransaction } from "../../platform/after-commit";
import { conflict, notFound } from "../../platform/errors";

/**
 * An adult removes a dependant from their family. With a sign-in of their own the dependant stays,
 * a member of their own (the link ends; their bookings and credits are theirs). Without one nobody
 * else could ever use the account, so it is erased, and only when nothing would be lost by it: no
 * bookings to come, standing ones included (409 FAMILY_REMOVE_HAS_BOOKINGS), and no sessions left
 * (409 FAMILY_REMOVE_HAS_CREDITS). Someone else's dependant, or no one: 404, as elsewhere.
 */
export async function removeDependant(deps: Deps, guardianId: string, dependantId: string) {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const [link] = await tx
      .select({ id: familyLinks.dependantId })
      .from(familyLinks)
      .where(and(eq(familyLinks.dependantId, dependantId), eq(familyLinks.guardianId, guardianId)))
      .for("update");
    if (!link) throw notFound("USER_NOT_FOUND");
    const [child] = (await dependantsOf(tx, guardianId)).filter((d) => d.id === dependantId);
    if (child?.hasSignIn) {
      await tx.delete(familyLinks).where(eq(familyLinks.dependantId, dependantId));
      return "own" as const;
    }
    const today = studioToday(now, deps.zone());
    const [[booked], [standing], [held]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.userId, dependantId), gte(reservations.date, today))),
      tx
        .select({ n: count() })
        .from(standingBookings)
        .where(and(eq(standingBookings.userId, dependantId), isNull(standingBookings.endedAt))),
      tx
        .select({ n: sum(memberCredits.sessions) })
        .from(memberCredits)
        .where(
          and(
            eq(memberCredits.userId, dependantId),
            gt(memberCredits.sessions, 0),
            or(isNull(memberCredits.expiresAt), gt(memberCredits.expiresAt, now)),
          ),
        ),
    ]);
    const name = child?.firstName ?? "";
    const bookings = (booked?.n ?? 0) + (standing?.n ?? 0);
    if (bookings > 0) throw conflict("FAMILY_REMOVE_HAS_BOOKINGS", { name, bookings });
    const sessions = Number(held?.n ?? 0);
    if (sessions > 0) throw conflict("FAMILY_REMOVE_HAS_CREDITS", { name, sessions });
    await eraseMemberIn(tx, dependantId, { now, tz: deps.zone() });
    return "erased" as const;
  });
}
