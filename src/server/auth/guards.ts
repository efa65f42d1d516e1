import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { isLang } from "../../shared/i18n";
import type { AppEnv } from "../lib/context";
import { errorBody } from "../lib/errors";
import type { Auth, SessionUser } from "./auth";

export type Access = "public" | "member" | "admin";

/** Reads the session from the request's cookies; null when nobody is signed in. */
export async function readSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string; language?: string };
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === "admin" ? "admin" : "user",
    language: isLang(u.language) ? u.language : "gr",
    emailVerified: u.emailVerified,
  };
}

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("loadUser")();
  if (!user) return c.json(errorBody("UNAUTHORIZED"), 401);
  c.set("user", user);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("loadUser")();
  if (!user) return c.json(errorBody("UNAUTHORIZED"), 401);
  if (user.role !== "admin") return c.json(errorBody("FORBIDDEN"), 403);
  c.set("user", user);
  await next();
});

const guards: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  member: [requireMember],
  admin: [requireAdmin],
};

/**
 * Every API route is declared through this: the access level picks the server-side guard and is
 * published in the OpenAPI document as `x-access`, which the route-walking test checks.
 */
export function defineRoute<const R extends Omit<RouteConfig, "middleware">>(access: Access, config: R) {
  return createRoute({ ...config, middleware: guards[access], "x-access": access });
}
