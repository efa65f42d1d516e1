import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { SessionUser } from "./auth/auth";
import { authHandler } from "./auth/handler";
import { readSessionFast, sessionTokenFrom } from "./auth/session";
import { accountRoutes } from "./features/account/routes";
import { announcementRoutes } from "./features/announcements/routes";
import { adminBookingRoutes } from "./features/booking/admin-routes";
import { calendarAdminRoutes } from "./features/booking/calendar-routes";
import { bookingRoutes } from "./features/booking/routes";
import { captchaRoutes } from "./features/captcha/routes";
import { contactRoutes } from "./features/contact/routes";
import { galleryRoutes } from "./features/gallery/routes";
import { healthRoutes } from "./features/health/routes";
import { memberRoutes } from "./features/members/routes";
import { packageRequestRoutes } from "./features/packages/request-routes";
import { packageRoutes } from "./features/packages/routes";
import { siteRoutes } from "./features/site/routes";
import { mountApiDocs } from "./lib/api-docs";
import type { AppEnv, Deps } from "./lib/context";
import { AppError, errorBody } from "./lib/errors";
import { bodySizeLimit, httpExceptionAnswer, inputGuard } from "./lib/input-guards";
import { clientIp, sameOrigin } from "./lib/request-guards";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";

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
      if (!cached) {
        const token = sessionTokenFrom(c.req.header("cookie"), deps.authSecret);
        // Session expiry is real-world time (Better Auth sets it), not the studio clock tests control.
        cached = token ? readSessionFast(deps.database.db, token, new Date()) : Promise.resolve(null);
      }
      return cached;
    });
    await next();
  });
  app.use("*", securityHeaders(deps.config.publicUrl), bodySizeLimit);
  app.use("/api/*", requestLog, clientIp, sameOrigin, inputGuard);
  app.route("/api/auth", authHandler());

  const api = app
    .route("/api", healthRoutes())
    .route("/api", captchaRoutes())
    .route("/api", accountRoutes())
    .route("/api", siteRoutes())
    .route("/api", packageRoutes())
    .route("/api", packageRequestRoutes())
    .route("/api", memberRoutes())
    .route("/api", galleryRoutes())
    .route("/api", contactRoutes())
    .route("/api", announcementRoutes())
    .route("/api", bookingRoutes())
    .route("/api", adminBookingRoutes())
    .route("/api", calendarAdminRoutes());

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Kinisi API", version: "1.0.0", description: "The studio's website and back office." },
  });
  mountApiDocs(app);
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND"), 404));

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.params), err.status);
    const refused = err instanceof HTTPException ? httpExceptionAnswer(err, c) : null;
    if (refused) return refused;
    deps.logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(errorBody("INTERNAL"), 500);
  });
  return api;
}

export type AppType = ReturnType<typeof createApp>;
