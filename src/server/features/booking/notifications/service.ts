import { and, desc, eq, sql } from "drizzle-orm";
import type { StaffPlaces } from "../../../../shared/domain/locations";
import { GYM, type ScheduleRow } from "../../../../shared/domain/schedules";
import type { NotificationView } from "../../../../shared/schemas/booking";
import type { Db, Tx } from "../../../db/client";
import { notifications, reservations } from "../../../db/schema";
import { recordActivity } from "../../../domain/activity";
import { scheduleAt } from "../../../domain/staff-scope";
import { escapeHtml } from "../../../platform/html";

/** The admins' notifications of members' bookings (spec section 3). */

/**
 * The admin notification of a member booking: html with user, date, time (and the schedule's name
 * for a class), in the booking's transaction.
 */
export async function notifyBooking(
  tx: Tx,
  o: {
    userId: string;
    name: string;
    email: string;
    date: string;
    time: string;
    /** The booking's schedule as its row was read. */
    schedule: Pick<ScheduleRow, "key" | "nameGr">;
  },
) {
  const schedule = o.schedule.key;
  const what = schedule === GYM ? "" : ` · ${escapeHtml(o.schedule.nameGr)}`;
  const message = `<strong>${escapeHtml(o.name)}</strong> (${escapeHtml(o.email)}) · ${o.date} ${o.time}${what}`;
  await tx.insert(notifications).values({
    type: "reservation",
    message,
    params: { name: o.name, email: o.email, date: o.date, time: o.time, schedule },
    userId: o.userId,
  });
}

/** The schedule a notification's booking is of (older ones, before schedules were named: the gym floor). */
const notificationSchedule = sql`coalesce(${notifications.params}->>'schedule', 'gym')`;

/**
 * Unread admin notifications, newest first. Each says whether its booking still stands: a member
 * has at most one booking a day per schedule, so a notification whose member has no reservation at that date
 * and time any more was cancelled (by the member or the desk). Those of bookings at `places` (null:
 * every location; decision 057).
 */
export async function unreadNotifications(db: Db, places: StaffPlaces = null): Promise<NotificationView[]> {
  const standing = db
    .select({ one: sql`1` })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, notifications.userId),
        eq(reservations.date, sql`(${notifications.params}->>'date')::date`),
        eq(reservations.time, sql`${notifications.params}->>'time'`),
        eq(reservations.schedule, notificationSchedule),
      ),
    );
  const rows = await db
    .select({ n: notifications, cancelled: sql<boolean>`not exists (${standing})` })
    .from(notifications)
    .where(and(eq(notifications.adminNotified, false), scheduleAt(notificationSchedule, places)))
    .orderBy(desc(notifications.createdAt))
    .limit(200);
  return rows.map(({ n, cancelled }) => ({
    id: n.id,
    type: n.type,
    createdAt: n.createdAt.toISOString(),
    message: n.message,
    ...n.params,
    schedule: n.params.schedule ?? "gym",
    cancelled,
  }));
}

/**
 * Clears the staff's notifications, those at `places` for staff working at some locations only
 * (decision 057); on the activity log when any went (decision 036).
 */
export async function deleteAllNotifications(
  db: Db,
  w: { actorId: string; at: Date },
  places: StaffPlaces = null,
): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(scheduleAt(notificationSchedule, places))
      .returning({ id: notifications.id });
    if (deleted.length > 0)
      await recordActivity(tx, { ...w, kind: "notifications", details: { deleted: deleted.length } });
    return { deleted: deleted.length };
  });
}
