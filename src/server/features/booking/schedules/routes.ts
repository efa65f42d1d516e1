import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  creditKindCreateSchema,
  creditKindOrderSchema,
  creditKindRowSchema,
  creditKindSettingsSchema,
  scheduleCreateSchema,
  scheduleNamesRowSchema,
  scheduleOrderSchema,
  scheduleParamSchema,
  scheduleRowSchema,
  scheduleSettingsSchema,
} from "../../../../shared/schemas/schedules";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { staffWriter } from "../../../domain/activity";
import { listCreditKinds } from "../../../domain/credit-kinds";
import { reorderRows } from "../../../domain/reorder";
import { listSchedules } from "../../../domain/schedules";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { createCreditKind, creditKindOrder, updateCreditKind } from "./credit-kinds";
import { createSchedule, scheduleOrder, updateSchedule } from "./service";

const tags = ["schedules"];

const getSchedules = defineRoute("public", {
  method: "get",
  path: "/schedules",
  tags,
  summary: "The bookable schedules that are switched on, in the studio's order, named in both languages",
  responses: { 200: jsonAnswer(z.array(scheduleRowSchema), "The schedules members book") },
});

const getScheduleNames = defineRoute("public", {
  method: "get",
  path: "/schedule-names",
  tags,
  summary:
    "Every schedule's names, switched off too, in the studio's order: a booking, notification or log entry of a schedule switched off since still reads by its name",
  responses: { 200: jsonAnswer(z.array(scheduleNamesRowSchema), "Every schedule's names") },
});

const getAdminSchedules = defineRoute("settings", {
  method: "get",
  path: "/admin/schedules",
  tags,
  summary: "Every schedule, switched on or off, in the studio's order",
  responses: { 200: jsonAnswer(z.array(scheduleRowSchema), "Every schedule") },
});

const postSchedule = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/schedules",
    tags,
    summary:
      "Create a class schedule ('Yoga'): bookable at once by members and the desk once its weekly classes are added (POST /admin/classes)",
    request: jsonBody(scheduleCreateSchema),
    responses: { 201: jsonAnswer(scheduleRowSchema, "Created") },
  },
  { 404: ["CREDIT_KIND_NOT_FOUND", "LOCATION_NOT_FOUND"], 409: ["SCHEDULE_KEY_TAKEN"] },
);

const putSchedule = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/schedules/{key}",
    tags,
    summary:
      "Rename, reorder, switch on or off, or change the credits a schedule spends (a schedule is never deleted: its bookings keep naming it)",
    request: { params: scheduleParamSchema, ...jsonBody(scheduleSettingsSchema) },
    responses: { 200: jsonAnswer(scheduleRowSchema, "Saved") },
  },
  { 404: ["SCHEDULE_NOT_FOUND", "CREDIT_KIND_NOT_FOUND", "LOCATION_NOT_FOUND"] },
);

const putScheduleOrder = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/schedule-order",
    tags,
    summary:
      "Put the schedules in a new order (every schedule's key once, first to last), as every screen then lists them",
    request: jsonBody(scheduleOrderSchema),
    responses: { 200: jsonAnswer(z.array(scheduleRowSchema), "Every schedule, in the new order") },
  },
  { 404: ["SCHEDULE_NOT_FOUND"], 409: ["SCHEDULE_ORDER_STALE"] },
);

const getCreditKinds = defineRoute("public", {
  method: "get",
  path: "/credit-kinds",
  tags,
  summary:
    "The kinds of credit packages grant and schedules spend, in the studio's order, named in both languages",
  responses: { 200: jsonAnswer(z.array(creditKindRowSchema), "Every kind of credit") },
});

const postCreditKind = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/credit-kinds",
    tags,
    summary: "Create a kind of credit ('Yoga'): a package may then grant it and a schedule spend it",
    request: jsonBody(creditKindCreateSchema),
    responses: { 201: jsonAnswer(creditKindRowSchema, "Created") },
  },
  { 409: ["CREDIT_KIND_TAKEN"] },
);

const putCreditKind = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/credit-kinds/{key}",
    tags,
    summary: "Rename or reorder a kind of credit (never deleted: balances and the ledger keep naming it)",
    request: { params: scheduleParamSchema, ...jsonBody(creditKindSettingsSchema) },
    responses: { 200: jsonAnswer(creditKindRowSchema, "Saved") },
  },
  { 404: ["CREDIT_KIND_NOT_FOUND"] },
);

const putCreditKindOrder = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/credit-kind-order",
    tags,
    summary:
      "Put the kinds of credit in a new order (every kind's key once, first to last), as the packages page, the members' screens and the settings then list them",
    request: jsonBody(creditKindOrderSchema),
    responses: { 200: jsonAnswer(z.array(creditKindRowSchema), "Every kind of credit, in the new order") },
  },
  { 404: ["CREDIT_KIND_NOT_FOUND"], 409: ["CREDIT_KIND_ORDER_STALE"] },
);

/** The studio's schedules as rows (decision 035): the members' list and the owner's settings. */
export function scheduleRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getSchedules, async (c) => {
      const all = await listSchedules(c.get("deps").database.db);
      return c.json(
        all.filter((s) => s.active),
        200,
      );
    })
    .openapi(getScheduleNames, async (c) =>
      c.json(
        (await listSchedules(c.get("deps").database.db)).map(({ key, nameGr, nameEn }) => ({
          key,
          nameGr,
          nameEn,
        })),
        200,
      ),
    )
    .openapi(getAdminSchedules, async (c) => c.json(await listSchedules(c.get("deps").database.db), 200))
    .openapi(postSchedule, async (c) =>
      c.json(await createSchedule(staffWriter(c), c.req.valid("json")), 201),
    )
    .openapi(putSchedule, async (c) =>
      c.json(await updateSchedule(staffWriter(c), c.req.valid("param").key, c.req.valid("json")), 200),
    )
    .openapi(putScheduleOrder, async (c) =>
      c.json(await reorderRows(staffWriter(c), scheduleOrder, c.req.valid("json").keys, listSchedules), 200),
    )
    .openapi(getCreditKinds, async (c) => c.json(await listCreditKinds(c.get("deps").database.db), 200))
    .openapi(postCreditKind, async (c) =>
      c.json(await createCreditKind(staffWriter(c), c.req.valid("json")), 201),
    )
    .openapi(putCreditKind, async (c) =>
      c.json(await updateCreditKind(staffWriter(c), c.req.valid("param").key, c.req.valid("json")), 200),
    )
    .openapi(putCreditKindOrder, async (c) =>
      c.json(
        await reorderRows(staffWriter(c), creditKindOrder, c.req.valid("json").keys, listCreditKinds),
        200,
      ),
    );
}
