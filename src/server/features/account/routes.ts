import { OpenAPIHono, z } from "@hono/zod-openapi";
import { clientErrorSchema, langSchema, meSchema, roleSchema } from "../../../shared/schemas/account";
import { defineRoute, readSessionUser } from "../../auth/guards";
import type { AppEnv } from "../../lib/context";
import { describeMe, recordClientError, setLanguage, setRole } from "./service";

const ok = { 204: { description: "Done" } };

const getMe = defineRoute("public", {
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The signed-in user (null when signed out)",
  responses: {
    200: { description: "Who is signed in", content: { "application/json": { schema: meSchema } } },
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

const putRole = defineRoute("admin", {
  method: "put",
  path: "/admin/members/{id}/role",
  tags: ["admin"],
  summary: "Promote a member to admin or demote an admin",
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    body: { content: { "application/json": { schema: roleSchema } } },
  },
  responses: ok,
});

const postClientError = defineRoute(
  "public",
  {
    method: "post",
    path: "/client-errors",
    tags: ["system"],
    summary: "Record an error the browser met (the spec's error_logs); a few a minute per address",
    request: { body: { content: { "application/json": { schema: clientErrorSchema } } } },
    responses: ok,
  },
  { 429: ["RATE_LIMITED"] },
);

export function accountRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMe, async (c) => {
      const { database, clock, auth } = c.get("deps");
      // Better Auth's own read, once per page load: it also extends a session in use.
      const user = await readSessionUser(auth, c.req.raw.headers);
      return c.json(await describeMe(database.db, user, clock.now()), 200);
    })
    .openapi(putLanguage, async (c) => {
      await setLanguage(c.get("deps").database.db, c.get("user").id, c.req.valid("json").language);
      return c.body(null, 204);
    })
    .openapi(putRole, async (c) => {
      await setRole(c.get("deps").database.db, c.req.valid("param").id, c.req.valid("json").role);
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
