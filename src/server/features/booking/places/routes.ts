import { OpenAPIHono } from "@hono/zod-openapi";
import { idParamSchema } from "../../../../shared/schemas/booking";
import {
  placeMovedSchema,
  placeMoveSchema,
  placesQuerySchema,
  placesViewSchema,
} from "../../../../shared/schemas/places";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { classScheduleKey } from "../../../domain/schedules";
import { assertStaffAtReservation } from "../../../domain/staff-scope";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { movePlace, placesOf } from "./service";

const tags = ["classes"];

const getPlaces = defineRoute(
  "member",
  {
    method: "get",
    path: "/classes/places",
    tags,
    summary:
      "A class's numbered places (decision 037): which are free and which taken, as numbers only (never who holds them)",
    request: { query: placesQuerySchema },
    responses: { 200: jsonAnswer(placesViewSchema, "The class's places") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"] },
);

const putPlace = defineRoute(
  "desk",
  {
    method: "put",
    path: "/admin/bookings/{id}/place",
    tags,
    summary:
      "The desk moves a booking to another free place of its class (on the activity log, before → after)",
    request: { params: idParamSchema, ...jsonBody(placeMoveSchema) },
    responses: { 200: jsonAnswer(placeMovedSchema, "Moved") },
  },
  {
    403: ["LOCATION_FORBIDDEN"],
    404: ["RESERVATION_NOT_FOUND"],
    409: ["PLACE_TAKEN", "PLACE_OUT_OF_RANGE", "PLACES_NOT_NUMBERED"],
  },
);

/** Numbered places (decision 037): the member's view of a class's places, the desk's move. */
export function placeRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getPlaces, async (c) => {
      const db = c.get("deps").database.db;
      const q = c.req.valid("query");
      return c.json(await placesOf(db, { ...q, schedule: await classScheduleKey(db, q.schedule) }), 200);
    })
    .openapi(putPlace, async (c) => {
      await assertStaffAtReservation(c.get("deps").database.db, c.get("user"), c.req.valid("param").id);
      return c.json(
        await movePlace(c.get("deps"), {
          id: c.req.valid("param").id,
          place: c.req.valid("json").place,
          actorId: c.get("user").id,
        }),
        200,
      );
    });
}
