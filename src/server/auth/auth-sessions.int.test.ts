import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberAccounts, session, user } from "../db/schema";
import {
  cookieFrom,
  createAdmin,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
} from "../test/factories";
import { call, errorOf, send } from "../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokensOf = async (userId: string) =>
  (await t.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map(
    (s) => s.token,
  );

describe("session tokens", () => {
  it("never appear in get-session or list-sessions answers", async () => {
    const member = await createMember(t);
    const second = cookieFrom(await signIn(t.app, member.email, member.password));
    const tokens = await tokensOf(member.id);
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const res = await t.app.request(path, { headers: { cookie: second } });
      expect(res.status).toBe(200);
      const text = await res.text();
      for (const token of tokens) expect(text).not.toContain(token);
      expect(text).not.toContain('"token"');
    }
    const sessions = (await call<unknown[]>(t, "GET", "/api/auth/list-sessions", second)).body;
    expect(sessions.length).toBe(tokens.length);
  });
});

describe("change-password", () => {
  it("signs out the other sessions, even when asked not to, and keeps this one", async () => {
    const member = await createMember(t);
    const other = cookieFrom(await signIn(t.app, member.email, member.password));
    const res = await send(
      t.app,
      "/api/auth/change-password",
      { currentPassword: member.password, newPassword: "a-new-long-secret", revokeOtherSessions: false },
      { headers: { cookie: member.cookie } },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/"token"/);
    const current = cookieFrom(res) || member.cookie;
    expect((await call(t, "GET", "/api/me/account", other)).status).toBe(401);
    expect((await call(t, "GET", "/api/me/account", current)).status).toBe(200);
    expect((await signIn(t.app, member.email, "a-new-long-secret")).status).toBe(200);
  });

  it("refuses a wrong current password with WRONG_PASSWORD", async () => {
    const member = await createMember(t);
    const res = await send(
      t.app,
      "/api/auth/change-password",
      { currentPassword: "not-my-password", newPassword: "a-new-long-secret" },
      { headers: { cookie: member.cookie } },
    );
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "WRONG_PASSWORD" });
  });
});

describe("users and their ledgers", () => {
  it("cannot be removed, banned or impersonated through any auth endpoint, even by an admin", async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t);
    for (const [path, body] of [
      ["/api/auth/admin/remove-user", { userId: member.id }],
      ["/api/auth/admin/ban-user", { userId: member.id }],
      ["/api/auth/admin/impersonate-user", { userId: member.id }],
      ["/api/auth/admin/set-user-password", { userId: member.id, newPassword: "hijacked-password" }],
      ["/api/auth/delete-user", {}],
    ] as const) {
      const res = await send(t.app, path, body, { headers: { cookie: admin.cookie } });
      expect({ path, ...(await errorOf(res)) }).toEqual({ path, status: 404, code: "NOT_FOUND", params: {} });
    }
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ id: member.id, banned: false });
    expect(
      await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, member.id)),
    ).toHaveLength(1);
    expect((await signIn(t.app, member.email, "hijacked-password")).status).toBe(401);
  });
});

describe("the last owner", () => {
  it("cannot demote themself while alone, and can once another owner exists", async () => {
    const alone = await createTestApp();
    try {
      const admin = await createAdmin(alone);
      const member = await createMember(alone);
      const demote = (id: string) =>
        call(alone, "PUT", `/api/admin/members/${id}/role`, admin.cookie, { role: "user" });
      const refused = await demote(admin.id);
      expect(refused).toMatchObject({ status: 409, body: { error: { code: "LAST_OWNER" } } });
      expect((await call(alone, "GET", "/api/admin/members", admin.cookie)).status).toBe(200);
      const promote = await call(alone, "PUT", `/api/admin/members/${member.id}/role`, admin.cookie, {
        role: "owner",
      });
      expect(promote.status).toBe(204);
      expect((await demote(admin.id)).status).toBe(204);
      const [row] = await alone.database.db.select().from(user).where(eq(user.id, admin.id));
      expect(row!.role).toBe("user");
    } finally {
      await alone.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes every allowed auth endpoint with its operation, access, security and refusals", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const signUp = doc.paths["/api/auth/sign-up/email"]!.post!;
    expect(signUp).toMatchObject({ operationId: "authSignUp", tags: ["auth"], "x-access": "public" });
    expect(JSON.stringify(signUp.parameters)).toContain("x-captcha");
    expect(Object.keys(signUp.responses as object)).toEqual(
      expect.arrayContaining(["200", "400", "413", "429"]),
    );
    const update = doc.paths["/api/auth/update-user"]!.post!;
    expect(update).toMatchObject({ "x-access": "member", security: [{ sessionCookie: [] }] });
    expect(doc.paths["/api/auth/admin/remove-user"]).toBeUndefined();
  });
});
