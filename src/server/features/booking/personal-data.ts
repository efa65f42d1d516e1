import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { cancellations, notifications, reservations, slotCapacity } from "../../db/schema";
import type { PersonalDataSource } from "../../domain/personal-data";
import { studioNow } from "../../domain/studio-now";

const sameEmail = (column: typeof reservations.email | typeof cancellations.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Reservations (the member's and those booked for them by e-mail, with their check-in marks),
 * cancellations, the admin notifications about them and, for staff, the capacity changes they made. Erasing frees the places of bookings still to come, and keeps past
 * bookings and every cancellation (attendance, the studio's figures) without name or e-mail, under
 * the tombstone.
 */
export const bookingPersonalData: PersonalDataSource = {
  key: "bookings",
  tables: ["reservations", "cancellations", "notifications", "slot_capacity"],
  async exportFor(tx: Tx, member) {
    const mine = or(eq(reservations.userId, member.id), sameEmail(reservations.email, member.email));
    const booked = await tx
      .select({
        kind: reservations.kind,
        schedule: reservations.schedule,
        name: reservations.name,
        email: reservations.email,
        date: reservations.date,
        time: reservations.time,
        createdAt: reservations.createdAt,
        // The desk's check-in mark: attended, or a no-show and what it did to the session.
        attendance: reservations.attendance,
        noShowSession: reservations.noShowSession,
        attendanceMarkedAt: reservations.attendanceMarkedAt,
      })
      .from(reservations)
      .where(mine)
      .orderBy(reservations.date, reservations.time);
    const cancelled = await tx
      .select({
        schedule: cancellations.schedule,
        name: cancellations.name,
        email: cancellations.email,
        date: cancellations.date,
        time: cancellations.time,
        cancelledAt: cancellations.cancelledAt,
        reason: cancellations.cancellationReason,
        sessionRestored: cancellations.sessionWillBeRestored,
      })
      .from(cancellations)
      .where(or(eq(cancellations.userId, member.id), sameEmail(cancellations.email, member.email)))
      .orderBy(cancellations.date, cancellations.time);
    // The studio's notifications about the member's bookings (the admins' inbox names them).
    const notified = await tx
      .select({
        type: notifications.type,
        message: notifications.message,
        params: notifications.params,
        read: notifications.adminNotified,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, member.id))
      .orderBy(notifications.createdAt);
    // A staff member's capacity changes name them.
    const capacityChanges = await tx
      .select({ date: slotCapacity.date, capacity: slotCapacity.capacity, updatedAt: slotCapacity.updatedAt })
      .from(slotCapacity)
      .where(eq(slotCapacity.updatedBy, member.id))
      .orderBy(slotCapacity.date);
    return { reservations: booked, cancellations: cancelled, notifications: notified, capacityChanges };
  },
  async erase(tx: Tx, member, at) {
    const { today, time: nowTime } = studioNow(at.now, at.tz);
    const mine = or(eq(reservations.userId, member.id), sameEmail(reservations.email, member.email));
    // Places still to come are freed (a later slot today counts as to come).
    await tx
      .delete(reservations)
      .where(
        and(
          mine,
          or(gt(reservations.date, today), and(eq(reservations.date, today), gt(reservations.time, nowTime))),
        ),
      );
    await tx.update(reservations).set({ name: "", email: "" }).where(mine);
    await tx
      .update(cancellations)
      .set({ name: "", email: "" })
      .where(or(eq(cancellations.userId, member.id), sameEmail(cancellations.email, member.email)));
    await tx.delete(notifications).where(eq(notifications.userId, member.id));
    // An admin's traces on others' rows lose the admin, not the rows.
    await tx.update(reservations).set({ createdBy: null }).where(eq(reservations.createdBy, member.id));
    await tx.update(cancellations).set({ cancelledBy: null }).where(eq(cancellations.cancelledBy, member.id));
    await tx.update(slotCapacity).set({ updatedBy: null }).where(eq(slotCapacity.updatedBy, member.id));
    // Check-in marks this person made at the desk stay; they no longer say who made them.
    await tx
      .update(reservations)
      .set({ attendanceMarkedBy: null })
      .where(eq(reservations.attendanceMarkedBy, member.id));
  },
};
