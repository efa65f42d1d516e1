import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../test/factories";
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
