import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, emailOutbox, memberAccounts, session, user } from "../db/schema";
import {
  cookieFrom,
  createMember,
  createTestApp,
  signIn,
  signUp,
  solveCaptcha,
  type TestApp,
  uniqueEmail,
} from "../test/factories";
import { lastMail, linkIn } from "../test/mailbox";
import { creditsOf } from "../test/members";
import { errorOf, send } from "../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(user).where(eq(user.email, email)))[0];
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("sign-up", () => {
  it("is refused without the robot check", async () => {
    const { res, email } = await signUp(t.app, { captcha: null });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("CAPTCHA_REQUIRED");
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("creates the user and an empty member account when the check is solved", async () => {
    const { res, email } = await signUp(t.app, { firstName: " Eleni ", lastName: "Georgiou" });
    expect(res.status).toBe(200);
    const u = (await userByEmail(email))!;
    expect(u).toMatchObject({
      name: "Eleni Georgiou",
      firstName: "Eleni",
      lastName: "Georgiou",
      role: "user",
    });
    expect(u.emailVerified).toBe(false);
    const [acc] = await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, u.id));
    expect(acc).toMatchObject({ activePackageName: "", packagePurchasedAt: null });
    expect(await creditsOf(t.database.db, u.id, "gym")).toBe(0);
    expect(await creditsOf(t.database.db, u.id, "pilates")).toBe(0);
  });

  it("refuses a replayed robot-check solution", async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await signUp(t.app, { captcha })).res.status).toBe(200);
    const replay = await signUp(t.app, { captcha });
    expect(replay.res.status).toBe(400);
    expect(await errorCode(replay.res)).toBe("CAPTCHA_REQUIRED");
  });

  it("requires the first and last name", async () => {
    for (const missing of [{ firstName: "" }, { lastName: "   " }]) {
      const { res, email } = await signUp(t.app, missing);
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe("FILL_ALL_FIELDS");
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it("answers an existing e-mail exactly like a new one and creates nothing", async () => {
    const names = { firstName: " Nikos", lastName: "Pappas " };
    const first = await signUp(t.app, names);
    const again = await signUp(t.app, { ...names, email: first.email, password: "another-password-1" });
    const fresh = await signUp(t.app, names);
    expect(again.res.status).toBe(200);
    expect(fresh.res.status).toBe(200);
    // Everything but the id, the address and the timestamps must match, or the answer leaks.
    const comparable = async (res: Response) => {
      const body = (await res.json()) as { token: unknown; user: Record<string, unknown> };
      const { id, email, createdAt, updatedAt, ...rest } = body.user;
      expect([typeof id, typeof email, typeof createdAt, typeof updatedAt]).toEqual([
        "string",
        "string",
        "string",
        "string",
      ]);
      return { hasToken: "token" in body, user: rest };
    };
    const againBody = await comparable(again.res);
    expect(againBody).toEqual(await comparable(fresh.res));
    expect(againBody).toMatchObject({
      hasToken: false,
      user: { name: "Nikos Pappas", role: "user", emailVerified: false },
    });
    expect(again.res.headers.getSetCookie()).toEqual([]);
    const rows = await t.database.db.select().from(user).where(eq(user.email, first.email));
    expect(rows).toHaveLength(1);
    // One confirmation for the real sign-up; the second try tells the owner, with the ways back in.
    expect(t.mail.filter((m) => m.to === first.email).map((m) => m.template)).toEqual([
      "verifyEmail",
      "signUpExisting",
    ]);
    const notice = lastMail(t.mail, first.email, "signUpExisting");
    expect(notice.text).toContain("/?login=1");
    expect(notice.text).toContain("/?login=reset");
    expect(t.mail.filter((m) => m.to === fresh.email).map((m) => m.template)).toEqual(["verifyEmail"]);
  });
});

describe("verification and sign-in", () => {
  it("refuses sign-in before the e-mail is verified, then the link verifies it and sign-in works", async () => {
    const { email, password } = await signUp(t.app, { language: "en" });
    const early = await signIn(t.app, email, password);
    expect(await errorOf(early)).toEqual({ status: 401, code: "INVALID_CREDENTIALS", params: {} });
    expect(early.headers.getSetCookie().join()).not.toContain("session_token");

    const outbox = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(outbox[0]).toMatchObject({ template: "verifyEmail", status: "logged" });
    expect(outbox[0]!.subject).toContain("confirm your email");
    const mail = lastMail(t.mail, email, "verifyEmail");
    expect(mail.lang).toBe("en");

    const followed = await t.app.request(linkIn(mail.text));
    expect(followed.status).toBeLessThan(400);
    expect((await userByEmail(email))!.emailVerified).toBe(true);

    const res = await signIn(t.app, email, password);
    expect(res.status).toBe(200);
    const me = await t.app.request("/api/me", { headers: { cookie: cookieFrom(res) } });
    const text = await me.text();
    expect(JSON.parse(text)).toMatchObject({
      user: { email, name: "Maria Papadopoulou", role: "user", language: "en" },
    });

    const u = (await userByEmail(email))!;
    const [cred] = await t.database.db.select().from(account).where(eq(account.userId, u.id));
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, u.id));
    expect(cred!.password).toBeTruthy();
    expect(text).not.toContain(cred!.password!);
    for (const s of sessions) expect(text).not.toContain(s.token);
    expect(text).not.toMatch(/password|token/i);
  });

  it("writes the verification e-mail in Greek for a Greek sign-up", async () => {
    const { email } = await signUp(t.app, { language: "gr" });
    const mail = lastMail(t.mail, email, "verifyEmail");
    expect(mail.lang).toBe("gr");
    expect(mail.subject).toContain("επιβεβαίωση email");
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const member = await createMember(t);
    const res = await signIn(t.app, member.email, member.password);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    // The session token lives only in the HttpOnly cookie, never in a body scripts can read.
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(JSON.stringify(body)).not.toContain(cookie!.split(";")[0]!.split("=")[1]!.split(".")[0]!);
  });
});

