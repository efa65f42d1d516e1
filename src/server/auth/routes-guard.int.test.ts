import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCapability, ROLES, rolesWith } from "../../shared/domain/roles";
import {
  cookieFrom,
  createAdmin,
  createMember,
  createStaff,
  createTestApp,
  signIn,
  type TestApp,
  type TestUser,
} from "../test/factories";
import { TEST_ORIGIN } from "../test/requests";

type Operation = { "x-access"?: string; "x-roles"?: string[] };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };
type ApiRoute = { method: string; path: string; openApiPath: string };

/** Routes that are not feature routes: Better Auth's own, the API description and the 404 catch-all. */
const NOT_FEATURE_ROUTES = [/^\/api\/auth(\/|$)/, /^\/api\/docs$/, /^\/api\/openapi\.json$/, /\*$/];

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let people: Record<Caller, TestUser | undefined>;
let doc: OpenApiDoc;

/** Who the walk calls as: nobody, a member, and each staff role (decision 036). */
const CALLERS = ["anonymous", "user", "desk", "trainer", "owner"] as const;
type Caller = (typeof CALLERS)[number];

/** The callers an access level lets in, from the one role table (what the document must publish as x-roles). */
function allowedBy(access: string | undefined): Caller[] {
  if (access === "public") return [...CALLERS];
  if (access === "member") return [...ROLES];
  if (isCapability(access)) return rolesWith(access);
  return [];
}
const denied = (s: number) => s === 401 || s === 403;

/** The calls not let in must be refused at the door (401 signed out, 403 signed in); the others never are. */
function wrongAnswers(name: string, access: string | undefined, statuses: Record<Caller, number>): string[] {
  const allowed = allowedBy(access);
  const wrong = CALLERS.filter((c) =>
    allowed.includes(c) ? denied(statuses[c]) : statuses[c] !== (c === "anonymous" ? 401 : 403),
  );
  return wrong.length ? [`${name} (${access}): ${CALLERS.map((c) => `${c} ${statuses[c]}`).join(", ")}`] : [];
}
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
  admin = await createAdmin(t);
  people = {
    anonymous: undefined,
    user: member,
    desk: await createStaff(t, "desk"),
    trainer: await createStaff(t, "trainer"),
    owner: admin,
  };
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

  it("is declared through defineRoute: described in OpenAPI with an access level and the roles of the role table", () => {
    const undeclared = routes.filter((r) => allowedBy(accessOf(r)).length === 0);
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const misdescribed = routes.filter((r) => {
      const published = doc.paths[r.openApiPath]?.[r.method.toLowerCase()]?.["x-roles"] ?? [];
      const expected = allowedBy(accessOf(r)).map((c) => (c === "anonymous" ? "anyone" : c));
      return [...published].sort().join() !== [...expected].sort().join();
    });
    expect(misdescribed.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("is guarded on the server as the role table says, for nobody, a member, the desk, a trainer and the owner", async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const statuses = {} as Record<Caller, number>;
      for (const c of CALLERS) statuses[c] = (await call(r, people[c]?.cookie)).status;
      failures.push(...wrongAnswers(`${r.method} ${r.path}`, accessOf(r), statuses));
    }
    expect(failures).toEqual([]);
  }, 180_000);
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
    expect(ops.filter((o) => allowedBy(o.access).length === 0)).toEqual([]);
  });

  it("refuses every endpoint outside the product's list with 404 NOT_FOUND, for every role", async () => {
    const failures: string[] = [];
    const cookies = CALLERS.map((c) => people[c]?.cookie);
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
      const statuses = {} as Record<Caller, number>;
      for (const c of CALLERS) {
        const who = people[c];
        statuses[c] = (await callAuth(method, path, who && (await cookieFor(who, path)))).status;
      }
      // The library's own refusals (404 of a dummy token, a 5xx) count as a refusal at the door too.
      const shut = CALLERS.filter(
        (c) => allowedBy(access).includes(c) && (statuses[c] === 404 || statuses[c] >= 500),
      );
      if (shut.length) failures.push(`${method} ${path} (${access}): ${shut.join(", ")} shut out`);
      failures.push(...wrongAnswers(`${method} ${path}`, access, statuses));
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
