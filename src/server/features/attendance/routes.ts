import { OpenAPIHono } from "@hono/zod-openapi";
import { attendanceStatsSchema, monthQuerySchema } from "../../../shared/schemas/attendance";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { jsonAnswer } from "../../platform/route-shapes";
import { monthStats } from "./stats";

const tags = ["attendance"];

const getStats = defineRoute(
  "attendance",
  {
    method: "get",
    path: "/admin/attendance",
    tags,
    summary:
      "A month's attendance (this month without one): summary, visits per day, status split and every listed member's visits, no-shows, last visit and status. With `location`: that location's schedules' bookings and the members whose balance is valid there or who visited there. Without it, with two or more locations: `byLocation`, each location's visits, bookings, cancellations and no-shows beside the total",
    request: { query: monthQuerySchema },
    responses: { 200: jsonAnswer(attendanceStatsSchema, "The month's statistics") },
  },
  { 404: ["LOCATION_NOT_FOUND"] },
);

/** /admin-attendance: the month's statistics (the no-show rule is a studio rule, `booking/settings`). */
export function attendanceRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getStats, async (c) =>
    c.json(await monthStats(c.get("deps"), c.req.valid("query").month, c.req.valid("query").location), 200),
  );
}
