import { OpenAPIHono } from "@hono/zod-openapi";
import { studioToday } from "../../../shared/domain/schedule";
import {
  coachNoticesSchema,
  noticeKindParamSchema,
  noticeSeenInputSchema,
} from "../../../shared/schemas/coach-notices";
import {
  idParamSchema,
  memberLogsSchema,
  memberQuerySchema,
  myTrainingSchema,
  savedSetSchema,
  setInputSchema,
} from "../../../shared/schemas/coaching";
import { defineRoute, type RouteErrors } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { liveMember, MEMBER_GONE } from "../../domain/live-member";
import { currentProgramOf } from "../../domain/workout-programs";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { deleteSet, loggableDates, logsOf, saveSet } from "./log";
import { coachNotices, markSeen } from "./notices";

/** The member's workout log: the logging screen, one set written or removed; staff read. */

const SET_REFUSALS = {
  400: ["LOG_REPS_RANGE", "LOG_WEIGHT_RANGE", "LOG_SECONDS_RANGE", "LOG_SET_EMPTY", "LOG_DATE_RANGE"],
  404: ["WORKOUT_LOG_NOT_FOUND", "WORKOUT_NOT_FOUND"],
} satisfies RouteErrors;

const training = defineRoute("member", {
  method: "get",
  path: "/me/training",
  tags: ["coaching"],
  summary: "The member's logging screen: the studio's today, the current program and the recent logs",
  responses: { 200: jsonAnswer(myTrainingSchema, "Training") },
});

const putSet = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/workout-sets/{id}",
    tags: ["coaching"],
    summary: "Write one set with the phone's id (sent twice, stored once; again with other numbers, changed)",
    request: { params: idParamSchema, ...jsonBody(setInputSchema) },
    responses: { 200: jsonAnswer(savedSetSchema, "Saved") },
  },
  SET_REFUSALS,
);

const removeSet = defineRoute(
  "member",
  {
    method: "delete",
    path: "/me/workout-sets/{id}",
    tags: ["coaching"],
    summary: "Remove one of the member's sets (the phone treats an answer 404 as already removed)",
    request: { params: idParamSchema },
    responses: { 204: { description: "Removed" } },
  },
  { 404: ["WORKOUT_LOG_NOT_FOUND"] },
);

const memberLogs = defineRoute(
  "coaching",
  {
    method: "get",
    path: "/admin/workout-logs",
    tags: ["admin"],
    summary: "A member's logged sessions, newest first",
    request: { query: memberQuerySchema },
    responses: { 200: jsonAnswer(memberLogsSchema, "Logs") },
  },
  { 404: MEMBER_GONE },
);

const notices = defineRoute("member", {
  method: "get",
  path: "/me/coach-notices",
  tags: ["coaching"],
  summary:
    "What the coach changed that the member has not seen: the program's new version, the nutrition plan",
  responses: { 200: jsonAnswer(coachNoticesSchema, "Notices") },
});

const seen = defineRoute(
  "member",
  {
    method: "put",
    path: "/me/coach-notices/{kind}",
    tags: ["coaching"],
    summary: "The member saw their program version or plan `id` (and every change before it)",
    request: { params: noticeKindParamSchema, ...jsonBody(noticeSeenInputSchema) },
    responses: { 204: { description: "Seen" } },
  },
  { 404: ["WORKOUT_NOT_FOUND", "PLAN_NOT_FOUND"] },
);

export function coachingRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(training, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const userId = c.get("user").id;
      const [program, logs] = await Promise.all([
        currentProgramOf(database.db, userId, today),
        logsOf(database.db, userId, loggableDates(today).min),
      ]);
      return c.json({ today, program, logs }, 200);
    })
    .openapi(putSet, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const today = studioToday(clock.now(), zone());
      const saved = await saveSet(
        database.db,
        c.get("user").id,
        today,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(saved, 200);
    })
    .openapi(removeSet, async (c) => {
      await deleteSet(c.get("deps").database.db, c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(memberLogs, async (c) => {
      const db = c.get("deps").database.db;
      const { userId } = c.req.valid("query");
      await liveMember(db, userId);
      return c.json({ logs: await logsOf(db, userId, null) }, 200);
    })
    .openapi(notices, async (c) => {
      const { database, clock, zone } = c.get("deps");
      const ctx = { now: clock.now(), tz: zone() };
      return c.json(await coachNotices(database.db, c.get("user").id, ctx), 200);
    })
    .openapi(seen, async (c) => {
      const { kind } = c.req.valid("param");
      await markSeen(c.get("deps").database.db, c.get("user").id, kind, c.req.valid("json").id);
      return c.body(null, 204);
    });
}
