import { OpenAPIHono } from "@hono/zod-openapi";
import { activityPageSchema, activityQuerySchema } from "../../../shared/schemas/activity";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { jsonAnswer } from "../../platform/route-shapes";
import { listActivity } from "./service";

/** The only route of the activity log: a read. Nothing edits or deletes an entry (decision 036). */
const getActivity = defineRoute("activity", {
  method: "get",
  path: "/admin/activity",
  tags: ["admin"],
  summary:
    "The staff activity log: who did what for whom and when, by person, member, kind and dates; newest first",
  request: { query: activityQuerySchema },
  responses: { 200: jsonAnswer(activityPageSchema, "One page of entries") },
});

export function activityRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getActivity, async (c) => {
    const { database, zone } = c.get("deps");
    return c.json(await listActivity(database.db, c.req.valid("query"), zone()), 200);
  });
}
