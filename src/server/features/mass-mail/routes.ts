import { OpenAPIHono } from "@hono/zod-openapi";
import {
  campaignListSchema,
  campaignSchema,
  massMailInputSchema,
  recipientCountQuerySchema,
  recipientCountSchema,
  unsubscribeSchema,
} from "../../../shared/schemas/mass-mail";
import { defineRoute } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { countRecipients, createCampaign, listCampaigns, unsubscribe } from "./service";

const list = defineRoute("mail", {
  method: "get",
  path: "/admin/mass-mail",
  tags: ["admin"],
  summary: "The running campaign's progress and the latest past campaigns with their figures",
  responses: { 200: jsonAnswer(campaignListSchema, "Campaigns") },
});

const recipients = defineRoute("mail", {
  method: "get",
  path: "/admin/mass-mail/recipients",
  tags: ["admin"],
  summary: "How many members a campaign to this audience would write to now (unsubscribed ones left out)",
  request: { query: recipientCountQuerySchema },
  responses: { 200: jsonAnswer(recipientCountSchema, "Recipients") },
});

const create = defineRoute(
  "mail",
  {
    method: "post",
    path: "/admin/mass-mail",
    tags: ["admin"],
    summary: "Start a campaign to an audience; the server sends it in the background, 200 ms apart",
    request: jsonBody(massMailInputSchema),
    responses: { 201: jsonAnswer(campaignSchema, "Started") },
  },
  { 409: ["MASS_MAIL_RUNNING", "MASS_MAIL_NO_RECIPIENTS"] },
);

const unsubscribeRoute = defineRoute(
  "public",
  {
    method: "post",
    path: "/unsubscribe",
    tags: ["mass-mail"],
    summary: "A member leaves the campaign list with the signed token of their mail (one-click too)",
    request: { query: unsubscribeSchema },
    responses: { 204: { description: "Unsubscribed" } },
  },
  { 400: ["UNSUBSCRIBE_TOKEN_INVALID"] },
);

export function massMailRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => c.json(await listCampaigns(c.get("deps").database.db), 200))
    .openapi(recipients, async (c) => {
      const deps = c.get("deps");
      const { audience, days } = c.req.valid("query");
      const count = await countRecipients(deps.database.db, {
        audience,
        days: days ?? null,
        now: deps.clock.now(),
        tz: deps.zone(),
      });
      return c.json({ count }, 200);
    })
    .openapi(create, async (c) => {
      const deps = c.get("deps");
      const campaign = await createCampaign(deps.database.db, {
        input: c.req.valid("json"),
        adminId: c.get("user").id,
        now: deps.clock.now(),
        tz: deps.zone(),
      });
      return c.json(campaign, 201);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const deps = c.get("deps");
      await unsubscribe(deps.database.db, deps.unsubscribeKey, c.req.valid("query").token);
      return c.body(null, 204);
    });
}
