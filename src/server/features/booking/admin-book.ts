import { eq } from "drizzle-orm";
import { checkAdminBooking } from "../../../shared/domain/admin-booking-rules";
import { effectiveCount } from "../../../shared/domain/booking-day";
import { capacityFor, studioToday } from "../../../shared/domain/schedule";
import type { AdminBookRequest } from "../../../shared/schemas/booking";
import { user } from "../../db/schema";
import { changeCredits } from "../../lib/credits";
import { conflict } from "../../lib/errors";
import { insertReservation } from "./book";
import { loadSlotContext, lockAccount, lockSlot } from "./calendar-data";
import { recordingFailures } from "./failures";
import type { Booker, BookingDeps } from "./types";

/**
 * The front desk books a slot for an e-mail (decision record 002): a member's e-mail spends one of
 * that member's sessions like their own booking; an unknown e-mail is a guest. Capacity holds under
 * the same slot lock as members' bookings, so no admin booking ever exceeds it.
 */
export async function bookForAdmin(deps: BookingDeps, admin: Booker, req: AdminBookRequest) {
  return recordingFailures(deps, { userId: admin.id, context: "admin booking", code: "BOOKING_FAILED" }, () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const tz = deps.config.STUDIO_TZ;
      const today = studioToday(now, tz);
      await lockSlot(tx, req.date, req.time);
      const [member] = await tx
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(eq(user.email, req.email));
      const account = member ? await lockAccount(tx, member.id) : null;
      const slot = await loadSlotContext(tx, {
        date: req.date,
        time: req.time,
        today,
        userId: member?.id ?? null,
      });
      const max = capacityFor(req.date, slot.override);
      const error = checkAdminBooking({
        now,
        tz,
        date: req.date,
        time: req.time,
        closures: slot.closures,
        capacityOverride: slot.override,
        bookedCount: effectiveCount(slot, max),
        member: member && { account, hasReservationThatDay: slot.mine.some((r) => r.date === req.date) },
      });
      if (error) throw conflict(error.code, error.params);

      const reservation = await insertReservation(tx, {
        kind: member ? "member" : "guest",
        userId: member?.id ?? null,
        name: member?.name ?? req.name ?? "",
        email: req.email,
        date: req.date,
        time: req.time,
        sessionsBeforeBooking: account?.sessions ?? null,
        packageExpiredAtBooking: false,
        createdBy: admin.id,
      });
      if (!member) return { reservation, kind: "guest" as const, sessions: null };
      const { after } = await changeCredits(tx, {
        userId: member.id,
        kind: "gym",
        delta: -1,
        reason: "booking",
        actorId: admin.id,
        relatedId: reservation.id,
      });
      return { reservation, kind: "member" as const, sessions: after };
    }),
  );
}
