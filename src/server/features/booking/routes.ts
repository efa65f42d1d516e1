import { OpenAPIHono } from "@hono/zod-openapi";
import {
  bookedSchema,
  bookRequestSchema,
  cancelledSchema,
  dateQuerySchema,
  idParamSchema,
  memberDaySchema,
} from "../../../shared/schemas/booking";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../lib/context";
import { memberDay } from "./availability";
import { bookForMember } from "./book";
import { cancelForMember } from "./cancel";

const json = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const getDay = defineRoute("member", {
  method: "get",
  path: "/booking/day",
  tags: ["booking"],
  summary: "One day of the calendar for the signed-in member (today or the next open day without a date)",
  request: { query: dateQuerySchema },
  responses: {
    200: json(
      memberDaySchema,
      "Slots with bookings/max, the member's balance, booking and active reservation",
    ),
  },
});

const postBooking = defineRoute("member", {
  method: "post",
  path: "/bookings",
  tags: ["booking"],
  summary: "Book a slot with one session (409 with the rule's code when refused)",
  request: { body: { content: { "application/json": { schema: bookRequestSchema } } } },
  responses: { 201: json(bookedSchema, "Booked; the balance after") },
});

const deleteBooking = defineRoute("member", {
  method: "delete",
  path: "/bookings/{id}",
  tags: ["booking"],
  summary: "Cancel one's own reservation at least an hour before; the session comes back",
  request: { params: idParamSchema },
  responses: { 200: json(cancelledSchema, "Cancelled") },
});

/** The member's side of booking: the day, book, cancel. */
export function bookingRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const day = await memberDay(c.get("deps"), c.get("user").id, c.req.valid("query").date);
      c.header("Cache-Control", "no-store");
      return c.json(day, 200);
    })
    .openapi(postBooking, async (c) => {
      return c.json(await bookForMember(c.get("deps"), c.get("user"), c.req.valid("json")), 201);
    })
    .openapi(deleteBooking, async (c) => {
      return c.json(await cancelForMember(c.get("deps"), c.get("user"), c.req.valid("param").id), 200);
    });
}
