import { OpenAPIHono } from "@hono/zod-openapi";
import {
  saveStudioRulesSchema,
  studioRulesAnswerSchema,
  studioRulesSchema,
} from "../../../../shared/schemas/studio-settings";
import { defineRoute } from "../../../auth/guards";
import type { AppEnv } from "../../../context";
import { jsonAnswer, jsonBody } from "../../../platform/route-shapes";
import { readStudioRules, saveStudioRules } from "./service";

const tags = ["settings"];

const getRules = defineRoute("public", {
  method: "get",
  path: "/studio-rules",
  tags,
  summary:
    "The studio's booking rules (opening hours, slot length, capacity, cutoffs, limits): what the screens state",
  responses: { 200: jsonAnswer(studioRulesSchema, "Every rule, saved or the spec's default") },
});

const putRules = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/studio-rules",
    tags,
    summary:
      "Save the studio's rules in one transaction; bookings the new hours leave outside are refused with their list until the owner chooses to keep or cancel them",
    request: jsonBody(saveStudioRulesSchema),
    responses: { 200: jsonAnswer(studioRulesAnswerSchema, "Saved, with the bookings kept or cancelled") },
  },
  { 409: ["SETTINGS_BOOKINGS_OUTSIDE_HOURS"] },
);

/** The studio's rules as settings (decision 029). */
export function studioSettingsRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getRules, async (c) => c.json(await readStudioRules(c.get("deps")), 200))
    .openapi(putRules, async (c) =>
      c.json(await saveStudioRules(c.get("deps"), c.get("user").id, c.req.valid("json")), 200),
    );
}
