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
    const ok = await c.get("deps").captcha.verify(c.req.header("x-captcha"));
    if (!ok) return c.json(errorBody("CAPTCHA_REQUIRED"), 400);
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    if (!signUpExtraSchema.safeParse(body).success) return c.json(errorBody("FILL_ALL_FIELDS"), 400);
    await next();
  });
  app.on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const req = new Request(c.req.raw, { headers });
    return c.get("deps").auth.handler(req);
  });
  return app;
}
