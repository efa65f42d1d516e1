import { OpenAPIHono } from "@hono/zod-openapi";
import {
  driftListParamSchema,
  driftListSchema,
  driftSettingsSchema,
  ownerReportSchema,
  placeQuerySchema,
  reportQuerySchema,
} from "../../../shared/schemas/owner-report";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { driftCounts, driftMembers, readDriftSettings, saveDriftSettings } from "../../domain/drift-lists";
import { askedPlace, breakdownPlaces } from "../../domain/location-numbers";
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
      "The owner's report of a period (from..to, at most 366 days): revenue by package and week at the prices members asked at, packages sold, new and active members against the period before (the calendar months before a period of whole months, otherwise as many days before), and occupancy per schedule, weekday and start time. With `location`: bookings, active members, occupancy and waitlists of that location's schedules; revenue and packages sold of the packages valid there (valid everywhere included, so locations overlap: only the total is the studio's takings); new members stay the studio's. Without it, with two or more locations: `byLocation`, each location's bookings beside the total",
    request: { query: reportQuerySchema },
    responses: { 200: jsonAnswer(ownerReportSchema, "The period's figures") },
  },
  {
    400: ["REPORT_RANGE_INVALID", "REPORT_RANGE_TOO_LONG"],
    404: ["LOCATION_NOT_FOUND"],
  },
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

const getList = defineRoute(
  "report",
  {
    method: "get",
    path: "/admin/report/drift/{list}",
    tags,
    summary:
      "A drifting members' list: packages about to end (expiring), a valid package and no visit (dormant), a package ended and nothing bought since (lapsed). With `location`: the members whose balance the list judges is valid there (valid everywhere included). Without it, with two or more locations: `byLocation`, each location's count",
    request: { params: driftListParamSchema, query: placeQuerySchema },
    responses: { 200: jsonAnswer(driftListSchema, "The members on the list") },
  },
  { 404: ["LOCATION_NOT_FOUND"] },
);

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
      const { location } = c.req.valid("query");
      await askedPlace(db, location);
      const settings = await readDriftSettings(db);
      const n = studioNow(deps.clock.now(), deps.zone());
      const members = await driftMembers(db, list, settings, n, location);
      const places = await breakdownPlaces(db, location);
      const counts =
        places.length > 0 ? { byLocation: await driftCounts(db, list, settings, n, places) } : {};
      return c.json({ list, settings, members, ...counts }, 200);
    });
}
