import { OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { SESSION_COOKIE_SCHEME } from "./auth/guards";
import { authHandler } from "./auth/handler";
import { createSessionReader } from "./auth/session";
import type { AppEnv, Deps } from "./context";
import { currentScope, RETRY_AFTER_SECONDS } from "./db/connection-loss";
import { connectionLossOf, lossReason, transactionConflictOf } from "./db/database-errors";
import { privacyRoutes } from "./features/account/privacy-routes";
import { accountRoutes } from "./features/account/routes";
import { activityRoutes } from "./features/activity/routes";
import { announcementRoutes } from "./features/announcements/routes";
import { attendanceRoutes } from "./features/attendance/routes";
import { backupRoutes } from "./features/backups/routes";
import { cancelBookingsToCome } from "./features/booking/bookings-to-come";
import { calendarRoutes } from "./features/booking/calendar/routes";
import { checkInRoutes } from "./features/booking/checkin/routes";
import { classRoutes } from "./features/booking/classes/routes";
import { closureExtensionRoutes } from "./features/booking/closure-extensions/routes";
import { deskRoutes } from "./features/booking/desk/routes";
import { memberBookingRoutes } from "./features/booking/member/routes";
import { notificationRoutes } from "./features/booking/notifications/routes";
import { placeRoutes } from "./features/booking/places/routes";
import { scheduleRoutes } from "./features/booking/schedules/routes";
import { studioSettingsRoutes } from "./features/booking/settings/routes";
import { standingRoutes } from "./features/booking/standing/routes";
import { waitlistRoutes } from "./features/booking/waitlist/routes";
import { calendarFeedRoutes } from "./features/calendar/routes";
import { captchaRoutes } from "./features/captcha/routes";
import { coachingBodyRoutes } from "./features/coaching/body-routes";
import { coachRoutes } from "./features/coaching/coach-routes";
import { coachingRoutes } from "./features/coaching/routes";
import { contactRoutes } from "./features/contact/routes";
import { familyRoutes } from "./features/family/routes";
import { galleryRoutes } from "./features/gallery/routes";
import { guardianConsentRoutes } from "./features/guardian-consent/routes";
import { healthRoutes } from "./features/health/routes";
import { locationRoutes } from "./features/locations/routes";
import { massMailRoutes } from "./features/mass-mail/routes";
import { memberImportRoutes } from "./features/member-import/routes";
import { memberRoutes } from "./features/members/routes";
import { nutritionRoutes } from "./features/nutrition/routes";
import { ownerReportRoutes } from "./features/owner-report/routes";
import { packageRequestRoutes } from "./features/packages/request-routes";
import { packageRoutes } from "./features/packages/routes";
import { questionnaireAdminRoutes } from "./features/questionnaires/admin-routes";
import { questionnaireRoutes } from "./features/questionnaires/routes";
import { reminderRoutes } from "./features/reminders/routes";
import { setupRoutes } from "./features/setup/routes";
import { identityRoutes } from "./features/site/identity-routes";
import { siteManifest } from "./features/site/manifest";
import { siteRoutes } from "./features/site/routes";
import { termsRoutes } from "./features/site/terms-routes";
import { staffRoutes } from "./features/staff/routes";
import { workoutRoutes } from "./features/workouts/routes";
import { mountApiDocs } from "./platform/api-docs";
import { AppError, errorBody } from "./platform/errors";
import { front } from "./platform/front";
import { httpExceptionAnswer } from "./platform/input-guards";
import { metricsEndpoint } from "./platform/metrics";

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

  // Tests write users and sessions straight to the database between requests: no reuse there.
  const sessions = createSessionReader(deps.auth, deps.config.NODE_ENV === "test" ? { reuseMs: 0 } : {});
  // Headers, body limit, deps and session, log, address, cross-origin refusal: one middleware.
  // The body's JSON, NUL and lone-surrogate checks run per route after its access guard
  // (defineRoute, and the auth handler after its own): a caller without access learns 401/403 first.
  app.use("*", front(deps, sessions));
  // For the operator's Prometheus, outside /api: not part of the studio's API (platform/metrics.ts).
  app.get("/metrics", metricsEndpoint(deps.metrics, deps.config.METRICS_TOKEN));
  app.route("/api/auth", authHandler());
  // The web app manifest names the studio and draws its logo (decision 053): written per request.
  app.get("/manifest.webmanifest", siteManifest(deps));

  const api = app
    .route("/api", healthRoutes())
    .route("/api", captchaRoutes())
    .route("/api", accountRoutes())
    .route("/api", activityRoutes())
    .route("/api", siteRoutes())
    .route("/api", identityRoutes())
    .route("/api", staffRoutes())
    .route("/api", setupRoutes())
    .route("/api", backupRoutes())
    .route("/api", termsRoutes())
    .route("/api", packageRoutes())
    .route("/api", packageRequestRoutes())
    .route("/api", memberRoutes())
    .route("/api", galleryRoutes())
    .route("/api", contactRoutes())
    .route("/api", announcementRoutes())
    .route("/api", memberBookingRoutes())
    .route("/api", deskRoutes())
    .route("/api", notificationRoutes())
    .route("/api", calendarRoutes())
    .route("/api", massMailRoutes())
    .route("/api", questionnaireRoutes())
    .route("/api", questionnaireAdminRoutes())
    .route("/api", nutritionRoutes())
    .route("/api", workoutRoutes())
    .route("/api", coachingRoutes())
    .route("/api", coachingBodyRoutes())
    .route("/api", coachRoutes())
    .route("/api", privacyRoutes())
    .route("/api", checkInRoutes())
    .route("/api", attendanceRoutes())
    .route("/api", ownerReportRoutes())
    .route("/api", reminderRoutes())
    .route("/api", memberImportRoutes())
    .route("/api", classRoutes())
    .route("/api", scheduleRoutes())
    .route("/api", locationRoutes())
    .route("/api", waitlistRoutes())
    .route("/api", standingRoutes())
    .route("/api", placeRoutes())
    .route("/api", closureExtensionRoutes())
    .route("/api", calendarFeedRoutes())
    .route("/api", studioSettingsRoutes())
    .route("/api", guardianConsentRoutes({ cancelBookingsToCome }))
    .route("/api", familyRoutes());

  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_COOKIE_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The session cookie set by `POST /api/auth/sign-in/email`. Over https it is named " +
      "`__Secure-better-auth.session_token`. State-changing requests must also come from the studio's " +
      "own origin (`Origin` header), or they are refused with CROSS_ORIGIN_REFUSED.",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Kinisi API",
      version: "1.0.0",
      description:
        "The studio's website and back office. Every refusal answers `{ error: { code, params } }`; " +
        "each operation lists the codes it can answer.",
      // Not open source: the studio's own software. OpenAPI 3.1 names it by an SPDX identifier (a
      // LicenseRef for a proprietary licence), which the generator's 3.0-based type does not know.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" } as { name: string },
    },
    servers: [{ url: deps.config.PUBLIC_URL ? deps.config.publicUrl : "/" }],
  });
  mountApiDocs(app);
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND"), 404));

  const handleError: ErrorHandler<AppEnv> = (err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.params), err.status);
    const refused = err instanceof HTTPException ? httpExceptionAnswer(err, c) : null;
    if (refused) return refused;
    // The database connection dropped (a restart, a failover): 503 with Retry-After. Under main.ts
    // the request scope records it, retries a request that changed nothing and logs the outcome.
    const loss = connectionLossOf(err);
    if (loss) {
      const scope = currentScope();
      if (scope) scope.lost ??= err;
      else
        deps.logger.warn(
          { path: c.req.path, reason: lossReason(err) },
          "the database connection was lost: 503",
        );
      return c.json(errorBody("DATABASE_UNAVAILABLE"), 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
    // A deadlock or a serialization failure: the database rolled the transaction back. Under
    // main.ts the request runs once more when it changed nothing else; this is the answer otherwise.
    if (transactionConflictOf(err)) {
      const scope = currentScope();
      if (scope) scope.conflict ??= err;
      else
        deps.logger.warn({ path: c.req.path, reason: lossReason(err) }, "a transaction was rolled back: 503");
      return c.json(errorBody("DATABASE_BUSY"), 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
    deps.logger.error({ err, path: c.req.path, requestId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("INTERNAL"), 500);
  };
  app.onError(handleError);
  return api;
}

export type AppType = ReturnType<typeof createApp>;
