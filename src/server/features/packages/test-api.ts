import type { MyAccount } from "../../../shared/schemas/members";
import type { ApprovalResult, MyRequest } from "../../../shared/schemas/packages";
import { TEST_ORIGIN, type TestApp } from "../../test/factories";

/** A request as the browser sends it, with the user's cookie; the JSON body parsed when there is one. */
export async function call<T = unknown>(
  t: TestApp,
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

export type ErrorBody = { error: { code: string; params: Record<string, unknown> } };

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

/** The package request calls of the member and the admin. */
export function requestApi(t: TestApp, adminCookie: string) {
  return {
    request: (cookie: string, packageId: string) =>
      call<MyRequest & ErrorBody>(t, "POST", "/api/package-requests", cookie, { packageId }),
    approve: (id: string) =>
      call<ApprovalResult & ErrorBody>(t, "POST", `/api/admin/package-requests/${id}/approve`, adminCookie),
    reject: (id: string) =>
      call<ErrorBody>(t, "POST", `/api/admin/package-requests/${id}/reject`, adminCookie),
    account: async (cookie: string) => (await call<MyAccount>(t, "GET", "/api/me/account", cookie)).body,
  };
}
