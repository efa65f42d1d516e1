import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAME_MAX } from "../../shared/schemas/account";
import { user } from "../db/schema";
import { createMember, createTestApp, signIn, signUp, type TestApp, type TestUser } from "../test/factories";
import { errorOf, send } from "../test/requests";

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, { firstName: "Eleni", lastName: "Georgiou" });
});
afterAll(() => t.close());

const userRow = async (id: string) => (await t.database.db.select().from(user).where(eq(user.id, id)))[0]!;
const updateUser = (body: unknown, cookie = member.cookie) =>
  send(t.app, "/api/auth/update-user", body, { headers: { cookie } });
const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/json", ...headers },
    body,
  });

describe("update-user", () => {
  it("changes both names, trimmed, and the display name follows them", async () => {
    const res = await updateUser({ firstName: "  Anna ", lastName: "Ioannou  ", language: "en" });
    expect(res.status).toBe(200);
    expect(await userRow(member.id)).toMatchObject({
      firstName: "Anna",
      lastName: "Ioannou",
      name: "Anna Ioannou",
      language: "en",
    });
  });

  it("refuses every malformed name or language with 400 and a code, changing nothing", async () => {
    const before = await userRow(member.id);
    const long = "x".repeat(NAME_MAX + 1);
    const cases: [unknown, string][] = [
      [{ firstName: { a: 1 }, lastName: "B" }, "VALIDATION"],
      [{ firstName: null, lastName: "B" }, "VALIDATION"],
      [{ name: null }, "VALIDATION"],
      [{ firstName: "", lastName: "B" }, "FILL_ALL_FIELDS"],
      [{ firstName: "   ", lastName: "B" }, "FILL_ALL_FIELDS"],
      [{ firstName: "A" }, "VALIDATION"],
      [{ firstName: long, lastName: "B" }, "VALIDATION"],
      [{ firstName: "A\u0000", lastName: "B" }, "VALIDATION"],
      [{ firstName: "A", lastName: "B", language: "de" }, "VALIDATION"],
      [{ firstName: "A", lastName: "B", language: "x".repeat(5000) }, "VALIDATION"],
      [{ firstName: "A", lastName: "B", role: "admin" }, "VALIDATION"],
      [{ firstName: "A", lastName: "B", email: "other@example.com" }, "VALIDATION"],
      [{ firstName: "A", lastName: "B", name: "Someone Else" }, "VALIDATION"],
      [null, "VALIDATION"],
      [[], "VALIDATION"],
      ["text", "VALIDATION"],
    ];
    for (const [body, code] of cases) {
      const res = await updateUser(body);
      expect({ body, ...(await errorOf(res)) }).toMatchObject({ body, status: 400, code });
    }
    // Not JSON at all is the generic layer's MALFORMED_BODY; an empty body is missing its fields.
    const unreadable: [string, string][] = [
      ["{", "MALFORMED_BODY"],
      ["\u0000", "MALFORMED_BODY"],
      ["", "VALIDATION"],
    ];
    for (const [body, code] of unreadable) {
      const res = await raw("/api/auth/update-user", body, { cookie: member.cookie });
      expect({ body, ...(await errorOf(res)) }).toMatchObject({ body, status: 400, code });
    }
    const text = await raw("/api/auth/update-user", '{"firstName":"A","lastName":"B"}', {
      cookie: member.cookie,
      "content-type": "text/plain",
    });
    expect(await errorOf(text)).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
    const after = await userRow(member.id);
    expect(after).toMatchObject({ name: before.name, firstName: before.firstName, role: "user" });
  });

  it("needs a session", async () => {
    const res = await send(t.app, "/api/auth/update-user", { firstName: "A", lastName: "B" });
    expect(await errorOf(res)).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
  });
});

