import type { MiddlewareHandler } from "hono";
import type { SessionUser } from "../auth/auth";
import type { SessionReader } from "../auth/session";
import { isThenable } from "./chained-router";
import type { AppEnv, Deps } from "./context";
import { limitBody } from "./input-guards";
import { clientIpOf, crossOriginRefusal, pathRefusal } from "./request-guards";
import { isProbe, logRequest } from "./request-log";
import {
  API_CONTENT_SECURITY_POLICY,
  addMissingHeaders,
  defaultHeaders,
  PRIVATE_BY_DEFAULT,
  putDefaultHeaders,
  securityHeaders,
} from "./security-headers";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * What every request passes before its route, as one middleware (decision 033: each layer of
 * Hono's chain costs a request its promises and closures, and seven of them cost more than the
 * work they did), in this order:
 * - security headers on every answer (an /api answer's policy allows nothing), and `no-store` on
 *   every /api answer without its own Cache-Control (`security-headers.ts`);
 * - the body limit (`limitBody`; a GET or HEAD has no body to limit);
 * - on /api: the request's deps and its lazy session read (one per request, reused for a moment
 *   across requests, emptied by every write: `auth/session.ts`), the request log line, the
 *   client's address, the refusal of a path with a dot segment or an encoded slash, and the
 *   cross-origin refusal of a write (`request-guards.ts`).
 * The route's own guards (access, then input: `defineRoute`) run after it.
 */
export function front(deps: Deps, sessions: SessionReader): MiddlewareHandler<AppEnv> {
  const site = defaultHeaders(securityHeaders(deps.config.publicUrl));
  const api = defaultHeaders([
    ...securityHeaders(deps.config.publicUrl, API_CONTENT_SECURITY_POLICY),
    ...PRIVATE_BY_DEFAULT,
  ]);
  const origin = new URL(deps.config.publicUrl).origin;
  const { logger } = deps;
  const trustProxy = deps.config.TRUST_PROXY;

  // Not an async function: a request answered at once is not held a turn per layer (decision 043).
  return ((c, next) => {
    const isApi = c.req.path.startsWith("/api/");
    const headers = isApi ? api : site;
    const onNode = putDefaultHeaders(c, headers);
    let done: unknown;
    if (!isApi) {
      done = limitBody(c, next);
    } else {
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
      done = limitBody(c, () => {
        const logged = !isProbe(c.req.path);
        const started = logged ? performance.now() : 0;
        c.set("clientIp", clientIpOf(c, trustProxy));
        const refused = pathRefusal(c) ?? crossOriginRefusal(c, origin);
        if (refused) c.res = refused;
        const answered = refused ? undefined : next();
        return logged ? after(answered, () => logRequest(c, logger, started)) : (answered as Promise<void>);
      });
      // A write (a role, a language, a sign-out, a ban…) applies to the very next request.
      if (!READS.has(c.req.method) || c.req.path.startsWith("/api/auth/"))
        done = after(done, () => sessions.invalidate());
    }
    return onNode ? (done as Promise<void>) : after(done, () => addMissingHeaders(c, headers));
  }) as MiddlewareHandler<AppEnv>;
}

/**
 * `then` once `step` is done: at once when it is (a layer that answered without waiting, under
 * `chained-router.ts`), else when its promise settles. Resolves to nothing, as a middleware does.
 */
function after(step: unknown, then: () => void): Promise<void> {
  if (isThenable(step)) return Promise.resolve(step).then(then);
  then();
  return undefined as unknown as Promise<void>;
}
