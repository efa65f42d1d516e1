import { OpenAPIHono } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  dateParamSchema,
  idParamSchema,
  kindListSchema,
  measurementInputSchema,
  measurementKindInputSchema,
  measurementKindSchema,
  measurementSchema,
  myChecksSchema,
  myMeasurementsSchema,
  myPainsSchema,
  nutritionCheckInputSchema,
  nutritionCheckSchema,
  painInputSchema,
  painReportSchema,
  progressSchema,
} from "../../../shared/schemas/coaching";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import {
  addKind,
  checksOf,
  deleteMeasurement,
  listKinds,
  measurementsOf,
  saveCheck,
  saveMeasurement,
} from "./body";
import { loggableDates } from "./log";
import { painsOf, savePain } from "./pain";
import { progressOf } from "./progress";

/** The member's measurements, nutrition check, pain reports and progress; the coach's kinds of measurement. */

const myMeasurements = defineRoute("member", {
  method: "get",
  path: "/me/measurements",
  tags: ["coaching"],
  summary: "The kinds of measurement and the member's measurements, oldest first",
  responses: { 200: jsonAnswer(myMeasurementsSchema, "Measurements") },
});

const putMeasurement = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/measurements",
    tags: ["coaching"],
    summary: "Write a measurement (one per kind and date: the same date again replaces it)",
    request: jsonBody(measurementInputSchema),
    responses: { 200: jsonAnswer(measurementSchema, "Saved") },
  },
  { 400: ["MEASUREMENT_RANGE", "LOG_DATE_RANGE"], 404: ["MEASUREMENT_KIND_NOT_FOUND"] },
);

const removeMeasurement = defineRoute(
  "member",
  {
    method: "delete",
    path: "/me/measurements/{id}",
    tags: ["coaching"],
    summary: "Remove one of the member's measurements",
    request: { params: idParamSchema },
    responses: { 204: { description: "Removed" } },
  },
  { 404: ["MEASUREMENT_NOT_FOUND"] },
);

const myChecks = defineRoute("member", {
  method: "get",
  path: "/me/nutrition-checks",
  tags: ["coaching"],
  summary: "The member's daily nutrition checks of the last weeks, newest first",
  responses: { 200: jsonAnswer(myChecksSchema, "Checks") },
});

const putCheck = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/nutrition-checks/{date}",
    tags: ["coaching"],
    summary: "The day's nutrition check: followed the plan yes / partly / no, with a note",
    request: { params: dateParamSchema, ...jsonBody(nutritionCheckInputSchema) },
    responses: { 200: jsonAnswer(nutritionCheckSchema, "Saved") },
  },
  { 400: ["LOG_DATE_RANGE"] },
);

const myPains = defineRoute("member", {
  method: "get",
  path: "/me/pain-reports",
  tags: ["coaching"],
  summary: "The member's pain reports of the loggable days, newest first, and the studio's today",
  responses: { 200: jsonAnswer(myPainsSchema, "Pain reports") },
});

const putPain = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/pain-reports/{date}",
    tags: ["coaching"],
    summary: "Report a pain on a day (where it hurts); the coach's attention list shows a recent one",
    request: { params: dateParamSchema, ...jsonBody(painInputSchema) },
    responses: { 200: jsonAnswer(painReportSchema, "Saved") },
  },
  { 400: ["LOG_DATE_RANGE", "PAIN_NOTE_REQUIRED"] },
);

const myProgress = defineRoute("member", {
  method: "get",
  path: "/me/progress",
  tags: ["coaching"],
  summary: "The member's progress: per exercise best and trend (Epley), measurements, sessions per week",
  responses: { 200: jsonAnswer(progressSchema, "Progress") },
});

const kinds = defineRoute("coaching", {
  method: "get",
  path: "/admin/measurement-kinds",
  tags: ["admin"],
  summary: "The kinds of measurement members may keep",
  responses: { 200: jsonAnswer(kindListSchema, "Kinds") },
});

const addKindRoute = defineRoute(
  "coaching",
  {
    method: "post",
    path: "/admin/measurement-kinds",
    tags: ["admin"],
    summary: "Add a kind of measurement: names, unit and realistic range",
    request: jsonBody(measurementKindInputSchema),
    responses: { 201: jsonAnswer(measurementKindSchema, "Added") },
  },
  { 400: ["FILL_ALL_FIELDS", "MEASUREMENT_KIND_BOUNDS"], 409: ["MEASUREMENT_KIND_EXISTS"] },
);

export function coachingBodyRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(myMeasurements, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const [all, mine] = await Promise.all([
        listKinds(database.db),
        measurementsOf(database.db, c.get("user").id, null),
      ]);
      return c.json({ today, kinds: all, measurements: mine }, 200);
    })
    .openapi(putMeasurement, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      return c.json(await saveMeasurement(database.db, c.get("user").id, today, c.req.valid("json")), 200);
    })
    .openapi(removeMeasurement, async (c) => {
      await deleteMeasurement(c.get("deps").database.db, c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(myChecks, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const checks = await checksOf(database.db, c.get("user").id, loggableDates(today).min);
      return c.json({ today, checks }, 200);
    })
    .openapi(putCheck, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const { date } = c.req.valid("param");
      return c.json(await saveCheck(database.db, c.get("user").id, today, date, c.req.valid("json")), 200);
    })
    .openapi(myPains, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const pains = await painsOf(database.db, c.get("user").id, loggableDates(today).min);
      return c.json({ today, pains }, 200);
    })
    .openapi(putPain, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const { date } = c.req.valid("param");
      return c.json(await savePain(database.db, c.get("user").id, today, date, c.req.valid("json")), 200);
    })
    .openapi(myProgress, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      return c.json(await progressOf(database.db, c.get("user").id, today), 200);
    })
    .openapi(kinds, async (c) => c.json({ kinds: await listKinds(c.get("deps").database.db) }, 200))
    .openapi(addKindRoute, async (c) => {
      const kind = await addKind(staffWriter(c), c.req.valid("json"));
      return c.json(kind, 201);
    });
}
