import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountStates, emailOutbox, familyLinks, packages, verification } from "./db/schema";
import { eraseAccount } from "./features/account/privacy";
import { requestApi } from "./features/packages/test-api";
import { bookingTestbed } from "./test/booking";
import { cookieFrom, signIn } from "./test/factories";
import { familyTestApi } from "./test/family";
import { lastMail, linkIn } from "./test/mailbox";
import { gymSessions } from "./test/members";
import { call } from "./test/requests";

// Monday 2025-09-01 09:00 at the studio (Athens).
const tb = bookingTestbed();
const TUESDAY = { date: "2025-09-02", time: "10:00" };
const { as, memberBorn, addChild } = familyTestApi(tb);

describe("family accounts", () => {
  it("lets an adult add a 12-year-old, but not a minor add one, nor an adult be added", async () => {
    const parent = await memberBorn("1985-03-10");
    const added = await addChild(parent.cookie, "2013-05-20");
    expect(added.status).toBe(201);
    const family = await as<{ dependants: { id: string; age: number; hasSignIn: boolean }[] }>(
      parent.cookie,
      "GET",
      "/api/family",
    );
    expect(family.body.dependants).toEqual([
      expect.objectContaining({ id: added.body.id, age: 12, hasSignIn: false, email: null }),
    ]);

    const minor = await memberBorn("2008-12-01");
    expect((await addChild(minor.cookie, "2015-01-01")).body.error).toEqual({
      code: "FAMILY_GUARDIAN_NOT_ADULT",
      params: { consentAge: 18 },
    });
    // Turns 18 on the studio's Monday: no longer a dependant to add.
    expect((await addChild(parent.cookie, "2007-09-01")).body.error.code).toBe("FAMILY_DEPENDANT_ADULT");
    expect((await addChild(parent.cookie, "2007-09-02")).status).toBe(201);
  });

  it("buys a package for the child, books and cancels in their name, and the desk sees the adult", async () => {
    const parent = await memberBorn("1980-01-01");
    const child = (await addChild(parent.cookie, "2013-05-20", "Eleni")).body.id;
    const stranger = await memberBorn("1979-01-01");

    const [pkg] = await tb.t.database.db
      .insert(packages)
      .values({ kind: "gym", name: "Οικογενειακό 8", priceCents: 6000, sessions: 8, weeks: 4 })
      .returning();
    const asked = await as<{ id: string }>(
      parent.cookie,
      "POST",
      "/api/package-requests",
      { packageId: pkg!.id },
      child,
    );
    expect(asked.status).toBe(201);
    // The desk sees who asked, not the child's placeholder address.
    const pending = await call<{ requests: { user: { id: string; guardian: unknown } }[] }>(
      tb.t,
      "GET",
      "/api/admin/package-requests",
      tb.admin.cookie,
    );
    expect(pending.body.requests.find((r) => r.user.id === child)?.user.guardian).toEqual({
      name: parent.name,
      email: parent.email,
    });
    const approved = await requestApi(tb.t, tb.admin.cookie).approve(asked.body.id);
    expect(approved.status).toBe(200);
    expect(await gymSessions(tb.t.database.db, child)).toBeGreaterThan(0);
    expect(await gymSessions(tb.t.database.db, parent.id)).toBe(0);
    const before = await gymSessions(tb.t.database.db, child);

    // Under the minimum age, with no consent of their own: the guardian acting is the consent.
    expect((await as(stranger.cookie, "POST", "/api/bookings", TUESDAY, child)).body.error.code).toBe(
      "NOT_YOUR_DEPENDANT",
    );
    const booked = await as<{ reservation: { id: string } }>(
      parent.cookie,
      "POST",
      "/api/bookings",
      TUESDAY,
      child,
    );
    expect(booked.status).toBe(201);
    expect((await tb.bookingOf(child, TUESDAY.date))?.userId).toBe(child);
    expect(await tb.bookingOf(parent.id, TUESDAY.date)).toBeUndefined();
    expect(await gymSessions(tb.t.database.db, child)).toBe(before - 1);
    // The booking's mail goes to the adult, who acted.
    const outbox = await tb.t.database.db
      .select({ to: emailOutbox.toAddress, template: emailOutbox.template })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, parent.email));
    expect(outbox.map((m) => m.template).sort()).toEqual(["bookingConfirmed", "packageApproved"]);

    const mine = await as<{ bookings: { memberId: string; date: string }[] }>(
      parent.cookie,
      "GET",
      "/api/family/bookings",
    );
    expect(mine.body.bookings).toEqual([expect.objectContaining({ memberId: child, date: TUESDAY.date })]);

    const day = await call<{ reservations: { userId: string; name: string; guardianName: string | null }[] }>(
      tb.t,
      "GET",
      `/api/admin/reservations?date=${TUESDAY.date}`,
      tb.admin.cookie,
    );
    expect(day.body.reservations.find((r) => r.userId === child)).toMatchObject({
      name: "Eleni Pappas",
      guardianName: "Member 1",
    });
    const desk = await call<{ guardian: { id: string } | null; dependants: { id: string; age: number }[] }>(
      tb.t,
      "GET",
      `/api/admin/members/${parent.id}/family`,
      tb.admin.cookie,
    );
    expect(desk.body).toEqual({ guardian: null, dependants: [{ id: child, name: "Eleni Pappas", age: 12 }] });

    const id = booked.body.reservation.id;
    expect((await as(stranger.cookie, "DELETE", `/api/bookings/${id}`, undefined, child)).status).toBe(403);
    expect((await as(parent.cookie, "DELETE", `/api/bookings/${id}`)).status).toBe(404);
    expect((await as(parent.cookie, "DELETE", `/api/bookings/${id}`, undefined, child)).status).toBe(200);
    expect(await gymSessions(tb.t.database.db, child)).toBe(before);
  });

  it("gives a sign-in only from the minimum age, on the birthday itself", async () => {
    const parent = await memberBorn("1975-06-01");
    // 16 on Tuesday 2025-09-02.
    const child = (await addChild(parent.cookie, "2009-09-02", "Nikos")).body.id;
    const give = () =>
      as(parent.cookie, "POST", `/api/family/dependants/${child}/sign-in`, {
        email: "nikos.pappas@example.com",
      });
    expect((await give()).body.error).toEqual({
      code: "FAMILY_SIGN_IN_TOO_YOUNG",
      params: { minimumAge: 16 },
    });
    tb.clock.set("2025-09-01T21:00:00Z"); // Tuesday 00:00 at the studio
    try {
      expect((await give()).status).toBe(200);
      // The auth library checks its own tokens against the real time, not the studio's clock.
      await tb.t.database.db
        .update(verification)
        .set({ expiresAt: new Date(Date.now() + 86_400_000) })
        .where(like(verification.identifier, "reset-password:%"));
      const token = new URL(
        linkIn(lastMail(tb.t.mail, "nikos.pappas@example.com", "familySignIn").text),
      ).searchParams.get("token");
      const reset = await call(tb.t, "POST", "/api/auth/reset-password", undefined, {
        token,
        newPassword: "a-good-long-password",
      });
      expect(reset.status).toBe(200);
      const signedIn = await signIn(tb.t.app, "nikos.pappas@example.com", "a-good-long-password");
      expect(signedIn.status).toBe(200);
      // Signed in on their own, the child sees who their guardian is.
      const own = await as<{ guardian: unknown }>(cookieFrom(signedIn), "GET", "/api/family");
      expect(own.body.guardian).toEqual({ name: parent.name, email: parent.email });
      expect((await as<{ guardian: unknown }>(parent.cookie, "GET", "/api/family")).body.guardian).toBeNull();
      expect((await give()).body.error.code).toBe("FAMILY_SIGN_IN_EXISTS");
    } finally {
      tb.clock.set("2025-09-01T06:00:00Z");
    }
  });

  it("exports the dependants with the adult's data, and erases the adult as chosen", async () => {
    const at = () => ({ now: tb.clock.now(), tz: "Europe/Athens" });
    const parent = await memberBorn("1982-02-02");
    const child = (await addChild(parent.cookie, "2014-04-04", "Maria")).body.id;
    const exported = await as<{ family: unknown; dependants: { memberId: string; family: unknown }[] }>(
      parent.cookie,
      "GET",
      "/api/me/data",
    );
    expect(exported.body.dependants).toEqual([
      expect.objectContaining({
        memberId: child,
        family: { guardian: { id: parent.id, name: "Member 1" }, dependants: [] },
      }),
    ]);

    const db = tb.t.database.db;
    await expect(eraseAccount(db, parent.id, at())).rejects.toMatchObject({
      code: "FAMILY_CHOICE_REQUIRED",
      params: { dependants: 1 },
    });
    await eraseAccount(db, parent.id, at(), { dependants: "keep" });
    const erased = async (id: string) =>
      (await db.select().from(accountStates).where(eq(accountStates.userId, id)))[0]?.erasedAt ?? null;
    expect(await erased(parent.id)).not.toBeNull();
    expect(await erased(child)).toBeNull();
    expect(await db.select().from(familyLinks).where(eq(familyLinks.dependantId, child))).toEqual([]);

    const other = await memberBorn("1982-02-02");
    const second = (await addChild(other.cookie, "2016-06-06", "Petros")).body.id;
    await eraseAccount(db, other.id, at(), { dependants: "erase" });
    expect(await erased(other.id)).not.toBeNull();
    expect(await erased(second)).not.toBeNull();
  });
});
