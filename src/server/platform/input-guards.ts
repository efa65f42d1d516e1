import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../shared/errors";
import type { AppEnv } from "../context";
import { errorBody } from "./errors";

/** The largest request body any route but the photo uploads accepts. */
export const BODY_MAX_BYTES = 64 * 1024;

/** Routes that stream a larger body and set their own limit (the gallery's photos, the logo, the member import). */
const OWN_LIMIT = [
  /^\/api\/admin\/identity\/logo$/,
  /^\/api\/admin\/photos$/,
  /^\/api\/admin\/photos\/[^/]+\/file$/,
  /^\/api\/admin\/member-import\/(preview|apply)$/,
];

const NO_BODY = new Set(["GET", "HEAD"]);

const limit = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", { maxKb: BODY_MAX_BYTES / 1024 }), 413),
});

/**
 * Refuses a body larger than BODY_MAX_BYTES on every route, by its Content-Length at once or,
 * when it is streamed without one, as soon as it passes the limit: never read whole. Runs `next`
 * (the rest of the request) when the body may pass; the refusal, if any, is the answer.
 */
export function limitBody(c: Context, next: () => Promise<void>): Promise<void> {
  // A GET or HEAD request has no body (the adapter gives it none): asking for one would make the
  // adapter build the whole fetch Request, the largest cost of a small read (decision 033).
  if (NO_BODY.has(c.req.method) || OWN_LIMIT.some((r) => r.test(c.req.path))) return next();
  return limited(c, next);
}

async function limited(c: Context, next: () => Promise<void>): Promise<void> {
  const refused = await limit(c, next);
  if (refused) c.res = refused;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const isJson = (type: string | undefined) => /^application\/([\w.+-]+\+)?json\b/i.test(type ?? "");

type Visit = { v: unknown; key: string; parent: Visit | null };
const pathOf = (n: Visit | null): string => {
  const keys: string[] = [];
  for (let at = n; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join(".");
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be taken: a NUL character (PostgreSQL stores none), or a lone UTF-16 surrogate
 * (`"\ud800"` in JSON: no UTF-8 encodes it, so a text column silently stores U+FFFD and a jsonb one
 * refuses it). No form has a use for either; null when the text is fine.
 */
export function textFault(s: string): string | null {
  if (s.includes("\0")) return "must not contain a NUL character";
  if (LONE_SURROGATE.test(s)) return "must not contain a lone surrogate";
  return null;
}

/** Where in a parsed JSON value the first string (or key) that cannot be stored is, and why; null when none. */
export function faultyText(value: unknown): { path: string; message: string } | null {
  // Iterative, with parent links: a deeply nested body costs one step per value, not per level.
  const stack: Visit[] = [{ v: value, key: "", parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { v } = node;
    if (typeof v === "string") {
      const message = textFault(v);
      if (message) return { path: pathOf(node), message };
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], key: String(i), parent: node });
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        const message = textFault(k);
        if (message) return { path: pathOf({ v: item, key: k, parent: node }), message };
        stack.push({ v: item, key: k, parent: node });
      }
    }
  }
  return null;
}

const textRefusal = (c: Context, fault: { path: string; message: string }) => {
  const field = fault.path.replace(/[\0\uD800-\uDFFF]/g, "") || "body";
  return c.json(errorBody("VALIDATION", { field, issues: [{ path: field, message: fault.message }] }), 400);
};

/**
 * Input every route refuses the same way, before it reaches a handler: a JSON body that does not
 * parse (400 MALFORMED_BODY), and a NUL character or a lone UTF-16 surrogate in any text of the
 * body, the query or the path (400 VALIDATION naming the field). Runs after the route's access
 * guard (defineRoute, the auth handler), so a caller without access is told 401/403, not 400.
 */
export const inputGuard: MiddlewareHandler<AppEnv> = (c, next) => {
  // Nothing to check without a body and with a plain URL: no promise of its own (decision 033).
  if (!BODY_METHODS.has(c.req.method) && !ENCODED_OR_UNUSUAL.test(c.req.url)) return next();
  return checkedInput(c, next);
};

async function checkedInput(c: Context, next: () => Promise<void>) {
  const refused = await checkInput(c);
  if (refused) return refused;
  await next();
}

/** A percent sign, or any character outside printable ASCII. */
const ENCODED_OR_UNUSUAL = /[^\x21-\x24\x26-\x7e]/;

/** The refusal of a request whose input cannot be taken (see inputGuard), or null. */
export async function checkInput(c: Context): Promise<Response | null> {
  // Printable ASCII without a percent sign decodes to itself: neither a NUL nor a surrogate can be
  // in it, and the URL need not be parsed (most requests; decision 033).
  if (ENCODED_OR_UNUSUAL.test(c.req.url)) {
    const url = new URL(c.req.url);
    const pathFault = textFault(decodeURIComponentSafe(url.pathname));
    if (pathFault) return textRefusal(c, { path: "path", message: pathFault });
    for (const [key, value] of url.searchParams) {
      const fault = textFault(key) ?? textFault(value);
      if (fault) return textRefusal(c, { path: `query.${key}`, message: fault });
    }
  }
  if (BODY_METHODS.has(c.req.method) && isJson(c.req.header("content-type"))) {
    // A copy: the route (or the auth library) reads the body itself.
    const text = await c.req.raw.clone().text();
    if (text.trim() !== "") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return c.json(errorBody("MALFORMED_BODY"), 400);
      }
      const fault = faultyText(parsed);
      if (fault) return textRefusal(c, { ...fault, path: fault.path || "body" });
    }
  }
  return null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const HTTP_CODES: Partial<Record<number, ErrorCode>> = {
  400: "MALFORMED_BODY",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/**
 * The answer to a refusal raised inside the framework (a body that is not JSON or not multipart,
 * the wrong content type, a body too large): a 4xx in the API's error shape, never a 500.
 */
export function httpExceptionAnswer(err: HTTPException, c: Context): Response | null {
  if (err.status < 400 || err.status >= 500) return null;
  const code = HTTP_CODES[err.status] ?? "VALIDATION";
  return c.json(errorBody(code), err.status as ContentfulStatusCode);
}
