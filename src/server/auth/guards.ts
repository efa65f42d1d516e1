import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { type Capability, can, isRole, ROLES, rolesWith } from "../../shared/domain/roles";
import type { ErrorCode } from "../../shared/errors";
import type { AppEnv } from "../context";
import { user as userTable } from "../db/schema/auth";
import { errorBody } from "../platform/errors";
import { inputGuard } from "../platform/input-guards";

/** Who may call an operation: anyone, any signed-in account, or the staff holding a capability (shared/domain/roles.ts). */
export type Access = "public" | "member" | Capability;

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("loadUser")();
  if (!user) return c.json(errorBody("UNAUTHORIZED"), 401);
  c.set("user", user);
  await next();
});

/**
 * Staff holding a capability. The role is read from the database on each request (not from the
 * session read, which a request may reuse for a moment), so a role given or taken applies at the
 * person's next request.
 */
function requireCapability(capability: Capability) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await c.get("loadUser")();
    if (!user) return c.json(errorBody("UNAUTHORIZED"), 401);
    const [row] = await c
      .get("deps")
      .database.db.select({ role: userTable.role })
      .from(userTable)
      .where(eq(userTable.id, user.id));
    const role = isRole(row?.role) ? row.role : "user";
    if (!can(role, capability)) return c.json(errorBody("FORBIDDEN"), 403);
    c.set("user", { ...user, role });
    await next();
  });
}

/** The access guard first, then the input every route refuses alike (a caller without access learns 401/403, not 400). */
function guardsOf(access: Access): MiddlewareHandler<AppEnv>[] {
  if (access === "public") return [inputGuard];
  if (access === "member") return [requireMember, inputGuard];
  return [requireCapability(access), inputGuard];
}

/** The roles an access level lets in, as the OpenAPI document publishes them (`x-roles`); "anyone" for public. */
export function rolesOf(access: Access): readonly string[] {
  if (access === "public") return ["anyone", ...ROLES];
  if (access === "member") return ROLES;
  return rolesWith(access);
}

/** The statuses a route may refuse with, each with the codes it can answer. */
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503, ErrorCode[]>>;

/** The error answer of the whole API, with the codes one status of one route can carry. */
export function errorResponse(codes: readonly ErrorCode[]) {
  const schema = z.object({
    error: z.object({
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      params: z.record(z.string(), z.unknown()),
    }),
  });
  return {
    description: `Refused: ${codes.join(", ")}`,
    content: { "application/json": { schema } },
  };
}

/** The kind of body an operation takes, as the middleware in front of it sees it. */
export type BodyKind = "json" | "form" | "none";

/**
 * What the middleware in front of an operation can answer, whatever its handler does (decision
 * 025), so that the OpenAPI document lists every status and code the server sends:
 * - 400 VALIDATION: a NUL or a lone surrogate in the path or the query (any operation), a field,
 *   a dot segment or an encoded slash in the path, a request Node's HTTP parser cannot read;
 * - 431 HEADERS_TOO_LARGE: a request line and headers over Node's limit (`lib/parser-refusals.ts`);
 * - on a write: 403 CROSS_ORIGIN_REFUSED (Origin), 413 PAYLOAD_TOO_LARGE (the body limit),
 *   400 MALFORMED_BODY (a JSON body that does not parse, even where none is expected);
 * - with a declared body: 415 UNSUPPORTED_MEDIA_TYPE (another content type, or none);
 * - by access: 401 UNAUTHORIZED (member, staff), 403 FORBIDDEN (staff: a capability the role lacks);
 * - 503 DATABASE_UNAVAILABLE: a dropped database connection after a change (decision 027);
 *   503 DATABASE_BUSY: a deadlock or a serialization failure twice (the request runs once more first).
 */
