import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../db/schema";
import {
  cookieFrom,
  createAdmin,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestUser,
} from "../test/factories";
import { call, send } from "../test/requests";
import { createSessionReader } from "./session";

/**
 * The contract between our session read and Better Auth's: cookie names, signatures and session
 * settings come from the library's own context, never from copied constants.
 */

let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
});
afterAll(() => t.close());

const context = () => t.deps.auth.$context;
/** A new session for the member, issued by the library's own sign-in. */
async function freshCookie(email = member.email, password = member.password): Promise<string> {
  const res = await signIn(t.app, email, password);
  expect(res.status).toBe(200);
  return cookieFrom(res);
}
async function tokenOf(cookie: string): Promise<string> {
  const name = (await context()).authCookies.sessionToken.name;
  const pair = cookie.split("; ").find((p) => p.startsWith(`${name}=`))!;
  const value = decodeURIComponent(pair.slice(name.length + 1));
  return value.slice(0, value.lastIndexOf("."));
}

/** Who the library, /api/me and a member-only route each say is signed in with this cookie. */
async function answers(cookie: string) {
  const me = await call<{ user: { id: string } | null }>(t, "GET", "/api/me", cookie);
  const guard = await call(t, "GET", "/api/me/account", cookie);
  const library = await t.deps.auth.api.getSession({ headers: new Headers({ cookie }) });
  return { library: library?.user.id ?? null, me: me.body.user?.id ?? null, guard: guard.status };
}

describe("the session read agrees with Better Auth", () => {
  it("reads a session the library issued, on /api/me and behind the guards alike", async () => {
    expect(await answers(await freshCookie())).toEqual({ library: member.id, me: member.id, guard: 200 });
  });

  it("refuses a cookie whose signature does not match its token", async () => {
    const cookie = await freshCookie();
    const token = await tokenOf(cookie);
    const tampered = cookie.replace(encodeURIComponent(token), encodeURIComponent(`${token.slice(1)}x`));
    expect(tampered).not.toBe(cookie);
    expect(await answers(tampered)).toEqual({ library: null, me: null, guard: 401 });
  });

  it("refuses an expired session", async () => {
    const cookie = await freshCookie();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, await tokenOf(cookie)));
    expect(await answers(cookie)).toEqual({ library: null, me: null, guard: 401 });
  });

  it("refuses a session signed out or deleted", async () => {
    const signedOut = await freshCookie();
    expect((await send(t.app, "/api/auth/sign-out", {}, { headers: { cookie: signedOut } })).status).toBe(
      200,
    );
    expect(await answers(signedOut)).toEqual({ library: null, me: null, guard: 401 });

    const deleted = await freshCookie();
    await t.database.db.delete(session).where(eq(session.token, await tokenOf(deleted)));
    expect(await answers(deleted)).toEqual({ library: null, me: null, guard: 401 });
  });

  it("extends a session past the library's updateAge, and the browser gets the longer cookie", async () => {
    const { sessionConfig, authCookies } = await context();
    const cookie = await freshCookie();
    const token = await tokenOf(cookie);
    const aged = Date.now() + (sessionConfig.expiresIn - sessionConfig.updateAge - 60) * 1000;
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(aged) })
      .where(eq(session.token, token));

    const res = await t.app.request("/api/me/account", { headers: { cookie } });
    expect(res.status).toBe(200);
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith(`${authCookies.sessionToken.name}=`));
    expect(renewed).toMatch(new RegExp(`Max-Age=${sessionConfig.expiresIn}`));
    const [row] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged + 30_000);
  });
});

describe("reusing a read session", () => {
  it("serves a change made elsewhere within the reuse time, and at once after invalidate", async () => {
    let now = Date.now();
    const reader = createSessionReader(t.deps.auth, { reuseMs: 2000, now: () => now });
    const cookie = await freshCookie();
    const headers = new Headers({ cookie });
    expect((await reader.read(headers)).user?.role).toBe("user");

    await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, member.id));
    expect((await reader.read(headers)).user?.role).toBe("user");
    now += 2001;
    expect((await reader.read(headers)).user?.role).toBe("owner");

    await t.database.db.update(user).set({ role: "user" }).where(eq(user.id, member.id));
    reader.invalidate();
    expect((await reader.read(headers)).user?.role).toBe("user");
  });

  it("in a running server, a role change or a sign-out applies at the next request", async () => {
    const live = await createTestApp({ env: { NODE_ENV: "development" } });
    try {
      const admin = await createAdmin(live);
      const other = await createMember(live);
      const cookie = cookieFrom(await signIn(live.app, other.email, other.password));
      const adminPage = () => call(live, "GET", "/api/admin/members", cookie);
      const role = (r: string) =>
        call(live, "PUT", `/api/admin/members/${other.id}/role`, admin.cookie, { role: r });
      const meRole = async () =>
        (await call<{ user: { role: string } | null }>(live, "GET", "/api/me", cookie)).body.user?.role;

      expect((await adminPage()).status).toBe(403);
      expect((await role("owner")).status).toBe(204);
      expect((await adminPage()).status).toBe(200);
      expect(await meRole()).toBe("owner");
      expect((await role("user")).status).toBe(204);
      expect((await adminPage()).status).toBe(403);
      expect(await meRole()).toBe("user");

      await send(live.app, "/api/auth/sign-out", {}, { headers: { cookie } });
      expect((await call(live, "GET", "/api/me/account", cookie)).status).toBe(401);
    } finally {
      await live.close();
    }
  });
});
