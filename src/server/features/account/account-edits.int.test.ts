import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema";
import { createMember, createTestApp, signIn, type TestApp, uniqueEmail } from "../../test/factories";
import { lastMail, linkIn } from "../../test/mailbox";
import { call, errorOf, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the member's own details", () => {
  it("changes first and last name, and the display name follows; the language too", async () => {
    const m = await createMember(t);
    const res = await send(
      t.app,
      "/api/auth/update-user",
      { firstName: " Ελένη ", lastName: "Νικολάου", language: "en" },
      { headers: { cookie: m.cookie } },
    );
    expect(res.status).toBe(200);
    const me = await call<{ user: { name: string; language: string } }>(t, "GET", "/api/me", m.cookie);
    expect(me.body.user).toMatchObject({ name: "Ελένη Νικολάου", language: "en" });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    expect([row!.firstName, row!.lastName]).toEqual(["Ελένη", "Νικολάου"]);
  });

  it("changes the e-mail only when the link sent to the new address is followed", async () => {
    const m = await createMember(t);
    const next = uniqueEmail("moved");
    const res = await send(
      t.app,
      "/api/auth/change-email",
      { newEmail: next.toUpperCase(), callbackURL: "/account" },
      { headers: { cookie: m.cookie } },
    );
    expect(res.status).toBe(200);
    const before = await call<{ user: { email: string } }>(t, "GET", "/api/me", m.cookie);
    expect(before.body.user.email).toBe(m.email);

    const followed = await t.app.request(linkIn(lastMail(t.mail, next, "verifyEmail").text));
    expect(followed.status).toBe(302);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    expect(row!.email).toBe(next);
    expect((await signIn(t.app, next, m.password)).status).toBe(200);
    expect((await signIn(t.app, m.email, m.password)).status).toBe(401);
  });

  it("refuses the same e-mail, a malformed one and an unbounded one", async () => {
    const m = await createMember(t);
    const same = await send(
      t.app,
      "/api/auth/change-email",
      { newEmail: m.email },
      { headers: { cookie: m.cookie } },
    );
    expect((await errorOf(same)).code).toBe("SAME_EMAIL");
    const bad = await send(
      t.app,
      "/api/auth/change-email",
      { newEmail: "nope" },
      { headers: { cookie: m.cookie } },
    );
    expect((await errorOf(bad)).code).toBe("INVALID_EMAIL");
    const long = await send(
      t.app,
      "/api/auth/change-email",
      { newEmail: `${"a".repeat(300)}@x.gr` },
      { headers: { cookie: m.cookie } },
    );
    expect(long.status).toBe(400);
    const signedOut = await send(t.app, "/api/auth/change-email", { newEmail: uniqueEmail() });
    expect(signedOut.status).toBe(401);
  });

  it("answers a taken address like a free one and changes nothing", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const sent = t.mail.length;
    const res = await send(
      t.app,
      "/api/auth/change-email",
      { newEmail: other.email },
      { headers: { cookie: m.cookie } },
    );
    expect(res.status).toBe(200);
    expect(t.mail.length).toBe(sent);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, m.id));
    expect(row!.email).toBe(m.email);
  });
});
