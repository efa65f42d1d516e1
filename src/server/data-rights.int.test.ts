import crypto from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  account,
  cancellations,
  contactMessages,
  creditLedger,
  dataExports,
  emailOutbox,
  notifications,
  packageRequests,
  reservations,
  session,
  user,
} from "./db/schema";
import { ledgerMismatches } from "./domain/credits";
import { bookingTestbed, VALID_UNTIL } from "./test/booking";
import { TEST_PASSWORD } from "./test/factories";
import { call, errorOf, send } from "./test/requests";

type Exported = Record<string, unknown> & {
  profile: { profile: { email: string; firstName: string } };
  credits: {
    balances: { kind: string; sessions: number; expiresAt: string | null }[];
    ledger: { delta: number }[];
  };
  packageRequests: { packageName: string }[];
  bookings: { reservations: { date: string }[]; cancellations: { date: string }[] };
  contactMessages: { message: string }[];
  emails: { subject: string }[];
};

describe("the member's data: export, deletion, deactivation", () => {
  const tb = bookingTestbed();
  const db = () => tb.t.database.db;

  /** A member with a password (quick members have none), so they can sign in and confirm a deletion. */
  async function memberWithPassword(sessions = 5) {
    const m = await tb.member(sessions);
    const ctx = await tb.t.deps.auth.$context;
    await db()
      .insert(account)
      .values({
        id: crypto.randomUUID(),
        accountId: m.id,
        providerId: "credential",
        userId: m.id,
        password: await ctx.password.hash(TEST_PASSWORD),
      });
    return m;
  }

  /** A member with a history: a past booking, a cancellation, a booking to come, a request, a message, an e-mail. */
  async function memberWithHistory() {
    tb.clock.set("2025-09-01T06:00:00Z"); // Monday 09:00
    const m = await memberWithPassword(5);
    expect((await tb.api.book(m.cookie, { date: "2025-09-01", time: "10:00" })).status).toBe(201);
    tb.clock.set("2025-09-01T09:00:00Z"); // 12:00: the 10:00 booking is past
    const booked = await tb.api.book(m.cookie, { date: "2025-09-02", time: "12:00" });
    const { reservation } = (await booked.json()) as { reservation: { id: string } };
    expect((await tb.api.cancel(m.cookie, reservation.id)).status).toBe(200);
    expect((await tb.api.book(m.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    await db().insert(packageRequests).values({
      userId: m.id,
      packageName: "Pro 12",
      kind: "gym",
      priceCents: 6000,
      sessions: 12,
      months: 1,
      status: "approved",
    });
    await db().insert(contactMessages).values({
      email: m.email.toUpperCase(),
      phone: "+30 210 000 0000",
      message: "Θέλω πληροφορίες για το Pilates.",
      clientKey: "k",
    });
    await tb.t.deps.mailer.send({
      to: m.email,
      lang: "gr",
      template: "resetPassword",
      data: { name: "M", url: "http://x/y", studio: "Kinisi" },
    });
    return m;
  }

  it("exports everything held about the member in one JSON file, and records the export", async () => {
    const m = await memberWithHistory();
    const res = await tb.t.app.request("/api/me/data", { headers: { cookie: m.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kinisi-data-/);
    const data = (await res.json()) as Exported;
    expect(data.profile.profile.email).toBe(m.email);
    expect(data.credits.ledger.map((r) => r.delta)).toEqual([5, -1, -1, 1, -1]);
    // Each kind's balance with its expiry date (the rows of member_credits).
    expect(data.credits.balances.find((b) => b.kind === "gym")).toEqual({
      kind: "gym",
      sessions: 3,
      expiresAt: VALID_UNTIL.toISOString(),
    });
    expect(data.packageRequests.map((r) => r.packageName)).toEqual(["Pro 12"]);
    expect(data.bookings.reservations.map((r) => r.date)).toEqual(["2025-09-01", "2025-09-03"]);
    expect(data.bookings.cancellations.map((r) => r.date)).toEqual(["2025-09-02"]);
    expect(data.contactMessages.map((r) => r.message)).toEqual(["Θέλω πληροφορίες για το Pilates."]);
    // Three booking confirmations and a cancellation, and the reset e-mail.
    expect(data.emails).toHaveLength(5);
    const audit = await db().select().from(dataExports).where(eq(dataExports.subjectId, m.id));
    expect(audit.map((a) => [a.reason, a.requestedBy])).toEqual([["member", m.id]]);
  });

  it("lets an admin export a member's data for a desk request, and no one else", async () => {
    const m = await memberWithPassword();
    const other = await memberWithPassword();
    const res = await tb.t.app.request(`/api/admin/members/${m.id}/data`, {
      headers: { cookie: tb.admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Exported).profile.profile.email).toBe(m.email);
    const asMember = await tb.t.app.request(`/api/admin/members/${m.id}/data`, {
      headers: { cookie: other.cookie },
    });
    expect(asMember.status).toBe(403);
    expect((await tb.t.app.request("/api/me/data")).status).toBe(401);
    const missing = await tb.t.app.request("/api/admin/members/nobody/data", {
      headers: { cookie: tb.admin.cookie },
    });
    expect((await errorOf(missing)).code).toBe("USER_NOT_FOUND");
    const audit = await db().select().from(dataExports).where(eq(dataExports.subjectId, m.id));
    expect(audit.map((a) => [a.reason, a.requestedBy])).toEqual([["desk", tb.admin.id]]);
  });

  it("deletes the account: no sign-in, personal data gone, the studio's figures unchanged", async () => {
    const m = await memberWithHistory();
    const attendance = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(reservations)
          .where(lte(reservations.date, "2025-09-01"))
      )[0]!.n;
    const cancelled = async () =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(cancellations))[0]!.n;
    const ledgerSum = async () =>
      (
        await db()
          .select({ s: sql<number>`coalesce(sum(delta), 0)::int`, n: sql<number>`count(*)::int` })
          .from(creditLedger)
      )[0];
    const before = {
      attendance: await attendance(),
      cancelled: await cancelled(),
      ledger: await ledgerSum(),
    };

    const remaining = await call<{ credits: { kind: string; sessions: number }[] }>(
      tb.t,
      "GET",
      "/api/me/remaining-sessions",
      m.cookie,
    );
    expect(remaining.body.credits).toEqual([{ kind: "gym", sessions: 3 }]);
    const wrong = await send(
      tb.t.app,
      "/api/me/delete",
      { confirmation: "someone@else.gr", password: TEST_PASSWORD },
      { headers: { cookie: m.cookie } },
    );
    expect((await errorOf(wrong)).code).toBe("CONFIRMATION_MISMATCH");
    const badPassword = await send(
      tb.t.app,
      "/api/me/delete",
      { confirmation: m.email, password: "not-the-password" },
      { headers: { cookie: m.cookie } },
    );
    expect((await errorOf(badPassword)).code).toBe("WRONG_PASSWORD");

    const res = await send(
      tb.t.app,
      "/api/me/delete",
      { confirmation: ` ${m.email.toUpperCase()} `, password: TEST_PASSWORD },
      { headers: { cookie: m.cookie } },
    );
    expect(res.status).toBe(204);

    expect((await tb.t.app.request("/api/me/account", { headers: { cookie: m.cookie } })).status).toBe(401);
    const signIn = await send(tb.t.app, "/api/auth/sign-in/email", {
      email: m.email,
      password: TEST_PASSWORD,
    });
    expect((await errorOf(signIn)).code).toBe("INVALID_CREDENTIALS");

    const [row] = await db().select().from(user).where(eq(user.id, m.id));
    expect([row!.name, row!.firstName, row!.lastName]).toEqual(["", "", ""]);
    expect(row!.email).not.toContain(m.email.split("@")[0]!);
    expect(await db().select().from(session).where(eq(session.userId, m.id))).toEqual([]);
    expect(
      await db().select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${m.email}`),
    ).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email))).toEqual([]);
    const kept = await db().select().from(reservations).where(eq(reservations.userId, m.id));
    expect(kept.map((r) => [r.date, r.name, r.email])).toEqual([["2025-09-01", "", ""]]);
    const keptCancellations = await db().select().from(cancellations).where(eq(cancellations.userId, m.id));
    expect(keptCancellations.map((r) => [r.date, r.name, r.email])).toEqual([["2025-09-02", "", ""]]);
    expect(
      await db()
        .select()
        .from(packageRequests)
        .where(and(eq(packageRequests.userId, m.id), eq(packageRequests.status, "approved"))),
    ).toHaveLength(1);

    expect({
      attendance: await attendance(),
      cancelled: await cancelled(),
      ledger: await ledgerSum(),
    }).toEqual(before);
    const told = await db().select().from(notifications).where(eq(notifications.type, "account_deleted"));
    expect(told.map((n) => n.params)).toEqual([{ name: "", email: "", date: "2025-09-01", time: "12:00" }]);
    expect(await ledgerMismatches(db())).toEqual([]);
    // The erased account is no one's: not even an admin can export or deactivate it.
    const exported = await tb.t.app.request(`/api/admin/members/${m.id}/data`, {
      headers: { cookie: tb.admin.cookie },
    });
    expect(exported.status).toBe(404);
  });

  it("refuses to delete an admin's own account", async () => {
    const res = await send(
      tb.t.app,
      "/api/me/delete",
      { confirmation: tb.admin.email, password: TEST_PASSWORD },
      { headers: { cookie: tb.admin.cookie } },
    );
    expect((await errorOf(res)).code).toBe("ADMIN_ACCOUNT");
  });

  it("shuts a deactivated member out at once, and lets them back when reactivated", async () => {
    const m = await memberWithPassword();
    expect((await tb.t.app.request("/api/me/account", { headers: { cookie: m.cookie } })).status).toBe(200);
    const asMember = await send(
      tb.t.app,
      `/api/admin/members/${m.id}/deactivate`,
      {},
      { headers: { cookie: m.cookie } },
    );
    expect(asMember.status).toBe(403);
    const off = await send(
      tb.t.app,
      `/api/admin/members/${m.id}/deactivate`,
      {},
      { headers: { cookie: tb.admin.cookie } },
    );
    expect(off.status).toBe(204);
    expect((await tb.t.app.request("/api/me/account", { headers: { cookie: m.cookie } })).status).toBe(401);
    const refused = await send(tb.t.app, "/api/auth/sign-in/email", {
      email: m.email,
      password: TEST_PASSWORD,
    });
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: "ACCOUNT_DEACTIVATED" });

    const on = await send(
      tb.t.app,
      `/api/admin/members/${m.id}/reactivate`,
      {},
      { headers: { cookie: tb.admin.cookie } },
    );
    expect(on.status).toBe(204);
    const back = await send(tb.t.app, "/api/auth/sign-in/email", { email: m.email, password: TEST_PASSWORD });
    expect(back.status).toBe(200);
  });

  it("does not deactivate an admin", async () => {
    const res = await send(
      tb.t.app,
      `/api/admin/members/${tb.admin.id}/deactivate`,
      {},
      { headers: { cookie: tb.admin.cookie } },
    );
    expect((await errorOf(res)).code).toBe("ADMIN_ACCOUNT");
  });

  it("exposes no auth-library path that deletes or bans a user", async () => {
    for (const path of [
      "/delete-user",
      "/delete-user/callback",
      "/admin/remove-user",
      "/admin/ban-user",
      "/admin/set-user-password",
    ]) {
      const res = await send(tb.t.app, `/api/auth${path}`, {}, { headers: { cookie: tb.admin.cookie } });
      expect(res.status, path).toBe(404);
    }
  });
});
