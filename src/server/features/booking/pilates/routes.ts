import { OpenAPIHono, z } from "@hono/zod-openapi";
import { CLASS_BOOKING_REFUSALS, DESK_CLASS_BOOKING_REFUSALS } from "../../../../shared/domain/pilates";
import { dateParamSchema, deskBookedSchema } from "../../../../shared/schemas/booking";
import {
  classDateParamSchema,
  classDayQuerySchema,
  classDeskBookRequestSchema,
  classParamSchema,
  classScheduleQuerySchema,
  pilatesAdminDaySchema,
  pilatesBookedSchema,
  pilatesBookRequestSchema,
  pilatesChangeInputSchema,
  pilatesClassInputSchema,
  pilatesClassSchema,
  pilatesDaySchema,
} from "../../../../shared/schemas/pilates";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../lib/context";
import { FAMILY_REFUSALS, memberSubject } from "../../../lib/family";
import { CONSENT_REFUSALS } from "../../../lib/guardian-consent";
import { jsonAnswer, jsonBody } from "../../../lib/route-shapes";
import { classSchedule } from "../../../lib/schedules";
import { bookPilates, bookPilatesForDesk } from "./booking";
import { adminPilatesDay, listClasses, memberPilatesDay } from "./reads";
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
      "One day of a class schedule's classes (Reformer Pilates unless `schedule` says) for the signed-in member (today or the next day with classes without a date)",
    request: { query: classDayQuerySchema },
    responses: {
      200: jsonAnswer(
        pilatesDaySchema,
        "Classes with places left, the balance the schedule spends, booking and active reservation",
      ),
    },
  },
  { ...noSchedule, 403: FAMILY_REFUSALS },
);

const postBooking = defineRoute(
  "member",
  {
    method: "post",
    path: "/classes/bookings",
    tags,
    summary:
      "Book a class of a class schedule with one credit of the kind it spends (409 with the rule's code when refused); cancel with DELETE /bookings/{id}",
    request: jsonBody(pilatesBookRequestSchema),
    responses: { 201: jsonAnswer(pilatesBookedSchema, "Booked; the balance after") },
  },
  {
    ...noSchedule,
    403: [...CONSENT_REFUSALS, ...FAMILY_REFUSALS],
    409: [...CLASS_BOOKING_REFUSALS, "SCHEDULE_OFF", "PLACE_TAKEN", "PLACE_OUT_OF_RANGE"],
  },
);

const postDeskBooking = defineRoute(
  "desk",
  {
    method: "post",
    path: "/admin/classes/bookings",
    tags,
    summary:
      "The desk books a class for an e-mail: a member's spends a credit of the kind the schedule spends, an unknown e-mail is a guest",
    request: jsonBody(classDeskBookRequestSchema),
    responses: { 201: jsonAnswer(deskBookedSchema, "Booked") },
  },
  { 404: ["ACCOUNT_ERASED", "SCHEDULE_NOT_FOUND"], 409: [...DESK_CLASS_BOOKING_REFUSALS, "SCHEDULE_OFF"] },
);

const getClasses = defineRoute(
  "settings",
  {
    method: "get",
    path: "/admin/classes",
    tags,
    summary: "A class schedule's weekly timetable (Reformer Pilates unless `schedule` says)",
    request: { query: classScheduleQuerySchema },
    responses: { 200: jsonAnswer(z.array(pilatesClassSchema), "Classes by weekday and time") },
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
    request: jsonBody(pilatesClassInputSchema),
    responses: { 201: jsonAnswer(pilatesClassSchema, "Added") },
  },
  { ...noSchedule, 400: ["CLASS_CAPACITY_RANGE"], 409: ["CLASS_EXISTS"] },
);
const putClass = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/classes/{id}",
    tags,
    summary: "Edit a weekly class (its day and time stay while members hold future bookings of it)",
    request: { params: classParamSchema, ...jsonBody(pilatesClassInputSchema) },
    responses: { 200: jsonAnswer(pilatesClassSchema, "Saved") },
  },
  { 400: ["CLASS_CAPACITY_RANGE"], 404: ["CLASS_NOT_FOUND"], 409: ["CLASS_EXISTS", "CLASS_HAS_BOOKINGS"] },
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
    responses: { 200: jsonAnswer(pilatesAdminDaySchema, "The date's classes") },
  },
  noSchedule,
);
const putChange = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/classes/{id}/dates/{date}",
    tags,
    summary:
      "Change one date's class: cancel it (its bookings are cancelled, credits back), or another time or capacity that day",
    request: { params: classDateParamSchema, ...jsonBody(pilatesChangeInputSchema) },
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
/** Every class schedule (Reformer Pilates and those the owner adds): the member's day and booking; the admin's timetable and date changes. */
export function pilatesRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const day = await memberPilatesDay(c.get("deps"), (await memberSubject(c)).id, c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      return c.json(day, 200);
    })
    .openapi(postBooking, async (c) =>
      c.json(await bookPilates(c.get("deps"), await memberSubject(c), c.req.valid("json")), 201),
    )
    .openapi(postDeskBooking, async (c) =>
      c.json(await bookPilatesForDesk(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(getClasses, async (c) => {
      const db = c.get("deps").database.db;
      const { schedule } = c.req.valid("query");
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
    .openapi(getAdminDay, async (c) =>
      c.json(
        await adminPilatesDay(c.get("deps"), c.req.valid("param").date, c.req.valid("query").schedule),
        200,
      ),
    )
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
