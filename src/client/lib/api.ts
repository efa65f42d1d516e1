import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../server/app";
import { type ErrorCode, type ErrorParams, isErrorCode } from "../../shared/errors";
import type { Lang } from "../../shared/i18n";
import { forgetOfflineCopies } from "./offline";

/** The typed API client: only server *types* reach the browser. */
export const api = hc<AppType>("/").api;

/** A failure from the server (or the network), carrying its stable code; `errorText` makes it a sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
  }
}

/** The body of a route's success answers, as the server's route types declare it. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Sends a typed call and answers its success body, inferred from the server's route: a server change
 * that breaks a screen fails `tsc`. A refusal throws ApiError with the server's code, a lost
 * connection ApiError("NETWORK").
 *
 *   const list = await call(api.admin.members.$get({ query }));
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R> | (() => Promise<R>),
): Promise<OkBody<R>> {
  let res: Response;
  try {
    res = (await (typeof request === "function" ? request() : request)) as unknown as Response;
  } catch {
    throw new ApiError(0, "NETWORK");
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as OkBody<R>;
  throw await errorOf(res);
}

/** The ApiError of a refused answer: the body's code when it is one of ours, else one from the status. */
export async function errorOf(res: Response): Promise<ApiError> {
  let code: ErrorCode =
    res.status === 429 ? "RATE_LIMITED" : res.status === 401 ? "UNAUTHORIZED" : "INTERNAL";
  let params: ErrorParams = {};
  try {
    const body = (await res.json()) as { error?: { code?: unknown; params?: ErrorParams } };
    if (isErrorCode(body.error?.code)) {
      code = body.error.code;
      params = body.error.params ?? {};
    }
  } catch {
    // not JSON: keep the status-derived code
  }
  return new ApiError(res.status, code, params);
}

type AuthUser = { id: string; email: string; name: string };

/**
 * Better Auth's endpoints the client calls (outside the typed client, which covers only our own
 * routes): what each takes and answers, declared once here.
 */
export type AuthEndpoints = {
  "/api/auth/sign-in/email": {
    body: { email: string; password: string; rememberMe: boolean; callbackURL: string };
    answer: { redirect: boolean; user: AuthUser };
  };
  "/api/auth/sign-up/email": {
    body: {
      email: string;
      password: string;
      name: string;
      firstName: string;
      lastName: string;
      language: Lang;
      callbackURL: string;
    };
    answer: { user: AuthUser };
  };
  "/api/auth/sign-out": { body: Record<string, never>; answer: { success: boolean } };
  "/api/auth/request-password-reset": {
    body: { email: string; redirectTo: string };
    answer: { status: boolean };
  };
  "/api/auth/reset-password": { body: { token: string; newPassword: string }; answer: { status: boolean } };
  "/api/auth/update-user": {
    body: { firstName: string; lastName: string; language: Lang };
    answer: { status: boolean };
  };
  "/api/auth/change-email": { body: { newEmail: string; callbackURL: string }; answer: { status: boolean } };
  "/api/auth/change-password": {
    body: { currentPassword: string; newPassword: string };
    answer: { user: AuthUser };
  };
  "/api/auth/revoke-other-sessions": { body: Record<string, never>; answer: { status: boolean } };
};

/** One of the member's signed-in sessions as `/api/auth/list-sessions` answers it (never its token). */
export type AuthSession = {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

async function authGet<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK");
  }
  if (res.ok) return (await res.json()) as T;
  throw await errorOf(res);
}

/** The member's signed-in sessions (`/api/auth/list-sessions`) and which one is this browser's. */
export async function authSessions(): Promise<{ sessions: AuthSession[]; currentId: string | null }> {
  const [sessions, current] = await Promise.all([
    authGet<AuthSession[]>("/api/auth/list-sessions"),
    authGet<{ session: { id: string } } | null>("/api/auth/get-session"),
  ]);
  return { sessions, currentId: current?.session.id ?? null };
}

/** A JSON POST to one of Better Auth's endpoints; a refusal throws ApiError like `call`. */
export async function authCall<P extends keyof AuthEndpoints>(
  path: P,
  body: AuthEndpoints[P]["body"],
  headers: Record<string, string> = {},
): Promise<AuthEndpoints[P]["answer"]> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK");
  }
  if (res.ok) {
    if (/sign-(in|up|out)/.test(path)) await forgetOfflineCopies();
    return (await res.json()) as AuthEndpoints[P]["answer"];
  }
  throw await errorOf(res);
}
