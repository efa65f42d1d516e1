import { OpenAPIHono, z } from "@hono/zod-openapi";
import { DESK_PILATES_BOOKING_REFUSALS, PILATES_BOOKING_REFUSALS } from "../../../../shared/domain/pilates";
import {
  adminBookRequestSchema,
  dateParamSchema,
  dateQuerySchema,
  deskBookedSchema,
} from "../../../../shared/schemas/booking";
import {
  bookingSettingsSchema,
  classDateParamSchema,
  classParamSchema,
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
import { jsonAnswer, jsonBody } from "../../../lib/route-shapes";
import {
  addClass,
  adminPilatesDay,
  bookPilates,
  bookPilatesForDesk,
  changeClassOn,
  clearClassChange,
  listClasses,
  memberPilatesDay,
  readBookingSettings,
  removeClass,
  saveBookingSettings,
  updateClass,
} from "./service";

const tags = ["pilates"];
const changed = z.object({ date: z.string(), classId: z.string() });

const getDay = defineRoute("member", {
  method: "get",
  path: "/pilates/day",
  tags,
  summary:
    "One day of Reformer Pilates classes for the signed-in member (today or the next day with classes without a date)",
  request: { query: dateQuerySchema },
  responses: {
    200: jsonAnswer(
      pilatesDaySchema,
      "Classes with places left, the Pilates balance, booking and active reservation",
    ),
  },
});

const postBooking = defineRoute(
  "member",
  {
    method: "post",
    path: "/pilates/bookings",
    tags,
    summary:
      "Book a Pilates class with one Pilates credit (409 with the rule's code when refused); cancel with DELETE /bookings/{id}",
    request: jsonBody(pilatesBookRequestSchema),
    responses: { 201: jsonAnswer(pilatesBookedSchema, "Booked; the Pilates balance after") },
  },
  { 409: [...PILATES_BOOKING_REFUSALS] },
);

const postDeskBooking = defineRoute(
  "admin",
  {
    method: "post",
    path: "/admin/pilates/bookings",
    tags,
    summary:
      "The desk books a class for an e-mail: a member's spends a Pilates credit, an unknown e-mail is a guest",
    request: jsonBody(adminBookRequestSchema),
    responses: { 201: jsonAnswer(deskBookedSchema, "Booked") },
  },
  { 404: ["ACCOUNT_ERASED"], 409: [...DESK_PILATES_BOOKING_REFUSALS] },
);

const getClasses = defineRoute("admin", {
  method: "get",
  path: "/admin/pilates/classes",
  tags,
  summary: "The weekly Pilates timetable",
  responses: { 200: jsonAnswer(z.array(pilatesClassSchema), "Classes by weekday and time") },
});
const postClass = defineRoute(
  "admin",
  {
    method: "post",
    path: "/admin/pilates/classes",
    tags,
    summary: "Add a weekly class (weekday 1 = Monday .. 6 = Saturday, start time, minutes, reformers)",
    request: jsonBody(pilatesClassInputSchema),
    responses: { 201: jsonAnswer(pilatesClassSchema, "Added") },
  },
  { 409: ["PILATES_CLASS_EXISTS"] },
);
const putClass = defineRoute(
  "admin",
  {
    method: "put",
    path: "/admin/pilates/classes/{id}",
    tags,
    summary: "Edit a weekly class (its day and time stay while members hold future bookings of it)",
    request: { params: classParamSchema, ...jsonBody(pilatesClassInputSchema) },
    responses: { 200: jsonAnswer(pilatesClassSchema, "Saved") },
  },
  { 404: ["PILATES_CLASS_NOT_FOUND"], 409: ["PILATES_CLASS_EXISTS", "PILATES_CLASS_HAS_BOOKINGS"] },
);
const deleteClass = defineRoute(
  "admin",
  {
    method: "delete",
    path: "/admin/pilates/classes/{id}",
    tags,
    summary: "Remove a weekly class (refused while members hold future bookings of it)",
    request: { params: classParamSchema },
    responses: { 204: { description: "Removed" } },
  },
  { 404: ["PILATES_CLASS_NOT_FOUND"], 409: ["PILATES_CLASS_HAS_BOOKINGS"] },
);
const getAdminDay = defineRoute("admin", {
  method: "get",
  path: "/admin/pilates/day/{date}",
  tags,
  summary: "A date's classes with their bookings and that date's changes",
  request: { params: dateParamSchema },
  responses: { 200: jsonAnswer(pilatesAdminDaySchema, "The date's classes") },
});
const putChange = defineRoute(
  "admin",
  {
    method: "put",
    path: "/admin/pilates/classes/{id}/dates/{date}",
    tags,
    summary:
      "Change one date's class: cancel it (its bookings are cancelled, credits back), or another time or capacity that day",
    request: { params: classDateParamSchema, ...jsonBody(pilatesChangeInputSchema) },
    responses: { 200: jsonAnswer(changed, "Changed") },
  },
  { 404: ["PILATES_CLASS_NOT_FOUND"], 409: ["PILATES_TIME_TAKEN", "PILATES_CLASS_STARTED"] },
);
const deleteChange = defineRoute(
  "admin",
  {
    method: "delete",
    path: "/admin/pilates/classes/{id}/dates/{date}",
    tags,
    summary: "Back to the timetable for that date (bookings move back with the time)",
    request: { params: classDateParamSchema },
    responses: { 200: jsonAnswer(changed, "Cleared") },
  },
  { 404: ["PILATES_CLASS_NOT_FOUND"], 409: ["PILATES_TIME_TAKEN", "PILATES_CLASS_STARTED"] },
);
const getSettings = defineRoute("admin", {
  method: "get",
  path: "/admin/booking-settings",
  tags,
  summary: "Whether one active reservation counts per schedule (default) or across gym and Pilates",
  responses: { 200: jsonAnswer(bookingSettingsSchema, "The setting") },
});
const putSettings = defineRoute("admin", {
  method: "put",
  path: "/admin/booking-settings",
  tags,
  summary: "Save the one-active-reservation setting (checked on every booking from now on)",
  request: jsonBody(bookingSettingsSchema),
  responses: { 200: jsonAnswer(bookingSettingsSchema, "Saved") },
});

/** Reformer Pilates: the member's day and booking; the admin's timetable, date changes and the booking setting. */
export function pilatesRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getDay, async (c) => {
      const day = await memberPilatesDay(c.get("deps"), c.get("user").id, c.req.valid("query").date);
      c.header("Cache-Control", "no-store");
      return c.json(day, 200);
    })
    .openapi(postBooking, async (c) =>
      c.json(await bookPilates(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(postDeskBooking, async (c) =>
      c.json(await bookPilatesForDesk(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
    )
    .openapi(getClasses, async (c) => c.json(await listClasses(c.get("deps").database.db), 200))
    .openapi(postClass, async (c) =>
      c.json(await addClass(c.get("deps").database.db, c.req.valid("json")), 201),
    )
    .openapi(putClass, async (c) =>
      c.json(await updateClass(c.get("deps"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteClass, async (c) => {
      await removeClass(c.get("deps"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(getAdminDay, async (c) =>
      c.json(await adminPilatesDay(c.get("deps"), c.req.valid("param").date), 200),
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
    })
    .openapi(getSettings, async (c) => c.json(await readBookingSettings(c.get("deps").database.db), 200))
    .openapi(putSettings, async (c) =>
      c.json(await saveBookingSettings(c.get("deps").database.db, c.req.valid("json")), 200),
    );
}
