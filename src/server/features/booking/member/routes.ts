import { OpenAPIHono } from "@hono/zod-openapi";
import {
  MEMBER_BOOKING_REFUSALS,
  MEMBER_CANCELLATION_REFUSALS,
} from "../../../../shared/domain/booking-rules";
import { CLASS_BOOKING_REFUSALS } from "../../../../shared/domain/classes";
import {
  bookedSchema,
  bookRequestSchema,
  cancelledSchema,
  hoursDayQuerySchema,
  idParamSchema,
  memberDaySchema,
} from "../../../../shared/schemas/booking";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { FAMILY_REFUSALS, memberSubject } from "../../../domain/family";
import { CONSENT_REFUSALS } from "../../../domain/guardian-consent";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { bookForMember, cancelForMember, memberDay } from "./service";

const tags = ["booking"];

const getDay = defineRoute(
  "member",
  {
    method: "get",
    path: "/booking/day",
    tags,
    summary:
      "One day of an hours schedule (`schedule`, the gym floor unless said) for the signed-in member (today or the next open day without a date; a Sunday moves to Monday)",
    request: { query: hoursDayQuerySchema },
    responses: {
      200: jsonAnswer(
        memberDaySchema,
        "Slots with bookings/max, the member's balance, booking and active reservation",
      ),
    },
  },
  { 403: FAMILY_REFUSALS, 404: ["SCHEDULE_NOT_FOUND"] },
);

const postBooking = defineRoute(
  "member",
  {
    method: "post",
    path: "/bookings",
    tags,
    summary:
      "Book a slot of an hours schedule or a class of a class schedule (`schedule`, the gym floor unless said; `place`, a numbered place on a class that numbers them) with one credit of the kind it spends (409 with the rule's code when refused); cancel with DELETE /bookings/{id}",
    request: jsonBody(bookRequestSchema),
    responses: { 201: jsonAnswer(bookedSchema, "Booked; the balance after") },
  },
  {
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    404: ["SCHEDULE_NOT_FOUND"],
    409: [
      ...MEMBER_BOOKING_REFUSALS,
      ...CLASS_BOOKING_REFUSALS,
      "SLOT_JUST_FILLED",
      "SCHEDULE_OFF",
      "PLACE_TAKEN",
      "PLACE_OUT_OF_RANGE",
    ],
  },
);

const deleteBooking = defineRoute(
  "member",
  {
    method: "delete",
    path: "/bookings/{id}",
    tags,
    summary: "Cancel one's own reservation (of any schedule) at least an hour before; the session comes back",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(cancelledSchema, "Cancelled") },
  },
  {
    403: FAMILY_REFUSALS,
    404: ["RESERVATION_NOT_FOUND"],
    409: [...MEMBER_CANCELLATION_REFUSALS],
  },
);

/** The member's side of booking: the day, book, cancel. */
export function memberBookingRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const day = await memberDay(c.get("deps"), (await memberSubject(c)).id, c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      return c.json(day, 200);
    })
    .openapi(postBooking, async (c) =>
      c.json(await bookForMember(c.get("deps"), await memberSubject(c), c.req.valid("json")), 201),
    )
    .openapi(deleteBooking, async (c) =>
      c.json(await cancelForMember(c.get("deps"), await memberSubject(c), c.req.valid("param").id), 200),
    );
}
