import { OpenAPIHono, z } from "@hono/zod-openapi";
import { notificationSchema } from "../../../../shared/schemas/booking";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { staffPlaces } from "../../../domain/locations";
import { jsonAnswer } from "../../../platform/route-shapes";
import { deleteAllNotifications, unreadNotifications } from "./service";

const tags = ["admin booking"];

const getNotifications = defineRoute("day", {
  method: "get",
  path: "/admin/notifications",
  tags,
  summary: "Unread booking notifications, newest first (of the locations the staff member works at)",
  responses: { 200: jsonAnswer(z.array(notificationSchema), "Notifications") },
});

const deleteNotifications = defineRoute("day", {
  method: "delete",
  path: "/admin/notifications",
  tags,
  summary: "Delete all notifications (of the locations the staff member works at)",
  responses: { 200: jsonAnswer(z.object({ deleted: z.number().int() }), "Deleted") },
});

/** The admins' notifications of members' bookings. */
export function notificationRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getNotifications, async (c) => {
      const db = c.get("deps").database.db;
      return c.json(await unreadNotifications(db, await staffPlaces(db, c.get("user"))), 200);
    })
    .openapi(deleteNotifications, async (c) => {
      const { database, clock } = c.get("deps");
      const places = await staffPlaces(database.db, c.get("user"));
      const w = { actorId: c.get("user").id, at: clock.now() };
      return c.json(await deleteAllNotifications(database.db, w, places), 200);
    });
}
