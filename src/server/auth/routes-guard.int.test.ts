import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieFrom,
  createAdmin,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestUser,
} from "../test/factories";
import { TEST_ORIGIN } from "../test/requests";

type Operation = { "x-access"?: string };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };
type ApiRoute = { method: string; path: string; openApiPath: string };

/** Routes that are not feature routes: Better Auth's own, the API description and the 404 catch-all. */
const NOT_FEATURE_ROUTES = [/^\/api\/auth(\/|$)/, /^\/api\/docs$/, /^\/api\/openapi\.json$/, /\*$/];

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let doc: OpenApiDoc;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
  admin = await createAdmin(t);
  doc = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDoc;
  const seen = new Map<string, ApiRoute>();
  for (const r of t.app.routes) {
    // app.use() middleware is registered under ALL; a route's guards share its method and path.
    if (r.method === "ALL" || !r.path.startsWith("/api/")) continue;
    if (NOT_FEATURE_ROUTES.some((re) => re.test(r.path))) continue;
    const openApiPath = r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path, openApiPath });
  }
  routes = [...seen.values()];
});
afterAll(() => t.close());

const accessOf = (r: ApiRoute) => doc.paths[r.openApiPath]?.[r.method.toLowerCase()]?.["x-access"];

function call(r: ApiRoute, cookie?: string) {
  const url = r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "dummy-$1");
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (r.method === "GET" || r.method === "HEAD") return t.app.request(url, { method: r.method, headers });
  return t.app.request(url, {
    method: r.method,
    headers: { ...headers, "content-type": "application/json" },
    body: "{}",
  });
}

describe("every API route", () => {
  it("finds the feature routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["GET /api/health", "GET /api/me", "PUT /api/admin/members/:id/role"]),
    );
  });

  it("is declared through defineRoute: described in OpenAPI with an access level", () => {
    const undeclared = routes.filter((r) => !["public", "member", "admin"].includes(accessOf(r) ?? ""));
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("is guarded on the server as its access level says", async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const access = accessOf(r);
      const [anon, asMember, asAdmin] = [
        await call(r),
        await call(r, member.cookie),
        await call(r, admin.cookie),
      ];
      const got = `anon ${anon.status}, member ${asMember.status}, admin ${asAdmin.status}`;
      const denied = (s: number) => s === 401 || s === 403;
      const ok =
        access === "public"
          ? !denied(anon.status) && !denied(asMember.status) && !denied(asAdmin.status)
          : access === "member"
            ? anon.status === 401 && !denied(asMember.status) && !denied(asAdmin.status)
            : anon.status === 401 && asMember.status === 403 && !denied(asAdmin.status);
      if (!ok) failures.push(`${r.method} ${r.path} (${access}): ${got}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Better Auth endpoints the product does not use (the admin plugin's among them): refused for everyone. */
const REFUSED_AUTH_PATHS = [
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/set-user-password",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/remove-user",
  "/admin/list-users",
  "/admin/get-user",
  "/admin/list-user-sessions",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/has-permission",
  "/delete-user",
  "/delete-user/callback",
  "/sign-in/social",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/get-access-token",
  "/refresh-token",
  "/update-session",
  "/revoke-session",
  "/revoke-sessions",
  "/verify-password",
  "/ok",
  "/error",
];

describe("every /api/auth endpoint", () => {
  const authOps = () =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/auth/"))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ path, method, access: op["x-access"] })),
      );

  /** Calls that end sessions get a session of their own, and run last, so they cannot end the others' sessions. */
  const ENDS_SESSIONS = ["/api/auth/sign-out", "/api/auth/revoke-other-sessions"];
  const cookieFor = async (u: TestUser, path: string) =>
    ENDS_SESSIONS.includes(path) ? cookieFrom(await signIn(t.app, u.email, u.password)) : u.cookie;

  function callAuth(method: string, path: string, cookie?: string) {
    const url = path.replace("{token}", "dummy-token");
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (method === "get") return t.app.request(url, { headers });
    return t.app.request(url, {
      method: method.toUpperCase(),
      headers: { ...headers, "content-type": "application/json" },
      body: "{}",
    });
  }

  it("is published with an access level, and the walk finds the ones the product uses", () => {
    const ops = authOps();
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        "post /api/auth/sign-up/email",
        "post /api/auth/sign-in/email",
        "post /api/auth/sign-out",
        "post /api/auth/update-user",
        "post /api/auth/change-password",
      ]),
    );
    expect(ops.filter((o) => !["public", "member", "admin"].includes(o.access ?? ""))).toEqual([]);
  });

  it("refuses every endpoint outside the product's list with 404 NOT_FOUND, for every role", async () => {
    const failures: string[] = [];
    const cookies = [undefined, member.cookie, admin.cookie];
    for (const path of REFUSED_AUTH_PATHS) {
      for (const method of ["get", "post"]) {
        for (const cookie of cookies) {
          const res = await callAuth(method, `/api/auth${path}`, cookie);
          const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
          if (res.status !== 404 || body?.error?.code !== "NOT_FOUND")
            failures.push(`${method} ${path} (${cookie ? "signed in" : "anonymous"}): ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("is guarded on the server as its access level says", async () => {
    const failures: string[] = [];
    const ops = authOps().sort(
      (a, b) => Number(ENDS_SESSIONS.includes(a.path)) - Number(ENDS_SESSIONS.includes(b.path)),
    );
    for (const { method, path, access } of ops) {
      const anon = await callAuth(method, path);
      const asMember = await callAuth(method, path, await cookieFor(member, path));
      const asAdmin = await callAuth(method, path, await cookieFor(admin, path));
      const statuses = [anon.status, asMember.status, asAdmin.status];
      const denied = (s: number) => s === 401 || s === 403 || s === 404 || s >= 500;
      const ok =
        access === "public"
          ? !statuses.some(denied)
          : access === "member"
            ? anon.status === 401 && !denied(asMember.status) && !denied(asAdmin.status)
            : anon.status === 401 && asMember.status === 403 && !denied(asAdmin.status);
      if (!ok) failures.push(`${method} ${path} (${access}): ${statuses.join(", ")}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
