import { OpenAPIHono } from "@hono/zod-openapi";
import { termsAnswerSchema, termsInputSchema } from "../../../shared/schemas/terms";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { staffWriter } from "../../domain/activity";
import { studioTerms } from "../../domain/studio-terms";
import { firstCodeHook } from "../../platform/first-code-hook";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { readTermsInput, saveTerms } from "./terms";

const getTerms = defineRoute("public", {
  method: "get",
  path: "/site/terms",
  tags: ["site"],
  summary:
    "The terms page's values: legal name, VAT number, address, the ages, the accounts' retention, the studio's own paragraphs and the date any of them last changed",
  responses: { 200: jsonAnswer(termsAnswerSchema, "The terms' values") },
});

const getOwnTerms = defineRoute("settings", {
  method: "get",
  path: "/admin/terms",
  tags: ["settings"],
  summary: "The terms' legal name, VAT number and the studio's own paragraphs as written",
  responses: { 200: jsonAnswer(termsInputSchema, "As saved") },
});

const putOwnTerms = defineRoute(
  "settings",
  {
    method: "put",
    path: "/admin/terms",
    tags: ["settings"],
    summary: "Save the terms' legal name, VAT number and the studio's own paragraphs in both languages",
    request: jsonBody(termsInputSchema),
    responses: { 200: jsonAnswer(termsInputSchema, "Saved") },
  },
  { 400: ["IDENTITY_TEXT_TOO_LONG"] },
);

/** The studio's terms page (decision 053). */
export function termsRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: firstCodeHook })
    .openapi(getTerms, async (c) => {
      const { database, config, clock, zone } = c.get("deps");
      // The read dates a change it is the first to see (a new release's template, the ages).
      const terms = await database.db.transaction((tx) => studioTerms(tx, config, clock.now(), zone()));
      return c.json(terms, 200);
    })
    .openapi(getOwnTerms, async (c) => c.json(await readTermsInput(c.get("deps").database.db), 200))
    .openapi(putOwnTerms, async (c) =>
      c.json(await saveTerms(staffWriter(c), c.get("deps").config, c.req.valid("json")), 200),
    );
}
