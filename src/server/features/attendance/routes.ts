import { OpenAPIHono } from "@hono/zod-openapi";
import {
  attendanceSettingsSchema,
  attendanceStatsSchema,
  monthQuerySchema,
} from "../../../shared/schemas/attendance";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../lib/context";
import { jsonAnswer, jsonBody } from "../../lib/route-shapes";
import { readSettings, saveSettings } from "./settings";
import { monthStats } from "./stats";

const tags = ["attendance"];

const getStats = defineRoute("admin", {
  method: "get",
  path: "/admin/attendance",
  tags,
  summary:
    "A month's attendance (this month without one): summary, visits per day, status split and every listed member's visits, no-shows, last visit and status",
  request: { query: monthQuerySchema },
  responses: { 200: jsonAnswer(attendanceStatsSchema, "The month's statistics") },
});

const getSettings = defineRoute("admin", {
  method: "get",
  path: "/admin/attendance/settings",
  tags,
  summary: "The studio's attendance setting: whether a no-show forfeits the session",
  responses: { 200: jsonAnswer(attendanceSettingsSchema, "The setting") },
});

const putSettings = defineRoute("admin", {
  method: "put",
  path: "/admin/attendance/settings",
  tags,
  summary: "Save whether a no-show forfeits the session (applies to no-shows marked from now on)",
  request: jsonBody(attendanceSettingsSchema),
  responses: { 200: jsonAnswer(attendanceSettingsSchema, "Saved") },
});

/** /admin-attendance: the month's statistics and the studio's no-show setting. */
export function attendanceRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getStats, async (c) => c.json(await monthStats(c.get("deps"), c.req.valid("query").month), 200))
    .openapi(getSettings, async (c) => c.json(await readSettings(c.get("deps").database.db), 200))
    .openapi(putSettings, async (c) =>
      c.json(await saveSettings(c.get("deps").database.db, c.get("user").id, c.req.valid("json")), 200),
    );
}
