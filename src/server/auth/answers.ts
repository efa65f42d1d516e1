import type { ErrorCode, ErrorParams } from "../../shared/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/schemas/account";
import { errorBody } from "../platform/errors";

/** The auth library's own codes, as the API's; a code not listed falls back to its status. */
const LIBRARY_CODES: Record<string, { status?: number; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: "INVALID_CREDENTIALS" },
  // Answered like a wrong password (decision 025; handler.ts answers sign-in itself).
  EMAIL_NOT_VERIFIED: { status: 401, code: "INVALID_CREDENTIALS" },
  ACCOUNT_DEACTIVATED: { status: 403, code: "ACCOUNT_DEACTIVATED" },
  PASSWORD_TOO_SHORT: { status: 400, code: "PASSWORD_TOO_SHORT" },
  PASSWORD_TOO_LONG: { status: 400, code: "PASSWORD_TOO_LONG" },
  INVALID_PASSWORD: { status: 400, code: "WRONG_PASSWORD" },
  INVALID_TOKEN: { code: "INVALID_TOKEN" },
  TOKEN_EXPIRED: { code: "INVALID_TOKEN" },
  INVALID_EMAIL: { status: 400, code: "INVALID_EMAIL" },
  // Sign-up answers an existing e-mail like a new one; should the library ever say otherwise,
  // the answer names no account.
  USER_ALREADY_EXISTS: { status: 400, code: "VALIDATION" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 400, code: "VALIDATION" },
  SESSION_EXPIRED: { status: 401, code: "UNAUTHORIZED" },
  SESSION_NOT_FRESH: { status: 401, code: "UNAUTHORIZED" },
  FAILED_TO_GET_SESSION: { status: 401, code: "UNAUTHORIZED" },
  INVALID_ORIGIN: { status: 403, code: "CROSS_ORIGIN_REFUSED" },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: "CROSS_ORIGIN_REFUSED" },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { status: 403, code: "CROSS_ORIGIN_REFUSED" },
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  422: "VALIDATION",
  429: "RATE_LIMITED",
};

/** The parameters a code's sentence needs. */
export function paramsOf(code: ErrorCode): ErrorParams {
  if (code === "PASSWORD_TOO_SHORT") return { min: PASSWORD_MIN };
  if (code === "PASSWORD_TOO_LONG") return { max: PASSWORD_MAX };
  return {};
}

/** A refusal in the API's one shape. */
export function refusal(status: number, code: ErrorCode, params: ErrorParams = paramsOf(code)): Response {
  return Response.json(errorBody(code, params), { status });
}

/**
 * The library's answer as the API's: a refusal becomes `{ error: { code, params } }` with one of our
 * codes, and no session token is left anywhere in a JSON body (the session lives only in the
 * HttpOnly cookie). Redirects, cookies and other headers are kept.
 */
export async function asApiAnswer(res: Response): Promise<Response> {
  const isJson = res.headers.get("content-type")?.includes("application/json") ?? false;
  const text = isJson || res.status >= 400 ? await res.text() : null;
  if (text === null) return res;
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (res.status >= 400) {
    const libraryCode = (body as { code?: unknown } | null)?.code;
    const known = typeof libraryCode === "string" ? LIBRARY_CODES[libraryCode] : undefined;
    const status = known?.status ?? (res.status >= 500 ? 500 : res.status);
    const code = known?.code ?? BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "VALIDATION");
    const retryAfter = Number(res.headers.get("x-retry-after"));
    const params = code === "RATE_LIMITED" && retryAfter > 0 ? { retryAfter } : paramsOf(code);
    return new Response(JSON.stringify(errorBody(code, params)), { status, headers });
  }
  return new Response(JSON.stringify(withoutTokens(body)), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

/** A copy of a JSON value with every `token` field removed, at any depth. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== "token")
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}
