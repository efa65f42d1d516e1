import { OpenAPIHono, z } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  adminBookRequestSchema,
  adminDayReservationsSchema,
  cancellationViewSchema,
  cancelledSchema,
  dateQuerySchema,
  dayViewSchema,
  idParamSchema,
  notificationSchema,
  sessionsCheckSchema,
} from "../../../shared/schemas/booking";
import { defineRoute } from "../../auth/guards";
import type { AppEnv, Deps } from "../../lib/context";
import { bookForAdmin } from "./admin-book";
import {
  cancellationsOn,
  dayReservations,
  deleteAllNotifications,
  sessionsCheck,
  unreadNotifications,
} from "./admin-day";
import { adminDay } from "./availability";
import { cancelForAdmin } from "./cancel";

const json = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const tags = ["admin booking"];
/** The asked date, or the studio's today. */
const dayOf = (deps: Deps, date: string | undefined) =>
  date ?? studioToday(deps.clock.now(), deps.config.STUDIO_TZ);

const getDay = defineRoute("admin", {
  method: "get",
  path: "/admin/booking/day",
  tags,
  summary: "A day's slots with bookings/max for the create-booking modal",
  request: { query: dateQuerySchema },
  responses: { 200: json(dayViewSchema, "The day") },
});

const getReservations = defineRoute("admin", {
  method: "get",
  path: "/admin/reservations",
  tags,
  summary: "The day's reservations (members and guests); today without a date",
  request: { query: dateQuerySchema },
  responses: { 200: json(adminDayReservationsSchema, "Reservations of the day") },
});

const bookedByAdmin = z.object({
  reservation: z.object({ id: z.string(), date: z.string(), time: z.string() }),
  kind: z.enum(["member", "guest"]),
  sessions: z.number().int().nullable(),
});

const postReservation = defineRoute("admin", {
  method: "post",
  path: "/admin/reservations",
  tags,
  summary: "Book for an e-mail: a member's spends their session, an unknown e-mail is a guest",
  request: { body: { content: { "application/json": { schema: adminBookRequestSchema } } } },
  responses: { 201: json(bookedByAdmin, "Booked") },
});

const deleteReservation = defineRoute("admin", {
  method: "delete",
  path: "/admin/reservations/{id}",
  tags,
  summary: "Cancel a reservation until its slot ends; a member's session is restored",
  request: { params: idParamSchema },
  responses: { 200: json(cancelledSchema, "Cancelled") },
});

const getNotifications = defineRoute("admin", {
  method: "get",
  path: "/admin/notifications",
  tags,
  summary: "Unread booking notifications, newest first",
  responses: { 200: json(z.array(notificationSchema), "Notifications") },
});

const deleteNotifications = defineRoute("admin", {
  method: "delete",
  path: "/admin/notifications",
  tags,
  summary: "Delete all notifications",
  responses: { 200: json(z.object({ deleted: z.number().int() }), "Deleted") },
});

const getCancellations = defineRoute("admin", {
  method: "get",
  path: "/admin/cancellations",
  tags,
  summary: "The cancellations of a day (today without a date)",
  request: { query: dateQuerySchema },
  responses: {
    200: json(z.object({ date: z.string(), rows: z.array(cancellationViewSchema) }), "Cancellations"),
  },
});

const getSessionsCheck = defineRoute("admin", {
  method: "get",
  path: "/admin/sessions-check",
  tags,
  summary: "Bookings of a day with sessions before and now, and warnings",
  request: { query: dateQuerySchema },
  responses: { 200: json(sessionsCheckSchema, "Session check") },
});

/** The admin's day: the calendar, reservations, notifications, cancellations and the session check. */
export function adminBookingRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => c.json(await adminDay(c.get("deps"), c.req.valid("query").date), 200))
    .openapi(getReservations, async (c) =>
      c.json(
        await dayReservations(c.get("deps").database.db, dayOf(c.get("deps"), c.req.valid("query").date)),
        200,
      ),
    )
    .openapi(postReservation, async (c) =>
      c.json(await bookForAdmin(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(deleteReservation, async (c) =>
      c.json(await cancelForAdmin(c.get("deps"), c.get("user"), c.req.valid("param").id), 200),
    )
    .openapi(getNotifications, async (c) => c.json(await unreadNotifications(c.get("deps").database.db), 200))
    .openapi(deleteNotifications, async (c) =>
      c.json({ deleted: await deleteAllNotifications(c.get("deps").database.db) }, 200),
    )
    .openapi(getCancellations, async (c) => {
      const date = dayOf(c.get("deps"), c.req.valid("query").date);
      return c.json({ date, rows: await cancellationsOn(c.get("deps").database.db, date) }, 200);
    })
    .openapi(getSessionsCheck, async (c) =>
      c.json(
        await sessionsCheck(c.get("deps").database.db, dayOf(c.get("deps"), c.req.valid("query").date)),
        200,
      ),
    );
}
