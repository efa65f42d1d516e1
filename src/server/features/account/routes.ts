import { OpenAPIHono, z } from "@hono/zod-openapi";
import { clientErrorSchema, langSchema, meSchema, roleSchema } from "../../../shared/schemas/account";
import { memberIdParamSchema } from "../../../shared/schemas/members";
import { defineRoute, SESSION_COOKIE_SCHEME } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { MEMBER_GONE } from "../../domain/live-member";
import { jsonAnswer, jsonBody } from "../../platform/route-shapes";
import { describeMe, recordClientError, setLanguage, setRole } from "./service";

const ok = { 204: { description: "Done" } };

const getMe = defineRoute("public", {
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The signed-in user (null when signed out)",
  // Open to all; the session cookie, when sent, says who is signed in.
  security: [{}, { [SESSION_COOKIE_SCHEME]: [] }],
  responses: {
    200: jsonAnswer(meSchema, "Who is signed in"),
  },
});

const putLanguage = defineRoute("member", {
  method: "put",
  path: "/me/language",
  tags: ["account"],
  summary: "Keep the user's interface language (e-mails follow it)",
  request: { body: { content: { "application/json": { schema: z.object({ language: langSchema }) } } } },
  responses: ok,
});

const putRole = defineRoute(
  "people",
  {
    method: "put",
    path: "/admin/members/{id}/role",
    tags: ["admin"],
    summary:
      "The owner gives an account a staff role (owner, trainer, front desk) or makes it a member again; the last owner stays one",
    request: {
      params: memberIdParamSchema,
      ...jsonBody(roleSchema),
    },
    responses: ok,
  },
  { 404: MEMBER_GONE, 409: ["LAST_OWNER"] },
);

const postClientError = defineRoute(
  "public",
  {
    method: "post",
    path: "/client-errors",
    tags: ["system"],
    summary: "Record an error the browser met (the spec's error_logs); a few a minute per address",
    security: [{}, { [SESSION_COOKIE_SCHEME]: [] }],
    request: jsonBody(clientErrorSchema),
    responses: ok,
  },
  { 429: ["RATE_LIMITED"] },
);

export function accountRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMe, async (c) => {
      const { database, clock } = c.get("deps");
      const user = await c.get("loadUser")();
      return c.json(await describeMe(database.db, user, clock.now()), 200);
    })
    .openapi(putLanguage, async (c) => {
      await setLanguage(c.get("deps").database.db, c.get("user").id, c.req.valid("json").language);
      return c.body(null, 204);
    })
    .openapi(putRole, async (c) => {
      const { database, clock } = c.get("deps");
      await setRole(database.db, c.req.valid("param").id, c.req.valid("json").role, {
        actorId: c.get("user").id,
        now: clock.now(),
      });
      return c.body(null, 204);
    })
    .openapi(postClientError, async (c) => {
      const user = await c.get("loadUser")();
      const { database, clock } = c.get("deps");
      await recordClientError(
        database.db,
        { userId: user?.id ?? null, clientIp: c.get("clientIp"), ...c.req.valid("json") },
        clock.now(),
      );
      return c.body(null, 204);
    });
}
