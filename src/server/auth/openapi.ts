import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { tokenSchema } from "../../shared/schemas/account";
import { AUTH_ENDPOINTS, type AuthEndpoint } from "./endpoints";
import { errorResponse, mergeRefusals, middlewareRefusals, rolesOf } from "./guards";

/**
 * The refusals an auth endpoint can answer: the middleware's (as on every route), those of our
 * checks in front of the library, its own, and the library's per-address limit (every path under
 * /api/auth has one, 429 RATE_LIMITED).
 */
function refusalsOf(e: AuthEndpoint) {
  const all = mergeRefusals(
    middlewareRefusals(e.access, e.method, e.body ? "json" : "none"),
    { 429: ["RATE_LIMITED"] },
    e.errors,
  );
  return Object.fromEntries(Object.entries(all).map(([s, codes]) => [s, errorResponse(codes)]));
}

function routeOf(e: AuthEndpoint): RouteConfig {
  const token = e.path.includes("{token}") ? { params: z.object({ token: tokenSchema }) } : {};
  const captcha =
    e.path === "/sign-up/email"
      ? {
          headers: z.object({
            "x-captcha": z.string().min(1).describe("The solved ALTCHA robot check (base64)"),
          }),
        }
      : {};
  const success: RouteConfig["responses"] =
    e.answer.status === 302
      ? { 302: { description: "Redirect to the callback URL" } }
      : { 200: { description: "Done", content: { "application/json": { schema: e.answer.schema } } } };
  return {
    method: e.method,
    path: e.path,
    operationId: e.operationId,
    tags: ["auth"],
    summary: e.summary,
    "x-access": e.access,
    "x-roles": rolesOf(e.access),
    security: e.access === "public" ? [] : [{ sessionCookie: [] }],
    request: {
      ...token,
      ...captcha,
      ...(e.query ? { query: e.query as z.ZodObject } : {}),
      ...(e.body
        ? { body: { required: e.path !== "/sign-out", content: { "application/json": { schema: e.body } } } }
        : {}),
    },
    responses: { ...refusalsOf(e), ...success },
  };
}

/** Publishes the allowed auth endpoints in the OpenAPI document, from the same table the handler enforces. */
export function registerAuthPaths(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const e of AUTH_ENDPOINTS) registry.registerPath(routeOf(e));
}