export function middlewareRefusals(access: Access, method: string, body: BodyKind): RouteErrors {
  const all: Record<number, ErrorCode[]> = { 400: ["VALIDATION"], 431: ["HEADERS_TOO_LARGE"] };
  const add = (status: number, ...codes: ErrorCode[]) => {
    all[status] = [...new Set([...(all[status] ?? []), ...codes])];
  };
  if (access !== "public") add(401, "UNAUTHORIZED");
  if (access !== "public" && access !== "member") add(403, "FORBIDDEN");
  if (!["get", "head", "options"].includes(method.toLowerCase())) {
    add(403, "CROSS_ORIGIN_REFUSED");
    add(413, "PAYLOAD_TOO_LARGE");
    add(400, "MALFORMED_BODY");
  }
  if (body !== "none") add(415, "UNSUPPORTED_MEDIA_TYPE");
  // Any operation may meet a dropped database connection (decision 027): 503 with Retry-After.
  add(503, "DATABASE_UNAVAILABLE", "DATABASE_BUSY");
  return all as RouteErrors;
}

/** Two sets of refusals as one (status → the codes of both). */
export function mergeRefusals(...sets: RouteErrors[]): Record<number, ErrorCode[]> {
  const all: Record<number, ErrorCode[]> = {};
  for (const set of sets)
    for (const [status, codes] of Object.entries(set))
      all[Number(status)] = [...new Set([...(all[Number(status)] ?? []), ...(codes ?? [])])];
  return all;
}

/** The body kind of a route's declared request. */
function bodyKindOf(config: { request?: unknown }): BodyKind {
  const content = (config.request as { body?: { content?: Record<string, unknown> } } | undefined)?.body
    ?.content;
  if (!content) return "none";
  return Object.keys(content).some((t) => t.includes("json")) ? "json" : "form";
}

/** The refusals every route has by its access and shape, merged with the route's own. */
function errorsOf(access: Access, config: { method: string; request?: unknown }, own: RouteErrors) {
  const all = mergeRefusals(middlewareRefusals(access, config.method, bodyKindOf(config)), own);
  return Object.fromEntries(Object.entries(all).map(([s, codes]) => [s, errorResponse(codes)]));
}

/** The OpenAPI security scheme of Better Auth's session cookie (registered in `app.ts`). */
export const SESSION_COOKIE_SCHEME = "sessionCookie";

/**
 * A stable operationId from the method and path, for routes that do not name their own:
 * `PUT /admin/members/{id}/role` → `putAdminMembersByIdRole`.
 */
export function operationIdOf(method: string, path: string): string {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ["by", ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    });
  return method.toLowerCase() + words.filter(Boolean).map(cap).join("");
}

/**
 * Every API route is declared through this: the access level (public, member, or the staff
 * capability the operation needs) picks the server-side guard and is published in the OpenAPI
 * document as `x-access`, the roles it lets in as `x-roles`, and the operation's `security` (the
 * session cookie unless public), which the route-walking test checks. `errors` lists the
 * route's own refusals (status → codes); the guard's and validation's are added here, so the
 * OpenAPI document lists every code a route can answer. The operationId is derived from the
 * method and path unless the route names one.
 */
export function defineRoute<const R extends Omit<RouteConfig, "middleware">>(
  access: Access,
  config: R,
  errors: RouteErrors = {},
) {
  // A declared body is required: otherwise a request without one reaches the handler unvalidated.
  const body = (config.request as { body?: { required?: boolean } } | undefined)?.body;
  if (body && body.required === undefined) body.required = true;
  const route = createRoute({
    operationId: operationIdOf(config.method, config.path),
    security: access === "public" ? [] : [{ [SESSION_COOKIE_SCHEME]: [] }],
    ...config,
    middleware: guardsOf(access),
    "x-access": access,
    "x-roles": rolesOf(access),
  });
  // Documented at run time only: the types keep the route's own answers, so a client call infers its
  // success body, and every refusal arrives as an ApiError.
  (route as { responses: RouteConfig["responses"] }).responses = {
    ...config.responses,
    ...errorsOf(access, config, errors),
  };
  return route;
}
