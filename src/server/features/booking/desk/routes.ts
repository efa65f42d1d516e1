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
import { locationKeySchema } from "../../../../shared/schemas/locations";
import { defineRoute, type RouteErrors } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { assertStaffAtReservation, assertStaffAtSchedule, staffView } from "../../../domain/staff-scope";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { bookForDesk, cancelForDesk, cancellationsOn, dayReservations, deskDate, deskDay } from "./service";
import { sessionsCheck } from "./sessions-check";

const tags = ["admin booking"];
/** A staff member's read of the day: one location they work at, or (without) every one they do (decision 057). */
const deskDayQuerySchema = dateQuerySchema.extend({ location: locationKeySchema.optional() });
const ELSEWHERE = { 403: ["LOCATION_FORBIDDEN"] } satisfies RouteErrors;

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
  { ...ELSEWHERE, 404: ["SCHEDULE_NOT_FOUND"] },
);

const getReservations = defineRoute(
  "day",
  {
    method: "get",
    path: "/admin/reservations",
    tags,
    summary:
      "The day's reservations (members and guests); today without a date. At the `location` asked, else at every location the staff member works at",
    request: { query: deskDayQuerySchema },
    responses: { 200: jsonAnswer(adminDayReservationsSchema, "Reservations of the day") },
  },
  { ...ELSEWHERE, 404: ["LOCATION_NOT_FOUND"] },
);

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
    ...ELSEWHERE,
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
  { ...ELSEWHERE, 404: ["RESERVATION_NOT_FOUND"], 409: [...DESK_CANCELLATION_REFUSALS] },
);

const getCancellations = defineRoute("desk", {
  method: "get",
  path: "/admin/cancellations",
  tags,
  summary: "The cancellations of a day (today without a date) at the locations the staff member works at",
  request: { query: dateQuerySchema },
  responses: {
    200: jsonAnswer(z.object({ date: z.string(), rows: z.array(cancellationViewSchema) }), "Cancellations"),
  },
});

const getSessionsCheck = defineRoute("credits", {
  method: "get",
  path: "/admin/sessions-check",
  tags,
  summary:
    "Bookings of a day with sessions before and now, and warnings, at the locations the staff member works at",
  request: { query: dateQuerySchema },
  responses: { 200: jsonAnswer(sessionsCheckSchema, "Session check") },
});

/** The front desk's day: the calendar, reservations, desk bookings and cancellations, the session check. */
export function deskRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const deps = c.get("deps");
      const q = c.req.valid("query");
      await assertStaffAtSchedule(deps.database.db, c.get("user"), q.schedule);
      return c.json(await deskDay(deps, q), 200);
    })
    .openapi(getReservations, async (c) => {
      const deps = c.get("deps");
      const q = c.req.valid("query");
      const places = await staffView(deps.database.db, c.get("user"), q.location);
      return c.json(await dayReservations(deps, deskDate(deps, q.date), places), 200);
    })
    .openapi(postReservation, async (c) => {
      const deps = c.get("deps");
      const req = c.req.valid("json");
      await assertStaffAtSchedule(deps.database.db, c.get("user"), req.schedule);
      return c.json(await bookForDesk(deps, c.get("user"), req), 201);
    })
    .openapi(deleteReservation, async (c) => {
      const deps = c.get("deps");
      const id = c.req.valid("param").id;
      await assertStaffAtReservation(deps.database.db, c.get("user"), id);
      return c.json(await cancelForDesk(deps, c.get("user"), id), 200);
    })
    .openapi(getCancellations, async (c) => {
      const deps = c.get("deps");
      const places = await staffView(deps.database.db, c.get("user"));
      const date = deskDate(deps, c.req.valid("query").date);
      return c.json(await cancellationsOn(deps.database.db, date, places), 200);
    })
    .openapi(getSessionsCheck, async (c) => {
      const deps = c.get("deps");
      const places = await staffView(deps.database.db, c.get("user"));
      const date = deskDate(deps, c.req.valid("query").date);
      return c.json(await sessionsCheck(deps.database.db, date, places), 200);
    });
}
