import { Hono } from "hono";
import { signUpExtraSchema } from "../../shared/schemas/account";
import type { AppEnv } from "../lib/context";
import { errorBody } from "../lib/errors";
import { CLIENT_IP_HEADER } from "./auth";

/**
 * Better Auth's endpoints under /api/auth, behind our own checks: the robot check and the
 * name fields on sign-up, and the client address taken from our middleware, not the request.
 */
export function authHandler() {
  const app = new Hono<AppEnv>();
  app.post("/sign-up/email", async (c, next) => {
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    // Fields first, so a form with a missing name does not spend the robot-check solution.
    if (!signUpExtraSchema.safeParse(body).success) return c.json(errorBody("FILL_ALL_FIELDS"), 400);
    const ok = await c.get("deps").captcha.verify(c.req.header("x-captcha"));
    if (!ok) return c.json(errorBody("CAPTCHA_REQUIRED"), 400);
    await next();
  });
  app.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const req = new Request(c.req.raw, { headers });
    return withoutSessionToken(await c.get("deps").auth.handler(req));
  });
  return app;
}

/** The session lives only in the HttpOnly cookie: the token is removed from JSON answers. */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  if (!body || typeof body !== "object" || !("token" in body)) return new Response(text, res);
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), { status: res.status, statusText: res.statusText, headers });
}
