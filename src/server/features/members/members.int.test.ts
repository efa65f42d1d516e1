import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Account, MemberDetails, MemberList, MyAccount } from "../../../shared/schemas/members";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { creditLedger, memberAccounts, reservations } from "../../db/schema";
import { ledgerMismatches } from "../../lib/credits";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await createAdmin(t);
});
afterAll(async () => {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  await t.close();
});

const adjust = (id: string, body: unknown) =>
  call<{ gymSessions: number; pilatesSessions: number } & ErrorBody>(
    t,
    "POST",
    `/api/admin/members/${id}/sessions`,
    admin.cookie,
    body,
  );
const edit = (id: string, body: unknown) =>
  call<Account & ErrorBody>(t, "PUT", `/api/admin/members/${id}`, admin.cookie, body);
const ledger = (id: string) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id)).orderBy(creditLedger.id);
const validEdit = {
  gymSessions: 8,
  gymExpiresOn: "2025-10-31",
  pilatesSessions: 0,
  pilatesExpiresOn: "",
  packageName: "Pro 16",
  nutritionName: "",
  nutritionExpiresOn: null,
};

describe("plus or minus one session", () => {
  it("adds and removes one session with a ledger row, never below 0", async () => {
    const m = await seedMember(t.database.db, { firstName: "Άννα", lastName: "Λάμπρου", gym: 1 });
    expect((await adjust(m.id, { delta: -1 })).body).toEqual({ gymSessions: 0, pilatesSessions: 0 });
    const refused = await adjust(m.id, { delta: -1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("SESSIONS_NEGATIVE");
    expect((await adjust(m.id, { delta: 1, kind: "pilates" })).body).toEqual({
      gymSessions: 0,
      pilatesSessions: 1,
    });
    expect((await ledger(m.id)).map((r) => [r.kind, r.reason, r.delta, r.balanceAfter, r.actorId])).toEqual([
      ["gym", "package_approved", 1, 1, null],
      ["gym", "admin_adjust", -1, 0, admin.id],
      ["pilates", "admin_adjust", 1, 1, admin.id],
    ]);
  });
  it("takes only +1 or -1, for a member who exists", async () => {
    const m = await seedMember(t.database.db, { firstName: "A", lastName: "B" });
    expect((await adjust(m.id, { delta: 5 })).status).toBe(400);
    expect((await adjust("no-such-member", { delta: 1 })).body.error.code).toBe("USER_NOT_FOUND");
  });
});

describe("the edit modal", () => {
  it("saves balances through the ledger, expiries as the end of the studio day, and names", async () => {
    const m = await seedMember(t.database.db, { firstName: "Γιώργος", lastName: "Ρήγας", gym: 3 });
    const res = await edit(m.id, validEdit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gymSessions: 8,
      gymExpiresOn: "2025-10-31",
      pilatesExpiresOn: null,
      packageName: "Pro 16",
      nutritionName: null,
    });
    expect((await ledger(m.id)).at(-1)).toMatchObject({
      reason: "admin_edit",
      delta: 5,
      balanceAfter: 8,
      actorId: admin.id,
    });
    // Saving the same balance writes no ledger row.
    await edit(m.id, validEdit);
    expect(await ledger(m.id)).toHaveLength(2);
  });
  it("turns empty sessions into 0", async () => {
    const m = await seedMember(t.database.db, { firstName: "Κ", lastName: "Λ", gym: 4, pilates: 2 });
    const res = await edit(m.id, { ...validEdit, gymSessions: "", pilatesSessions: null });
    expect(res.body).toMatchObject({ gymSessions: 0, pilatesSessions: 0 });
  });
  it("rejects an invalid date or negative sessions and changes nothing", async () => {
    const m = await seedMember(t.database.db, { firstName: "Μ", lastName: "Ν", gym: 4 });
    const before = await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, m.id));
    for (const bad of [
      { ...validEdit, gymExpiresOn: "2025-02-30" },
      { ...validEdit, nutritionExpiresOn: "31/12/2025" },
      { ...validEdit, gymSessions: -1 },
    ]) {
      const res = await edit(m.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    const res = await edit(m.id, { ...validEdit, gymExpiresOn: "2025-02-30" });
    expect(JSON.stringify(res.body.error.params)).toContain("INVALID_DATE");
    expect(await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, m.id))).toEqual(
      before,
    );
  });
});

