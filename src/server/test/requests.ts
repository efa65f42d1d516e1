import type { AppType } from "../app";
import type { ErrorBody } from "../platform/errors";

/** The studio's own origin, as the browser client sends it. */
export const TEST_ORIGIN = "http://localhost:3000";

export type { ErrorBody } from "../platform/errors";

/** JSON POST (or another method) from the studio's own origin, as the browser client sends it. */
export function send(
  app: AppType,
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return app.request(path, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...init.headers },
    body: JSON.stringify(body),
  });
}

/** A request as the browser sends it, with the user's cookie; the JSON body parsed when there is one. */
export async function call<T = unknown>(
  t: { app: AppType },
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs up at the real time (the robot check's challenge expires in real time), then puts the test's clock back. */
export async function atRealTime<T>(
  clock: { set: (d: Date) => void },
  now: Date,
  create: () => Promise<T>,
): Promise<T> {
  clock.set(new Date());
  try {
    return await create();
  } finally {
    clock.set(now);
  }
}

/** The error code and params of a refused call. */
export async function errorOf(
  res: Response,
): Promise<{ status: number; code: string; params: Record<string, unknown> }> {
  const body = (await res.json()) as ErrorBody;
  return { status: res.status, ...body.error };
}
