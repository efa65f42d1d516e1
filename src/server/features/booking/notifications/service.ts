import { desc, eq } from "drizzle-orm";
import type { NotificationView } from "../../../../shared/schemas/booking";
import type { Db, Tx } from "../../../db/client";
import { notifications } from "../../../db/schema";
import { escapeHtml } from "../../../lib/html";

/** The admins' notifications of members' bookings (spec section 3). */

/** The admin notification of a member booking: html with user, date, time, in the booking's transaction. */
export async function notifyBooking(
  tx: Tx,
  o: { userId: string; name: string; email: string; date: string; time: string },
) {
  const message = `<strong>${escapeHtml(o.name)}</strong> (${escapeHtml(o.email)}) · ${o.date} ${o.time}`;
  await tx.insert(notifications).values({
    type: "reservation",
    message,
    params: { name: o.name, email: o.email, date: o.date, time: o.time },
    userId: o.userId,
  });
}

/** Unread admin notifications, newest first. */
export async function unreadNotifications(db: Db): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.adminNotified, false))
    .orderBy(desc(notifications.createdAt))
    .limit(200);
  return rows.map((n) => ({
    id: n.id,
    createdAt: n.createdAt.toISOString(),
    message: n.message,
    ...n.params,
  }));
}

export async function deleteAllNotifications(db: Db): Promise<{ deleted: number }> {
  const deleted = await db.delete(notifications).returning({ id: notifications.id });
  return { deleted: deleted.length };
}
