import { describe, expect, it } from "vitest";
import { isCapability, ROLES, rolesWith } from "../../shared/domain/roles";
import { type OpenApiDoc, operationsOf } from "../test/openapi";
import { type Browser, codeOf, newMember, signedInAdmin, signedInStaff, socketServer } from "../test/socket";

/**
 * The role table as a running server answers it (decision 036): every operation of the
 * OpenAPI document, the auth library's included, called as nobody, a member, the front desk, a
 * trainer and the owner; a caller the operation's access does not let in is refused at the door
 * (401 signed out, 403 signed in), one it lets in never is. Behind a trusted proxy with a new
 * address per request, so the per-address limits of the auth routes stay out of the way.
 */
const s = socketServer({ env: { TRUST_PROXY: "true" } });

const CALLERS = ["anonymous", "user", "desk", "trainer", "owner"] as const;
type Caller = (typeof CALLERS)[number];
/** Operations that end sessions run last: others' sessions, then the caller's own. */
const lastness = (path: string) => (path.endsWith("/sign-out") ? 2 : path.includes("/revoke-") ? 1 : 0);

function allowedBy(access: string | undefined): readonly Caller[] {
  if (access === "public") return CALLERS;
  if (access === "member") return ROLES;
  return isCapability(access) ? rolesWith(access) : [];
}

describe("the role table on a running server", () => {
  it("refuses every operation to exactly the roles the table leaves out", async () => {
    const server = s.server;
    const owner = await signedInAdmin(server);
    const browsers: Record<Caller, Browser | undefined> = {
      anonymous: undefined,
      user: (await newMember(server)).browser,
      desk: await signedInStaff(server, "desk", owner),
      trainer: await signedInStaff(server, "trainer", owner),
      owner,
    };
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDoc;
    const ops = operationsOf(doc).sort((a, b) => lastness(a.path) - lastness(b.path));
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let sent = 0;
    for (const o of ops) {
      const access = o.op["x-access"];
      const allowed = allowedBy(access);
      if (allowed.length === 0) failures.push(`${o.key}: no access level`);
      const path = o.path.replace(/\{([^}]+)\}/g, "dummy-$1");
      const statuses: string[] = [];
      let wrong = false;
      for (const c of CALLERS) {
        sent += 1;
        const headers: Record<string, string> = {
          origin: server.url,
          "x-forwarded-for": `10.9.${(sent >> 8) & 255}.${sent & 255}`,
        };
        const cookie = browsers[c]?.cookie;
        if (cookie) headers.cookie = cookie;
        const write = !["GET", "HEAD"].includes(o.method);
        if (write) headers["content-type"] = "application/json";
        const res = await fetch(`${server.url}${path}`, {
          method: o.method,
          headers,
          body: write ? "{}" : undefined,
          redirect: "manual",
        });
        await res.arrayBuffer();
        statuses.push(`${c} ${res.status}`);
        const refused = res.status === 401 || res.status === 403;
        if (allowed.includes(c) ? refused : !refused) wrong = true;
        if (!allowed.includes(c) && res.status !== (c === "anonymous" ? 401 : 403)) wrong = true;
      }
      if (wrong) failures.push(`${o.key} (${access}): ${statuses.join(", ")}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("a role the owner gives or takes applies at the person's next request", async () => {
    const server = s.server;
    const owner = await signedInAdmin(server);
    const person = await newMember(server);
    expect((await person.browser.get("/api/admin/coaching")).status).toBe(403);
    expect((await owner.put(`/api/admin/members/${person.id}/role`, { role: "trainer" })).status).toBe(204);
    expect((await person.browser.get("/api/admin/coaching")).status).toBe(200);
    expect((await person.browser.get<{ user: { role: string } }>("/api/me")).body.user.role).toBe("trainer");
    const price = await person.browser.get("/api/admin/packages");
    expect([price.status, codeOf(price)]).toEqual([403, "FORBIDDEN"]);
    expect((await owner.put(`/api/admin/members/${person.id}/role`, { role: "user" })).status).toBe(204);
    expect((await person.browser.get("/api/admin/coaching")).status).toBe(403);
  });
});