describe("sign-up, sign-in and password calls", () => {
  it("refuses wrong types and bounds before the library, in the API's error shape", async () => {
    const cases: [string, unknown, string, Record<string, unknown>?][] = [
      ["/api/auth/sign-in/email", { email: 42, password: "x" }, "VALIDATION"],
      ["/api/auth/sign-in/email", { email: "not-an-email", password: "x" }, "INVALID_EMAIL"],
      ["/api/auth/sign-in/email", { email: "a@b.example", password: "x".repeat(129) }, "VALIDATION"],
      ["/api/auth/sign-in/email", { email: "a@b.example", password: ["x"] }, "VALIDATION"],
      ["/api/auth/sign-in/email", { email: "a@b.example", password: "x", extra: 1 }, "VALIDATION"],
      ["/api/auth/request-password-reset", { email: { $ne: "" } }, "VALIDATION"],
      [
        "/api/auth/request-password-reset",
        { email: "a@b.example", redirectTo: "https://evil.example" },
        "VALIDATION",
      ],
      ["/api/auth/reset-password", { token: "t", newPassword: "short" }, "PASSWORD_TOO_SHORT", { min: 8 }],
      [
        "/api/auth/reset-password",
        { token: "t", newPassword: "x".repeat(129) },
        "PASSWORD_TOO_LONG",
        { max: 128 },
      ],
      ["/api/auth/reset-password", { token: "x".repeat(300), newPassword: "long-enough-1" }, "VALIDATION"],
      ["/api/auth/send-verification-email", { email: null }, "VALIDATION"],
    ];
    for (const [path, body, code, params] of cases) {
      const res = await send(t.app, path, body);
      const got = await errorOf(res);
      expect({ path, body, ...got }).toMatchObject({
        path,
        body,
        status: 400,
        code,
        ...(params ? { params } : {}),
      });
    }
  });

  it("refuses a short password on sign-up with its minimum, and creates nothing", async () => {
    const { res, email } = await signUp(t.app, { password: "short" });
    expect(await errorOf(res)).toEqual({ status: 400, code: "PASSWORD_TOO_SHORT", params: { min: 8 } });
    expect((await t.database.db.select().from(user).where(eq(user.email, email))).length).toBe(0);
  });

  it("answers the library's refusals with our codes", async () => {
    const wrong = await signIn(t.app, member.email, "not-the-password");
    expect(await errorOf(wrong)).toEqual({ status: 401, code: "INVALID_CREDENTIALS", params: {} });
    const unverified = await signUp(t.app);
    const early = await signIn(t.app, unverified.email, unverified.password);
    // Like a wrong password (decision 025): a sign-up followed by a sign-in tells no free address.
    expect(await errorOf(early)).toEqual({ status: 401, code: "INVALID_CREDENTIALS", params: {} });
    const badToken = await send(t.app, "/api/auth/reset-password", {
      token: "nope",
      newPassword: "long-enough-1",
    });
    expect(await errorOf(badToken)).toMatchObject({ status: 400, code: "INVALID_TOKEN" });
    const badLink = await t.app.request("/api/auth/verify-email?token=nope");
    expect((await errorOf(badLink)).code).toBe("INVALID_TOKEN");
  });

  it("refuses a body over 16 KB with 413", async () => {
    const res = await send(t.app, "/api/auth/sign-in/email", {
      email: "a@b.example",
      password: "x".repeat(20_000),
    });
    expect(await errorOf(res)).toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      params: { maxKb: 16 },
    });
  });

  it("refuses a 1 MB name while /api/health keeps answering (speed is the benchmarks' job, not a test's)", async () => {
    const huge = "x".repeat(1024 * 1024);
    const attacks = Array.from({ length: 5 }, () => updateUser({ firstName: huge, lastName: huge }));
    const health = await t.app.request("/api/health");
    const statuses = (await Promise.all(attacks)).map((r) => r.status);
    expect(health.status).toBe(200);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    expect((await userRow(member.id)).firstName.length).toBeLessThanOrEqual(NAME_MAX);
  });
});
