import { OpenAPIHono, z } from "@hono/zod-openapi";
import { notificationSchema } from "../../../../shared/schemas/booking";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { jsonAnswer } from "../../../platform/route-shapes";
import { deleteAllNotifications, unreadNotifications } from "./service";

const tags = ["admin booking"];

const getNotifications = defineRoute("day", {
  method: "get",
  path: "/admin/notifications",
  tags,
  summary: "Unread booking notifications, newest first",
  responses: { 200: jsonAnswer(z.array(notificationSchema), "Notifications") },
});

const deleteNotifications = defineRoute("day", {
  method: "delete",
  path: "/admin/notifications",
  tags,
  summary: "Delete all notifications",
  responses: { 200: jsonAnswer(z.object({ deleted: z.number().int() }), "Deleted") },
});

/** The admins' notifications of members' bookings. */
export function notificationRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getNotifications, async (c) => c.json(await unreadNotifications(c.get("deps").database.db), 200))
    .openapi(deleteNotifications, async (c) =>
      c.json(
        await deleteAllNotifications(c.get("deps").database.db, {
          actorId: c.get("user").id,
          at: c.get("deps").clock.now(),
        }),
        200,
      ),
    );
}
