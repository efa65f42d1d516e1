import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "../auth/auth";
import type { SessionReader } from "../auth/session";
import type { AppEnv, Deps } from "../context";
import { limitBody } from "./input-guards";
import { clientIpOf, crossOriginRefusal, pathRefusal } from "./request-guards";
import { isProbe, logRequest, requestIdOf } from "./request-log";
import {
  API_CONTENT_SECURITY_POLICY,
  addMissingHeaders,
  type DefaultHeaders,
  defaultHeaders,
  PRIVATE_BY_DEFAULT,
  securityHeaders,
} from "./security-headers";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * What every request passes before its route, in this order:
 * - the body limit (`limitBody`; a GET or HEAD has no body to limit);
 * - on /api: the request's id (`X-Request-Id` on the answer), its deps and its lazy session read
 *   (one per request, reused for a moment across requests, emptied by every write:
 *   `auth/session.ts`), the client's address, the refusal of a path with a dot segment or an
 *   encoded slash, and the cross-origin refusal of a write (`request-guards.ts`), then the request
 *   log line and its time in /metrics;
 * - security headers on every answer (an /api answer's policy allows nothing), and `no-store` on
 *   every /api answer without its own Cache-Control (`security-headers.ts`).
 * The route's own guards (access, then input: `defineRoute`) run after it.
 */
export function front(deps: Deps, sessions: SessionReader): MiddlewareHandler<AppEnv> {
  const site = defaultHeaders(securityHeaders(deps.config.publicUrl));
  const api = defaultHeaders([
    ...securityHeaders(deps.config.publicUrl, API_CONTENT_SECURITY_POLICY),
    ...PRIVATE_BY_DEFAULT,
  ]);
  const origin = new URL(deps.config.publicUrl).origin;
  const { logger, metrics } = deps;
  const trustProxy = deps.config.TRUST_PROXY;

  return async (c, next) => {
    if (!c.req.path.startsWith("/api/")) {
      putHeaders(c, site);
      await limitBody(c, next);
      addMissingHeaders(c, site);
      return;
    }
    putHeaders(c, api);
    const requestId = requestIdOf(c, trustProxy);
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    c.set("deps", deps);
    let cached: Promise<SessionUser | null> | undefined;
    c.set("loadUser", () => {
      cached ??= sessions.read(c.req.raw.headers).then(({ user, setCookies }) => {
        // The library extended the session (or cleared a dead one): the browser keeps the new cookie.
        for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
        return user;
      });
      return cached;
    });
    await limitBody(c, async () => {
      const logged = !isProbe(c.req.path);
      const started = logged ? performance.now() : 0;
      c.set("clientIp", clientIpOf(c, trustProxy));
      const refused = pathRefusal(c) ?? crossOriginRefusal(c, origin);
      if (refused) c.res = refused;
      else await next();
      if (logged) {
        const ms = performance.now() - started;
        logRequest(c, logger, ms);
        metrics.request(c, ms / 1000);
      }
    });
    // A write (a role, a language, a sign-out, a ban…) applies to the very next request.
    if (!READS.has(c.req.method) || c.req.path.startsWith("/api/auth/")) sessions.invalidate();
    addMissingHeaders(c, api);
    // A route's Response of its own (the auth handler's) carries the id too.
    addMissingHeaders(c, { list: [["X-Request-Id", requestId]], lower: ["x-request-id"] });
  };
}

/**
 * The default headers put on the context before the route, so every answer made through it (JSON,
 * a refusal, a HEAD's copy of its GET) carries them from its start; a route's own value of one
 * replaces it. What a route answers as a Response of its own gets them after (`addMissingHeaders`).
 */
function putHeaders(c: Context, headers: DefaultHeaders): void {
  for (const [name, value] of headers.list) c.header(name, value);
}
