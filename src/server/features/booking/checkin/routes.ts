import { OpenAPIHono } from "@hono/zod-openapi";
import { attendanceMarkedSchema, attendanceMarkSchema } from "../../../../shared/schemas/attendance";
import { idParamSchema } from "../../../../shared/schemas/booking";
import { defineRoute, type RouteErrors } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { assertStaffAtReservation } from "../../../domain/staff-scope";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { markAttendance } from "./service";

const tags = ["admin booking"];
const refusals = {
  403: ["LOCATION_FORBIDDEN"],
  404: ["RESERVATION_NOT_FOUND"],
  409: ["SLOT_NOT_STARTED", "NO_SHOW_SESSION_SPENT", "NO_ACTIVE_PACKAGE"],
} satisfies RouteErrors;

const putMark = defineRoute(
  "day",
  {
    method: "put",
    path: "/admin/reservations/{id}/attendance",
    tags,
    summary:
      "Mark a booking whose slot has started attended or no-show; a member's no-show gives the session back unless the studio's setting forfeits it",
    request: { params: idParamSchema, ...jsonBody(attendanceMarkSchema) },
    responses: { 200: jsonAnswer(attendanceMarkedSchema, "Marked") },
  },
  refusals,
);

const deleteMark = defineRoute(
  "day",
  {
    method: "delete",
    path: "/admin/reservations/{id}/attendance",
    tags,
    summary: "Undo a booking's check-in mark, reversing what a no-show did to the session",
    request: { params: idParamSchema },
    responses: { 200: jsonAnswer(attendanceMarkedSchema, "Unmarked") },
  },
  refusals,
);

/** The desk's check-in: attended or no-show once a slot has started, with undo. */
export function checkInRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(putMark, async (c) => {
      const { id } = c.req.valid("param");
      await assertStaffAtReservation(c.get("deps").database.db, c.get("user"), id);
      return c.json(await markAttendance(c.get("deps"), c.get("user"), id, c.req.valid("json").status), 200);
    })
    .openapi(deleteMark, async (c) => {
      const { id } = c.req.valid("param");
      await assertStaffAtReservation(c.get("deps").database.db, c.get("user"), id);
      return c.json(await markAttendance(c.get("deps"), c.get("user"), id, null), 200);
    });
}
