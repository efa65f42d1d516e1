import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ErrorCode } from "../../../shared/errors";
import {
  announcementInputSchema,
  announcementListSchema,
  announcementSchema,
} from "../../../shared/schemas/announcements";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import {
  createAnnouncement,
  currentForVisitors,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "./service";

const body = {
  ...jsonBody(announcementInputSchema),
};
const idParam = z.object({ id: z.uuid() });
/** The refusals of `announcementProblem` (dates in order, closure days, a text in some language). */
const RULES: ErrorCode[] = ["ANNOUNCEMENT_DATES", "ANNOUNCEMENT_CLOSURE_DAYS", "ANNOUNCEMENT_TEXT_REQUIRED"];

const getCurrent = defineRoute("public", {
  method: "get",
  path: "/announcements/current",
  tags: ["site"],
  summary: "The popups to show today (inside their window, with something to show)",
  responses: { 200: jsonAnswer(announcementListSchema, "Current announcements") },
});

const getAll = defineRoute("settings", {
  method: "get",
  path: "/admin/announcements",
  tags: ["admin"],
  summary: "Every announcement, latest window first",
  responses: { 200: jsonAnswer(announcementListSchema, "All announcements") },
});

const postOne = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/announcements",
    tags: ["admin"],
    summary: "Create an announcement",
    request: body,
    responses: { 201: jsonAnswer(announcementSchema, "Created") },
  },
  { 400: RULES },
);

const putOne = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/announcements/{id}",
    tags: ["admin"],
    summary: "Edit an announcement (visitors who dismissed it see it again)",
    request: { params: idParam, ...body },
    responses: { 200: jsonAnswer(announcementSchema, "Saved") },
  },
  { 400: RULES, 404: ["ANNOUNCEMENT_NOT_FOUND"] },
);

const deleteOne = defineRoute(
  "settings",
  {
    method: "delete",
    path: "/admin/announcements/{id}",
    tags: ["admin"],
    summary: "Delete an announcement",
    request: { params: idParam },
    responses: { 204: { description: "Deleted" } },
  },
  { 404: ["ANNOUNCEMENT_NOT_FOUND"] },
);

export function announcementRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getCurrent, async (c) => {
      const { database, clock, zone } = c.get("deps");
      c.header("Cache-Control", "no-cache");
      return c.json({ announcements: await currentForVisitors(database.db, clock.now(), zone()) }, 200);
    })
    .openapi(getAll, async (c) =>
      c.json({ announcements: await listAnnouncements(c.get("deps").database.db) }, 200),
    )
    .openapi(postOne, async (c) => c.json(await createAnnouncement(staffWriter(c), c.req.valid("json")), 201))
    .openapi(putOne, async (c) =>
      c.json(await updateAnnouncement(staffWriter(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteOne, async (c) => {
      await deleteAnnouncement(staffWriter(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
