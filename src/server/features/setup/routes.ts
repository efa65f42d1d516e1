import { OpenAPIHono } from "@hono/zod-openapi";
import { firstRunChoiceSchema, setupChecklistSchema } from "../../../shared/schemas/setup";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { setupChecklist } from "./checklist";
import { chooseFirstRun } from "./first-run";

const getChecklist = defineRoute("settings", {
  method: "get",
  path: "/admin/setup-checklist",
  tags: ["settings"],
  summary:
    "The owner's first steps, each done or not as the data says: identity, rules, schedules, priced packages, staff, members, the site opened; and the first-run answer",
  responses: { 200: jsonAnswer(setupChecklistSchema, "The checklist") },
});

const postFirstRun = defineRoute(
  "settings",
  {
    method: "post",
    path: "/admin/first-run",
    tags: ["settings"],
    summary:
      "Starts the studio empty or with the spec's example studio (packages, closures, announcements), once",
    request: jsonBody(firstRunChoiceSchema),
    responses: { 204: { description: "Done" } },
  },
  { 409: ["FIRST_RUN_CHOSEN"] },
);

/** The owner's setup checklist on their home (decision 051) and the first-run choice (decision 053). */
export function setupRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getChecklist, async (c) => {
      const { database, config } = c.get("deps");
      return c.json(await setupChecklist(database.db, config), 200);
    })
    .openapi(postFirstRun, async (c) => {
      await chooseFirstRun(staffWriter(c), c.req.valid("json").choice);
      return c.body(null, 204);
    });
}
