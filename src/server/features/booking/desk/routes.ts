import { OpenAPIHono, z } from "@hono/zod-openapi";
import { DESK_BOOKING_REFUSALS, DESK_CANCELLATION_REFUSALS } from "../../../../shared/domain/booking-rules";
import { DESK_CLASS_BOOKING_REFUSALS } from "../../../../shared/domain/classes";
import {
  adminBookRequestSchema,
  adminDayReservationsSchema,
  cancellationViewSchema,
  cancelledSchema,
  dateQuerySchema,
  dayViewSchema,
  deskBookedSchema,
  hoursDayQuerySchema,
  idParamSchema,
  sessionsCheckSchema,
} from "../../../../shared/schemas/booking";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { bookForDesk, cancelForDesk, cancellationsOn, dayReservations, deskDate, deskDay } from "./service";
import { sessionsCheck } from "./sessions-check";

const tags = ["admin booking"];

const getDay = defineRoute(
  "day",
  {
    method: "get",
    path: "/admin/booking/day",
    tags,
    summary:
      "A day's slots of an hours schedule (`schedule`, the gym floor unless said) with bookings/max for the create-booking modal (a Sunday moves to Monday)",
    request: { query: hoursDayQuerySchema },
    responses: { 200: jsonAnswer(dayViewSchema, "The day") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"] },
);

const getReservations = defineRoute("day", {
  method: "get",
  path: "/admin/reservations",
  tags,
  summary: "The day's reservations (members and guests); today without a date",
  request: { query: dateQuerySchema },
  responses: { 200: jsonAnswer(adminDayReservationsSchema, "Reservations of the day") },
});

const postReservation = defineRoute(
  "desk",
  {
    method: "post",
    path: "/admin/reservations",
    tags,
    summary:
      "Book a slot or a class of any schedule (`schedule`, the gym floor unless said; `place` on a class that numbers them) for an e-mail: a member's spends a credit of the kind the schedule spends, an unknown e-mail is a guest",
    request: jsonBody(adminBookRequestSchema),
    responses: { 201: jsonAnswer(deskBookedSchema, "Booked") },
  },
  {
    404: ["ACCOUNT_ERASED", "SCHEDULE_NOT_FOUND"],
    409: [
      ...DESK_BOOKING_REFUSALS,
      ...DESK_CLASS_BOOKING_REFUSALS,
      "SCHEDULE_OFF",
      "PLACE_TAKEN",
      "PLACE_OUT_OF_RANGE",
    ],
  },
);

const deleteReservation = defineRoute(
  "desk",
  {
    method: "delete",
    path: "/admin/reservations/{id}",
    tags,
    summary: "Cancel a reservation until its slot ends; a member's session is restored",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(cancelledSchema, "Cancelled") },
  },
  { 404: ["RESERVATION_NOT_FOUND"], 409: [...DESK_CANCELLATION_REFUSALS] },
);

const getCancellations = defineRoute("desk", {
  method: "get",
  path: "/admin/cancellations",
  tags,
  summary: "The cancellations of a day (today without a date)",
  request: { query: dateQuerySchema },
  responses: {
    200: jsonAnswer(z.object({ date: z.string(), rows: z.array(cancellationViewSchema) }), "Cancellations"),
  },
});

const getSessionsCheck = defineRoute("credits", {
  method: "get",
  path: "/admin/sessions-check",
  tags,
  summary: "Bookings of a day with sessions before and now, and warnings",
  request: { query: dateQuerySchema },
  responses: { 200: jsonAnswer(sessionsCheckSchema, "Session check") },
});

/** The front desk's day: the calendar, reservations, desk bookings and cancellations, the session check. */
export function deskRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => c.json(await deskDay(c.get("deps"), c.req.valid("query")), 200))
    .openapi(getReservations, async (c) => {
      const deps = c.get("deps");
      return c.json(await dayReservations(deps, deskDate(deps, c.req.valid("query").date)), 200);
    })
    .openapi(postReservation, async (c) =>
      c.json(await bookForDesk(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(deleteReservation, async (c) =>
      c.json(await cancelForDesk(c.get("deps"), c.get("user"), c.req.valid("param").id), 200),
    )
    .openapi(getCancellations, async (c) => {
      const deps = c.get("deps");
      return c.json(await cancellationsOn(deps.database.db, deskDate(deps, c.req.valid("query").date)), 200);
    })
    .openapi(getSessionsCheck, async (c) => {
      const deps = c.get("deps");
      return c.json(await sessionsCheck(deps.database.db, deskDate(deps, c.req.valid("query").date)), 200);
    });
}
