import { OpenAPIHono, z } from "@hono/zod-openapi";
import { dateParamSchema } from "../../../../shared/schemas/booking";
import {
  classAdminDaySchema,
  classChangeInputSchema,
  classDateParamSchema,
  classDayQuerySchema,
  classDaySchema,
  classInputSchema,
  classParamSchema,
  classScheduleQuerySchema,
  classSchema,
} from "../../../../shared/schemas/classes";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { FAMILY_REFUSALS, memberSubject } from "../../../domain/family";
import { classSchedule, classScheduleKey } from "../../../domain/schedules";
import { assertStaffAtSchedule } from "../../../domain/staff-scope";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { adminClassDay, listClasses, memberClassDay } from "./reads";
import { addClass, changeClassOn, clearClassChange, removeClass, updateClass } from "./timetable";

const tags = ["classes"];
/** A request naming a schedule no row has, or one without a class timetable (decision 035). */
const noSchedule = { 404: ["SCHEDULE_NOT_FOUND" as const] };
const changed = z.object({ date: z.string(), classId: z.string() });

const getDay = defineRoute(
  "member",
  {
    method: "get",
    path: "/classes/day",
    tags,
    summary:
      "One day of a class schedule's classes (`schedule`; the first class schedule in the owner's order unless said) for the signed-in member (today or the next day with classes without a date)",
    request: { query: classDayQuerySchema },
    responses: {
      200: jsonAnswer(
        classDaySchema,
        "Classes with places left, the balance the schedule spends, booking and active reservation",
      ),
    },
  },
  { ...noSchedule, 403: FAMILY_REFUSALS },
);

const getClasses = defineRoute(
  "settings",
  {
    method: "get",
    path: "/admin/classes",
    tags,
    summary:
      "A class schedule's weekly timetable (`schedule`; the first class schedule in the owner's order unless said)",
    request: { query: classScheduleQuerySchema },
    responses: { 200: jsonAnswer(z.array(classSchema), "Classes by weekday and time") },
  },
  noSchedule,
);
const postClass = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/classes",
    tags,
    summary:
      "Add a weekly class to a class schedule (weekday 1 = Monday .. 6 = Saturday, start time, minutes, places)",
    request: jsonBody(classInputSchema),
    responses: { 201: jsonAnswer(classSchema, "Added") },
  },
  { ...noSchedule, 400: ["CLASS_CAPACITY_RANGE", "CLASS_MINUTES_STEP"], 409: ["CLASS_EXISTS"] },
);
const putClass = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/classes/{id}",
    tags,
    summary: "Edit a weekly class (its day and time stay while members hold future bookings of it)",
    request: { params: classParamSchema, ...jsonBody(classInputSchema) },
    responses: { 200: jsonAnswer(classSchema, "Saved") },
  },
  {
    400: ["CLASS_CAPACITY_RANGE", "CLASS_MINUTES_STEP"],
    404: ["CLASS_NOT_FOUND"],
    409: ["CLASS_EXISTS", "CLASS_HAS_BOOKINGS"],
  },
);
const deleteClass = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/classes/{id}",
    tags,
    summary: "Remove a weekly class (refused while members hold future bookings of it)",
    request: { params: classParamSchema },
    responses: { 204: { description: "Removed" } },
  },
  { 404: ["CLASS_NOT_FOUND"], 409: ["CLASS_HAS_BOOKINGS"] },
);
const getAdminDay = defineRoute(
  "day",
  {
    method: "get",
    path: "/admin/classes/day/{date}",
    tags,
    summary: "A date's classes of a class schedule with their bookings and that date's changes",
    request: { params: dateParamSchema, query: classScheduleQuerySchema },
    responses: { 200: jsonAnswer(classAdminDaySchema, "The date's classes") },
  },
  { ...noSchedule, 403: ["LOCATION_FORBIDDEN"] },
);
const putChange = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/classes/{id}/dates/{date}",
    tags,
    summary:
      "Change one date's class: cancel it (its bookings are cancelled, credits back), or another time or capacity that day",
    request: { params: classDateParamSchema, ...jsonBody(classChangeInputSchema) },
    responses: { 200: jsonAnswer(changed, "Changed") },
  },
  { 400: ["CLASS_CAPACITY_RANGE"], 404: ["CLASS_NOT_FOUND"], 409: ["CLASS_TIME_TAKEN", "SLOT_STARTED"] },
);
const deleteChange = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/classes/{id}/dates/{date}",
    tags,
    summary: "Back to the timetable for that date (bookings move back with the time)",
    request: { params: classDateParamSchema },
    responses: { 200: jsonAnswer(changed, "Cleared") },
  },
  { 404: ["CLASS_NOT_FOUND"], 409: ["CLASS_TIME_TAKEN", "SLOT_STARTED"] },
);
/** Every class schedule (the seeded one and those the owner adds): the member's day; the admin's timetable and date changes. Bookings go through the one member route and the one desk route. */
export function classRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const deps = c.get("deps");
      const q = c.req.valid("query");
      const schedule = await classScheduleKey(deps.database.db, q.schedule);
      const day = await memberClassDay(deps, (await memberSubject(c)).id, { ...q, schedule });
      c.header("Cache-Control", "no-store");
      return c.json(day, 200);
    })
    .openapi(getClasses, async (c) => {
      const db = c.get("deps").database.db;
      const schedule = await classScheduleKey(db, c.req.valid("query").schedule);
      await classSchedule(db, schedule);
      return c.json(await listClasses(db, schedule), 200);
    })
    .openapi(postClass, async (c) =>
      c.json(
        await addClass(c.get("deps").database.db, c.req.valid("json"), {
          actorId: c.get("user").id,
          at: c.get("deps").clock.now(),
        }),
        201,
      ),
    )
    .openapi(putClass, async (c) =>
      c.json(
        await updateClass(c.get("deps"), c.req.valid("param").id, c.req.valid("json"), c.get("user").id),
        200,
      ),
    )
    .openapi(deleteClass, async (c) => {
      await removeClass(c.get("deps"), c.req.valid("param").id, c.get("user").id);
      return c.body(null, 204);
    })
    .openapi(getAdminDay, async (c) => {
      const deps = c.get("deps");
      const schedule = await classScheduleKey(deps.database.db, c.req.valid("query").schedule);
      await assertStaffAtSchedule(deps.database.db, c.get("user"), schedule);
      return c.json(await adminClassDay(deps, c.req.valid("param").date, schedule), 200);
    })
    .openapi(putChange, async (c) => {
      const { id, date } = c.req.valid("param");
      const change = c.req.valid("json");
      return c.json(
        await changeClassOn(c.get("deps"), { classId: id, date, adminId: c.get("user").id, change }),
        200,
      );
    })
    .openapi(deleteChange, async (c) => {
      const { id, date } = c.req.valid("param");
      return c.json(
        await clearClassChange(c.get("deps"), { classId: id, date, adminId: c.get("user").id }),
        200,
      );
    });
}
