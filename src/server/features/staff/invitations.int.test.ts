import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Invitation } from "../../../shared/schemas/staff-invitations";
import { activityLog, staffInvitations, user } from "../../db/schema";
import { appWithAdmin, cookieFrom, createStaff, signIn, uniqueEmail } from "../../test/factories";
import { lastMail, linkIn } from "../../test/mailbox";
import { call } from "../../test/requests";

const ctx = appWithAdmin();
const PASSWORD = "a-new-staff-password";

const invite = (email: string, role = "trainer", cookie = ctx.admin.cookie) =>
  call<Invitation>(ctx.t, "POST", "/api/admin/staff-invitations", cookie, { email, role, language: "en" });
const accept = (token: string, password = PASSWORD) =>
  call<{ email: string } & { error?: { code: string } }>(
    ctx.t,
    "POST",
    "/api/staff-invitations/accept",
    undefined,
    {
      token,
      firstName: "Eleni",
      lastName: "Trainer",
      password,
    },
  );
const codeOf = (r: { body: unknown }) => (r.body as { error: { code: string } }).error.code;
/** The token of the newest invitation mailed to that address. */
const tokenFor = (email: string) =>
  new URL(linkIn(lastMail(ctx.t.mail, email, "staffInvite").text)).searchParams.get("token")!;
const entries = (action: string, email: string) =>
  ctx.t.database.db
    .select({ actor: activityLog.actorId, details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.kind, "staff_invitation")))
    .then((rows) =>
      rows.filter((r) => {
        const d = r.details as { action?: string; email?: string };
        return d.action === action && d.email === email;
      }),
    );

describe("staff invitations", () => {
  it("invites by e-mail; the link sets the name and password, gives the role, and the account signs in", async () => {
    const email = uniqueEmail("trainer");
    const sent = await invite(email);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, role: "trainer", expired: false });
    const listed = await call<Invitation[]>(ctx.t, "GET", "/api/admin/staff-invitations", ctx.admin.cookie);
    expect(listed.body.map((i) => i.email)).toContain(email);
    const token = tokenFor(email);
    // Only the hash is stored.
    const [row] = await ctx.t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const view = await call<{ email: string; role: string }>(ctx.t, "GET", `/api/staff-invitations/${token}`);
    expect(view.body).toMatchObject({ email, role: "trainer" });
    const done = await accept(token);
    expect(done.status).toBe(200);
    const [made] = await ctx.t.database.db.select().from(user).where(eq(user.email, email));
    expect(made).toMatchObject({ role: "trainer", firstName: "Eleni", language: "en", emailVerified: true });

    const res = await signIn(ctx.t.app, email, PASSWORD);
    expect(res.status).toBe(200);
    const me = await call<{ user: { role: string } }>(ctx.t, "GET", "/api/me", cookieFrom(res));
    expect(me.body.user.role).toBe("trainer");

    const after = await call<Invitation[]>(ctx.t, "GET", "/api/admin/staff-invitations", ctx.admin.cookie);
    expect(after.body.map((i) => i.email)).not.toContain(email);
    expect(await entries("invite", email)).toEqual([expect.objectContaining({ actor: ctx.admin.id })]);
    expect(await entries("accept", email)).toEqual([expect.objectContaining({ actor: made!.id })]);
  });

  it("refuses a link used once already", async () => {
    const email = uniqueEmail("desk");
    await invite(email, "desk");
    const token = tokenFor(email);
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, "another-password-1");
    expect([again.status, codeOf(again)]).toEqual([409, "INVITATION_USED"]);
    expect((await signIn(ctx.t.app, email, "another-password-1")).status).toBe(401);
  });

  it("refuses a withdrawn link, and the withdrawal is logged", async () => {
    const email = uniqueEmail("withdrawn");
    const sent = await invite(email);
    const token = tokenFor(email);
    const gone = await call(
      ctx.t,
      "DELETE",
      `/api/admin/staff-invitations/${sent.body.id}`,
      ctx.admin.cookie,
    );
    expect(gone.status).toBe(204);
    const twice = await call(
      ctx.t,
      "DELETE",
      `/api/admin/staff-invitations/${sent.body.id}`,
      ctx.admin.cookie,
    );
    expect([twice.status, codeOf(twice)]).toEqual([404, "INVITATION_NOT_FOUND"]);
    const view = await call(ctx.t, "GET", `/api/staff-invitations/${token}`);
    expect([view.status, codeOf(view)]).toEqual([409, "INVITATION_WITHDRAWN"]);
    const refused = await accept(token);
    expect([refused.status, codeOf(refused)]).toEqual([409, "INVITATION_WITHDRAWN"]);
    expect(await entries("withdraw", email)).toHaveLength(1);
    const [made] = await ctx.t.database.db.select().from(user).where(eq(user.email, email));
    expect(made).toBeUndefined();
  });

  it("refuses an expired link, and a new invitation replaces the old one", async () => {
    const email = uniqueEmail("late");
    await invite(email);
    const old = tokenFor(email);
    await ctx.t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const refused = await accept(old);
    expect([refused.status, codeOf(refused)]).toEqual([409, "INVITATION_EXPIRED"]);
    const listed = await call<Invitation[]>(ctx.t, "GET", "/api/admin/staff-invitations", ctx.admin.cookie);
    expect(listed.body.find((i) => i.email === email)?.expired).toBe(true);

    await invite(email);
    const fresh = tokenFor(email);
    expect(fresh).not.toBe(old);
    expect(codeOf(await accept(old))).toBe("INVITATION_WITHDRAWN");
    expect((await accept(fresh)).status).toBe(200);
  });

  it("refuses an unknown link and an address that already has an account", async () => {
    const unknown = await call(ctx.t, "GET", "/api/staff-invitations/not-a-real-token");
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "INVITATION_NOT_FOUND"]);
    // Accepting it is refused the same way, without hashing the password it came with.
    const hash = vi.spyOn((await ctx.t.deps.auth.$context).password, "hash");
    try {
      const refused = await accept("not-a-real-token");
      expect([refused.status, codeOf(refused)]).toEqual([404, "INVITATION_NOT_FOUND"]);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
    const taken = await invite(ctx.admin.email);
    expect([taken.status, codeOf(taken)]).toEqual([409, "INVITATION_ACCOUNT_EXISTS"]);
  });

  it("lets only the owner invite, list and withdraw", async () => {
    for (const role of ["desk", "trainer"] as const) {
      const staff = await createStaff(ctx.t, role);
      expect((await invite(uniqueEmail("x"), "desk", staff.cookie)).status).toBe(403);
      expect((await call(ctx.t, "GET", "/api/admin/staff-invitations", staff.cookie)).status).toBe(403);
    }
  });
});
