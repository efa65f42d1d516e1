import { OpenAPIHono } from "@hono/zod-openapi";
import { setupChecklistSchema } from "../../../shared/schemas/setup";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../lib/context";
import { jsonAnswer } from "../../lib/route-shapes";
import { setupChecklist } from "./checklist";

const getChecklist = defineRoute("settings", {
  method: "get",
  path: "/admin/setup-checklist",
  tags: ["settings"],
  summary:
    "The owner's first steps, each done or not as the data says: identity, rules, schedules, priced packages, staff, members, the site opened",
  responses: { 200: jsonAnswer(setupChecklistSchema, "The checklist") },
});

/** The owner's setup checklist on their home (decision 051). */
export function setupRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getChecklist, async (c) => {
    const { database, config } = c.get("deps");
    return c.json(await setupChecklist(database.db, config), 200);
  });
}
