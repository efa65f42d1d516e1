import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { SessionUser } from "./auth/auth";
import { readSessionUser } from "./auth/guards";
import { authHandler } from "./auth/handler";
import { accountRoutes } from "./features/account/routes";
import { captchaRoutes } from "./features/captcha/routes";
import { healthRoutes } from "./features/health/routes";
import { siteRoutes } from "./features/site/routes";
import type { AppEnv, Deps } from "./lib/context";
import { AppError, errorBody } from "./lib/errors";
import { clientIp, sameOrigin } from "./lib/request-guards";

/** The whole HTTP API. `main.ts` adds the built client in production. */
export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        return c.json(errorBody("VALIDATION", { issues }), 400);
      }
    },
  });

  app.use("/api/*", async (c, next) => {
    c.set("deps", deps);
    let cached: Promise<SessionUser | null> | undefined;
    c.set("loadUser", () => {
      cached ??= readSessionUser(deps.auth, c.req.raw.headers);
      return cached;
    });
    await next();
  });
  app.use("/api/*", clientIp, sameOrigin);
  app.route("/api/auth", authHandler());

  const api = app
    .route("/api", healthRoutes())
    .route("/api", captchaRoutes())
    .route("/api", accountRoutes())
    .route("/api", siteRoutes());

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Kinisi API", version: "1.0.0", description: "The studio's website and back office." },
  });
  app.get("/api/docs", Scalar({ url: "/api/openapi.json", pageTitle: "Kinisi API" }));
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND"), 404));

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.params), err.status);
    deps.logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL"), 500);
  });
  return api;
}

export type AppType = ReturnType<typeof createApp>;
