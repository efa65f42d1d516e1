import { OpenAPIHono } from "@hono/zod-openapi";
import {
  driftListParamSchema,
  driftListSchema,
  driftSettingsSchema,
  ownerReportSchema,
  reportQuerySchema,
} from "../../../shared/schemas/owner-report";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { driftMembers, readDriftSettings, saveDriftSettings } from "../../domain/drift-lists";
import { studioNow } from "../../domain/studio-now";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { ownerReport } from "./report";

const tags = ["owner-report"];

const getReport = defineRoute(
  "report",
  {
    method: "get",
    path: "/admin/report",
    tags,
    summary:
      "The owner's report of a period (from..to, at most 366 days): revenue by package and week at the prices members asked at, packages sold, new and active members against the period before (the calendar months before a period of whole months, otherwise as many days before), and occupancy per schedule, weekday and start time",
    request: { query: reportQuerySchema },
    responses: { 200: jsonAnswer(ownerReportSchema, "The period's figures") },
  },
  { 400: ["REPORT_RANGE_INVALID", "REPORT_RANGE_TOO_LONG"] },
);

const getSettings = defineRoute("report", {
  method: "get",
  path: "/admin/report/drift-settings",
  tags,
  summary: "The thresholds of the drifting members' lists",
  responses: { 200: jsonAnswer(driftSettingsSchema, "The thresholds") },
});

const putSettings = defineRoute("report", {
  method: "put",
  path: "/admin/report/drift-settings",
  tags,
  summary: "Save the thresholds of the drifting members' lists",
  request: jsonBody(driftSettingsSchema),
  responses: { 200: jsonAnswer(driftSettingsSchema, "Saved") },
});

const getList = defineRoute("report", {
  method: "get",
  path: "/admin/report/drift/{list}",
  tags,
  summary:
    "A drifting members' list: packages about to end (expiring), a valid package and no visit (dormant), a package ended and nothing bought since (lapsed)",
  request: { params: driftListParamSchema },
  responses: { 200: jsonAnswer(driftListSchema, "The members on the list") },
});

/** /admin-report and /admin-drift: the owner's numbers. */
export function ownerReportRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getReport, async (c) => c.json(await ownerReport(c.get("deps"), c.req.valid("query")), 200))
    .openapi(getSettings, async (c) => c.json(await readDriftSettings(c.get("deps").database.db), 200))
    .openapi(putSettings, async (c) =>
      c.json(await saveDriftSettings(staffWriter(c), c.req.valid("json")), 200),
    )
    .openapi(getList, async (c) => {
      const deps = c.get("deps");
      const db = deps.database.db;
      const { list } = c.req.valid("param");
      const settings = await readDriftSettings(db);
      const n = studioNow(deps.clock.now(), deps.zone());
      return c.json({ list, settings, members: await driftMembers(db, list, settings, n) }, 200);
    });
}
