import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Account, MemberDetails, MemberList, MyAccount } from "../../../shared/schemas/members";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { creditLedger, memberAccounts, reservations } from "../../db/schema";
import { ledgerMismatches } from "../../domain/credits";
import {
  createAdmin,
  createMember,
  createStaff,
  createTestApp,
  type TestApp,
  type TestUser,
} from "../../test/factories";
import { seedMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { yogaKind } from "../../test/schedules";

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
  call<{ kind: string; sessions: number } & ErrorBody>(
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
  credits: [
    { kind: "gym", sessions: 8 as unknown, expiresOn: "2025-10-31" },
    { kind: "pilates", sessions: 0 as unknown, expiresOn: "" },
  ],
  packageName: "Pro 16",
  nutritionName: "",
  nutritionExpiresOn: null,
};

describe("plus or minus one session", () => {
  it("adds and removes one session with a ledger row, never below 0", async () => {
    const m = await seedMember(t.database.db, { firstName: "Άννα", lastName: "Λάμπρου", gym: 1 });
    expect((await adjust(m.id, { delta: -1, reason: "Counted twice" })).body).toEqual({
      kind: "gym",
      sessions: 0,
    });
    const refused = await adjust(m.id, { delta: -1, reason: "Again" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("SESSIONS_NEGATIVE");
    expect((await adjust(m.id, { delta: 1, kind: "pilates", reason: "A gift" })).body).toEqual({
      kind: "pilates",
      sessions: 1,
    });
    expect((await ledger(m.id)).map((r) => [r.kind, r.reason, r.delta, r.balanceAfter, r.actorId])).toEqual([
      ["gym", "package_approved", 1, 1, null],
      ["gym", "admin_adjust", -1, 0, admin.id],
      ["pilates", "admin_adjust", 1, 1, admin.id],
    ]);
  });
  it("requires the desk's reason, and the member reads it beside the change in their history", async () => {
    const m = await createMember(t);
    for (const reason of [undefined, "", "   ", "x".repeat(201)])
      expect((await adjust(m.id, { delta: 1, reason })).status).toBe(400);
    expect((await adjust(m.id, { delta: 1, reason: "  Came with a friend  " })).status).toBe(200);
    const mine = await call<MyAccount>(t, "GET", "/api/me/account", m.cookie);
    expect(mine.body.ledger[0]).toMatchObject({
      reason: "admin_adjust",
      delta: 1,
      note: "Came with a friend",
    });
    const theirs = await call<MemberDetails>(t, "GET", `/api/admin/members/${m.id}`, admin.cookie);
    expect(theirs.body.ledger[0]).toMatchObject({ note: "Came with a friend" });
  });
  it("takes only +1 or -1, for a member who exists", async () => {
    const m = await seedMember(t.database.db, { firstName: "A", lastName: "B" });
    const reason = "Test";
    expect((await adjust(m.id, { delta: 5, reason })).status).toBe(400);
    expect((await adjust("no-such-member", { delta: 1, reason })).body.error.code).toBe("USER_NOT_FOUND");
    expect((await adjust(m.id, { delta: 1, kind: "boxing", reason })).body.error.code).toBe(
      "CREDIT_KIND_NOT_FOUND",
    );
  });
});

describe("the edit modal", () => {
  it("saves balances through the ledger, expiries as the end of the studio day, and names", async () => {
    const m = await seedMember(t.database.db, { firstName: "Γιώργος", lastName: "Ρήγας", gym: 3 });
    const res = await edit(m.id, validEdit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ packageName: "Pro 16", nutritionName: null });
    expect(res.body.credits).toEqual([
      { kind: "gym", sessions: 8, expiresOn: "2025-10-31", expired: expect.any(Boolean) },
      { kind: "pilates", sessions: 0, expiresOn: null, expired: false },
    ]);
    expect((await ledger(m.id)).at(-1)).toMatchObject({
      reason: "admin_edit",
      delta: 5,
      balanceAfter: 8,
      actorId: admin.id,
    });
    // Saving the same balance writes no ledger row.
    await edit(m.id, validEdit);
    expect(await ledger(m.id)).toHaveLength(2);
    // The history names who edited it by their role: the owner here, the desk for a ±1.
    const desk = await createStaff(t, "desk");
    await call(t, "POST", `/api/admin/members/${m.id}/sessions`, desk.cookie, {
      delta: 1,
      reason: "Ήρθε με φίλη",
    });
    const details = await call<MemberDetails>(t, "GET", `/api/admin/members/${m.id}`, admin.cookie);
    expect(details.body.ledger.map((l) => [l.reason, l.by, l.byRole])).toEqual([
      ["admin_adjust", "Studio desk", "desk"],
      ["admin_edit", "Studio Admin", "owner"],
      [expect.any(String), null, null],
    ]);
  });
  it("turns empty sessions into 0", async () => {
    const m = await seedMember(t.database.db, { firstName: "Κ", lastName: "Λ", gym: 4, pilates: 2 });
    const res = await edit(m.id, {
      ...validEdit,
      credits: [
        { kind: "gym", sessions: "", expiresOn: "" },
        { kind: "pilates", sessions: null, expiresOn: "" },
      ],
    });
    expect(res.body.credits.map((c) => c.sessions)).toEqual([0, 0]);
  });
  it("edits a kind of credit the owner added, and refuses one no row has (decision 038)", async () => {
    const m = await seedMember(t.database.db, { firstName: "Ρ", lastName: "Σ", gym: 2 });
    const made = await call(t, "POST", "/api/admin/credit-kinds", admin.cookie, yogaKind());
    expect(made.status).toBe(201);
    const yoga = { kind: "yoga", sessions: 6, expiresOn: "2025-11-30" };
    const res = await edit(m.id, { ...validEdit, credits: [yoga] });
    expect(res.status).toBe(200);
    // A kind left out keeps its balance; the new kind is listed after the seeded ones.
    expect(res.body.credits.map((c) => [c.kind, c.sessions, c.expiresOn])).toEqual([
      ["gym", 2, null],
      ["yoga", 6, "2025-11-30"],
    ]);
    expect((await ledger(m.id)).at(-1)).toMatchObject({ kind: "yoga", delta: 6, reason: "admin_edit" });
    const unknown = await edit(m.id, { ...validEdit, credits: [{ ...yoga, kind: "boxing" }] });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "CREDIT_KIND_NOT_FOUND"]);
    const twice = await edit(m.id, { ...validEdit, credits: [yoga, yoga] });
    expect(twice.status).toBe(400);
    expect(await ledger(m.id)).toHaveLength(2);
  });
  it("rejects an invalid date or negative sessions and changes nothing", async () => {
    const m = await seedMember(t.database.db, { firstName: "Μ", lastName: "Ν", gym: 4 });
    const before = await t.database.db.select().from(memberAccounts).where(eq(memberAccounts.userId, m.id));
    for (const bad of [
      { ...validEdit, credits: [{ kind: "gym", sessions: 8, expiresOn: "2025-02-30" }] },
      { ...validEdit, nutritionExpiresOn: "31/12/2025" },
      { ...validEdit, credits: [{ kind: "gym", sessions: -1, expiresOn: "" }] },
    ]) {
      const res = await edit(m.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    const res = await edit(m.id, {
      ...validEdit,
      credits: [{ kind: "gym", sessions: 8, expiresOn: "2025-02-30" }],
    });
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
    await t.database.db.insert(reservations).values({
      kind: "member",
      userId: member.id,
      name: "Σοφία",
      email: member.email,
      date: "2025-09-01",
      time: "19:00",
      schedule: "pilates",
      place: 3,
    });
    const res = await call<MemberDetails>(t, "GET", `/api/admin/members/${member.id}`, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      name: "Σοφία Οικονόμου",
      email: member.email,
      role: "user",
      language: "gr",
    });
    expect(res.body.account).toMatchObject({ packageName: "Basic 12" });
    expect(res.body.account.credits.map((c) => [c.kind, c.sessions])).toEqual([["gym", 12]]);
    expect(res.body.requests).toEqual([expect.objectContaining({ id: req.body.id, status: "approved" })]);
    expect(res.body.ledger).toEqual([expect.objectContaining({ reason: "package_approved", delta: 12 })]);
    expect(res.body.bookings).toEqual([
      { date: "2025-09-02", time: "18:00", schedule: "gym", place: null },
      { date: "2025-09-01", time: "19:00", schedule: "pilates", place: 3 },
    ]);
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
        credits: [],
        packageName: "",
        packagePurchasedOn: null,
        nutritionName: null,
        nutritionExpiresOn: null,
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