describe("details and the member's own account", () => {
  it("the details modal shows the account, requests, ledger history and bookings", async () => {
    const member = await createMember(t, { firstName: "Σοφία", lastName: "Οικονόμου" });
    const list = await call<{ packages: PublicPackage[] }>(t, "GET", "/api/packages");
    const basic = list.body.packages.find((p) => p.name === "Basic 12")!;
    const req = await call<{ id: string }>(t, "POST", "/api/package-requests", member.cookie, {
      packageId: basic.id,
    });
    await call(t, "POST", `/api/admin/package-requests/${req.body.id}/approve`, admin.cookie);
    await t.database.db.insert(reservations).values({
      kind: "member",
      userId: member.id,
      name: "Σοφία",
      email: member.email,
      date: "2025-09-02",
      time: "18:00",
    });
    const res = await call<MemberDetails>(t, "GET", `/api/admin/members/${member.id}`, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      name: "Σοφία Οικονόμου",
      email: member.email,
      role: "user",
      language: "gr",
    });
    expect(res.body.account).toMatchObject({ gymSessions: 12, packageName: "Basic 12" });
    expect(res.body.requests).toEqual([expect.objectContaining({ id: req.body.id, status: "approved" })]);
    expect(res.body.ledger).toEqual([expect.objectContaining({ reason: "package_approved", delta: 12 })]);
    expect(res.body.bookings).toEqual([{ date: "2025-09-02", time: "18:00" }]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|token/i);
    expect((await call<ErrorBody>(t, "GET", "/api/admin/members/nobody", admin.cookie)).body.error.code).toBe(
      "USER_NOT_FOUND",
    );
  });

  it("a member sees their own sessions, expiry, pending request and history, and nobody else's", async () => {
    const member = await createMember(t);
    const mine = await call<MyAccount>(t, "GET", "/api/me/account", member.cookie);
    expect(mine.body).toEqual({
      account: {
        gymSessions: 0,
        gymExpiresOn: null,
        pilatesSessions: 0,
        pilatesExpiresOn: null,
        packageName: "",
        packagePurchasedOn: null,
        nutritionName: null,
        nutritionExpiresOn: null,
        gymExpired: false,
        pilatesExpired: false,
        nutritionExpired: false,
      },
      pendingRequest: null,
      ledger: [],
    });
    expect((await call(t, "GET", "/api/me/account")).status).toBe(401);
    expect((await call(t, "GET", `/api/admin/members/${admin.id}`, member.cookie)).status).toBe(403);
    expect((await call(t, "PUT", `/api/admin/members/${member.id}`, member.cookie, validEdit)).status).toBe(
      403,
    );
  });
});

describe("roles", () => {
  it("the owner makes a member front desk from the list, and a member again", async () => {
    const member = await createMember(t, { firstName: "Promo", lastName: "Ted" });
    const find = async () =>
      (
        await call<MemberList>(
          t,
          "GET",
          `/api/admin/members?field=email&q=${encodeURIComponent(member.email)}`,
          admin.cookie,
        )
      ).body.items[0]!.role;
    await call(t, "PUT", `/api/admin/members/${member.id}/role`, admin.cookie, { role: "desk" });
    expect(await find()).toBe("desk");
    expect((await call(t, "GET", "/api/admin/members", member.cookie)).status).toBe(200);
    await call(t, "PUT", `/api/admin/members/${member.id}/role`, admin.cookie, { role: "user" });
    expect(await find()).toBe("user");
    expect((await call(t, "GET", "/api/admin/members", member.cookie)).status).toBe(403);
  });
});