describe("password reset", () => {
  const requestReset = (email: string) =>
    send(t.app, "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });

  it("answers an unknown e-mail like a known one", async () => {
    const member = await createMember(t);
    const known = await requestReset(member.email);
    const unknown = await requestReset(uniqueEmail("nobody"));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it("resets the password with the token from the e-mail's link", async () => {
    const member = await createMember(t);
    await requestReset(member.email);
    const link = new URL(linkIn(lastMail(t.mail, member.email, "resetPassword").text));
    const token = link.pathname.split("/").pop()!;
    expect(link.pathname).toBe(`/api/auth/reset-password/${token}`);

    const res = await send(t.app, "/api/auth/reset-password", { token, newPassword: "a-brand-new-secret" });
    expect(res.status).toBe(200);
    expect((await signIn(t.app, member.email, member.password)).status).toBe(401);
    expect((await signIn(t.app, member.email, "a-brand-new-secret")).status).toBe(200);
    const reused = await send(t.app, "/api/auth/reset-password", {
      token,
      newPassword: "yet-another-secret",
    });
    expect(reused.status).toBe(400);
  });
});

describe("cross-site requests", () => {
  it("refuses a mutating request from another origin", async () => {
    const member = await createMember(t);
    const evil = { origin: "https://evil.example", cookie: member.cookie };
    const lang = await send(t.app, "/api/me/language", { language: "en" }, { method: "PUT", headers: evil });
    expect(lang.status).toBe(403);
    expect(await errorCode(lang)).toBe("CROSS_ORIGIN_REFUSED");
    const login = await send(
      t.app,
      "/api/auth/sign-in/email",
      { email: member.email, password: member.password },
      { headers: evil },
    );
    expect(login.status).toBe(403);
    const same = await send(
      t.app,
      "/api/me/language",
      { language: "en" },
      { method: "PUT", headers: { cookie: member.cookie } },
    );
    expect(same.status).toBe(204);
  });
});
