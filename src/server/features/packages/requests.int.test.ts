import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageExpiry } from "../../../shared/domain/packages";
import type { MemberList } from "../../../shared/schemas/members";
import type { MyRequest, PendingRequest, PublicPackage } from "../../../shared/schemas/packages";
import { creditLedger, packageRequests, schedules } from "../../db/schema";
import { ledgerMismatches } from "../../domain/credits";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { lastMail } from "../../test/mailbox";
import { creditsOf, heldIn } from "../../test/members";
import { atRealTime, call, type ErrorBody } from "../../test/requests";
import { yogaKind } from "../../test/schedules";
import { requestApi } from "./test-api";

const NOW = new Date("2025-01-31T10:00:00Z"); // 31 January: +1 month clamps to 28 February
const TZ = "Europe/Athens";
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let byName: Map<string, PublicPackage>;

const member = (input: Parameters<typeof createMember>[1] = {}) =>
  atRealTime(clock, NOW, () => createMember(t, input));
let api: ReturnType<typeof requestApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  admin = await atRealTime(clock, NOW, () => createAdmin(t));
  api = requestApi(t, admin.cookie);
  const list = await call<{ packages: PublicPackage[] }>(t, "GET", "/api/packages");
  byName = new Map(list.body.packages.map((p) => [p.name, p]));
});
afterAll(() => t.close());

const pkg = (name: string) => byName.get(name)!;
const request = (m: TestUser, name: string) => api.request(m.cookie, pkg(name).id);
const approve = (id: string) => api.approve(id);
const reject = (id: string) => api.reject(id);
const account = (m: TestUser) => api.account(m.cookie);
const ledgerRows = (userId: string) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);

describe("package requests", () => {
  it("a visitor must log in to ask for a package", async () => {
    const res = await call<ErrorBody>(t, "POST", "/api/package-requests", undefined, {
      packageId: pkg("Basic 12").id,
    });
    expect(res.status).toBe(401);
  });

  it("a member has one pending request at a time; the admin sees it in the pending table", async () => {
    const m = await member({ firstName: "Ελένη", lastName: "Ζερβού" });
    const first = await request(m, "Basic 12");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      packageName: "Basic 12",
      kind: "gym",
      sessions: 12,
      months: 1,
      status: "pending",
    });
    const second = await request(m, "Pro 16");
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("PENDING_EXISTS");
    const pending = await call<{ requests: PendingRequest[] }>(
      t,
      "GET",
      "/api/admin/package-requests",
      admin.cookie,
    );
    expect(pending.body.requests).toContainEqual(
      expect.objectContaining({
        id: first.body.id,
        packageName: "Basic 12",
        priceCents: 5000,
        user: { id: m.id, name: "Ελένη Ζερβού", email: m.email, guardian: null },
      }),
    );
    expect((await account(m)).pendingRequest?.id).toBe(first.body.id);
    expect((await call(t, "GET", "/api/admin/package-requests", m.cookie)).status).toBe(403);
  });

  it("an unknown package is PACKAGE_NOT_FOUND", async () => {
    const m = await member();
    const res = await call<ErrorBody>(t, "POST", "/api/package-requests", m.cookie, {
      packageId: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("PACKAGE_NOT_FOUND");
  });
});

describe("approval", () => {
  it("a gym package sets name, sessions, purchase date and expiry, and e-mails the member in their language", async () => {
    const m = await member({ firstName: "Anna", lastName: "Smith", language: "en" });
    const req = await request(m, "Basic 12");
    const res = await approve(req.body.id);
    expect(res.status).toBe(200);
    const expiry = packageExpiry(NOW, 1, TZ);
    expect(expiry.toISOString()).toBe("2025-02-28T21:59:59.999Z");
    expect(res.body).toEqual({ kind: "gym", sessions: 12, expiresAt: expiry.toISOString(), mail: "logged" });
    const acc = await account(m);
    expect(acc.account).toMatchObject({ packageName: "Basic 12", packagePurchasedOn: "2025-01-31" });
    expect(acc.account.credits).toEqual([
      { kind: "gym", sessions: 12, expiresOn: "2025-02-28", expired: false },
    ]);
    expect(acc.pendingRequest).toBeNull();
    expect(acc.ledger).toEqual([
      expect.objectContaining({ kind: "gym", delta: 12, balanceAfter: 12, reason: "package_approved" }),
    ]);
    const mail = lastMail(t.mail, m.email, "packageApproved");
    expect(mail.lang).toBe("en");
    expect(mail.subject).toMatch(/approved/);
    expect(mail.text).toContain("Hello Anna Smith");
    expect(mail.text).toContain("Package: Basic 12");
    expect(mail.text).toContain("Sessions: 12");
    expect(mail.text).toContain("Expires: 28 February 2025");
  });

  it("approving twice, or a request that is not there, is REQUEST_NOT_FOUND and changes nothing", async () => {
    const m = await member();
    const req = await request(m, "Pro 16");
    expect((await approve(req.body.id)).status).toBe(200);
    const before = { account: await account(m), ledger: await ledgerRows(m.id), mails: t.mail.length };
    const again = await approve(req.body.id);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe("REQUEST_NOT_FOUND");
    expect((await reject(req.body.id)).body.error.code).toBe("REQUEST_NOT_FOUND");
    const missing = await approve("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect({ account: await account(m), ledger: await ledgerRows(m.id), mails: t.mail.length }).toEqual(
      before,
    );
  });

  it("two admins approving at once grant the package once", async () => {
    const m = await member();
    const req = await request(m, "Basic 24");
    const results = await Promise.all([approve(req.body.id), approve(req.body.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(heldIn((await account(m)).account)).toBe(24);
    expect(await ledgerRows(m.id)).toHaveLength(1);
  });

  it("a new gym package replaces the old one: the leftover is forfeited in the ledger", async () => {
    const m = await member();
    await approve((await request(m, "Basic 12")).body.id);
    await call(t, "POST", `/api/admin/members/${m.id}/sessions`, admin.cookie, {
      delta: -1,
      reason: "Counted twice",
    });
    await approve((await request(m, "Pro 32")).body.id);
    const rows = await ledgerRows(m.id);
    expect(rows.map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([
      ["package_approved", 12, 12],
      ["admin_adjust", -1, 11],
      ["forfeited", -11, 0],
      ["package_approved", 32, 32],
    ]);
    expect(rows[2]!.actorId).toBe(admin.id);
    const acc = (await account(m)).account;
    expect(acc).toMatchObject({ packageName: "Pro 32" });
    expect(acc.credits[0]).toMatchObject({ kind: "gym", sessions: 32, expiresOn: "2025-03-31" });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it("the pending table says what an approval replaces: the balance held now of each kind it grants", async () => {
    const m = await member();
    await approve((await request(m, "Basic 12")).body.id);
    // The desk gives one session more; the next package's approval resets the balance (the spec's rule).
    await call(t, "POST", `/api/admin/members/${m.id}/sessions`, admin.cookie, {
      delta: 1,
      reason: "Δώρο της γραμματείας",
    });
    const next = await request(m, "Pro 32");
    const pending = await call<{ requests: PendingRequest[] }>(
      t,
      "GET",
      "/api/admin/package-requests",
      admin.cookie,
    );
    expect(pending.body.requests.find((r) => r.id === next.body.id)?.balances).toEqual([
      { kind: "gym", held: 13, granted: 32 },
    ]);
    await reject(next.body.id);
  });

  it("a Pilates package sets the Pilates sessions and expiry and leaves the gym package alone", async () => {
    const m = await member();
    await approve((await request(m, "Basic 12")).body.id);
    const res = await approve((await request(m, "Reformer Pilates 12")).body.id);
    expect(res.body).toMatchObject({ kind: "pilates", sessions: 12 });
    const acc = (await account(m)).account;
    expect(acc.packageName).toBe("Basic 12");
    expect(acc.credits.map((c) => [c.kind, c.sessions, c.expiresOn])).toEqual([
      ["gym", 12, "2025-02-28"],
      ["pilates", 12, "2025-03-31"], // 8 weeks
    ]);
  });

  it("a package of a kind the owner added grants that kind's credits and expiry (decision 038)", async () => {
    const kind = await call(t, "POST", "/api/admin/credit-kinds", admin.cookie, yogaKind());
    expect(kind.status).toBe(201);
    const pkg = { kind: "yoga", name: "Yoga 8", priceCents: 6000, sessions: 8, weeks: 4 };
    const unknown = await call<ErrorBody>(t, "POST", "/api/admin/packages", admin.cookie, {
      ...pkg,
      kind: "boxing",
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "CREDIT_KIND_NOT_FOUND"]);
    const created = await call<{ id: string }>(t, "POST", "/api/admin/packages", admin.cookie, pkg);
    expect(created.status).toBe(201);
    const m = await member();
    await approve((await request(m, "Basic 12")).body.id);
    const req = await call<{ id: string }>(t, "POST", "/api/package-requests", m.cookie, {
      packageId: created.body.id,
    });
    expect((await approve(req.body.id)).body).toMatchObject({ kind: "yoga", sessions: 8 });
    const acc = (await account(m)).account;
    // The gym package stays the member's package; the yoga credits sit beside it.
    expect(acc.packageName).toBe("Basic 12");
    expect(acc.credits.map((c) => [c.kind, c.sessions, c.expiresOn])).toEqual([
      ["gym", 12, "2025-02-28"],
      ["yoga", 8, "2025-02-28"],
    ]);
    expect((await ledgerRows(m.id)).at(-1)).toMatchObject({
      kind: "yoga",
      delta: 8,
      reason: "package_approved",
    });
  });

  it("a member holding only Pilates credits holds that package: the account and the list name it", async () => {
    const m = await member({ firstName: "Μόνο", lastName: "Πιλάτες" });
    await approve((await request(m, "Reformer Pilates 12")).body.id);
    const acc = (await account(m)).account;
    expect(acc).toMatchObject({ packageName: "Reformer Pilates 12", packagePurchasedOn: "2025-01-31" });
    const list = await call<MemberList>(
      t,
      "GET",
      `/api/admin/members?filter=all&field=email&q=${encodeURIComponent(m.email)}&page=1`,
      admin.cookie,
    );
    expect(list.body.items.map((r) => [r.packageName, r.status])).toEqual([
      ["Reformer Pilates 12", "active"],
    ]);
  });

  it("a nutrition package sets the nutrition name and expiry, without sessions", async () => {
    const m = await member();
    const res = await approve((await request(m, "Πρόγραμμα Διατροφής")).body.id);
    expect(res.body).toMatchObject({ kind: "nutrition", sessions: 0 });
    const acc = (await account(m)).account;
    expect(acc).toMatchObject({ nutritionName: "Πρόγραμμα Διατροφής", credits: [], packageName: "" });
    expect(acc.nutritionExpiresOn).toBe("2025-02-28");
    expect(await ledgerRows(m.id)).toEqual([]);
    const mail = lastMail(t.mail, m.email, "packageApproved");
    expect(mail.lang).toBe("gr");
    expect(mail.text).toContain("Πακέτο: Πρόγραμμα Διατροφής");
    expect(mail.text).not.toContain("Συνεδρίες");
    const me = await call<{ user: { hasActiveNutrition: boolean } }>(t, "GET", "/api/me", m.cookie);
    expect(me.body.user.hasActiveNutrition).toBe(true);
  });

  it("the special combined package grants 100 sessions, split 70 gym + 30 Pilates (decision 017)", async () => {
    const m = await member();
    const res = await approve((await request(m, "Combo 100 Γυμναστήριο + Pilates")).body.id);
    expect(res.body.sessions).toBe(100);
    const { account: acc } = await account(m);
    expect([heldIn(acc, "gym"), heldIn(acc, "pilates")]).toEqual([70, 30]);
    expect(acc.credits.map((c) => c.expiresOn)).toEqual([
      acc.credits[0]!.expiresOn,
      acc.credits[0]!.expiresOn,
    ]);
    expect(acc.credits[0]!.expiresOn).not.toBeNull();
  });

  it("the combined package's class part goes to the kind the first class schedule spends, read from its row", async () => {
    const spin = { key: "spin", nameGr: "Ποδήλατο", nameEn: "Spin", position: 3 };
    expect((await call(t, "POST", "/api/admin/credit-kinds", admin.cookie, spin)).status).toBe(201);
    const first = eq(schedules.key, "pilates");
    await t.database.db.update(schedules).set({ creditKind: "spin" }).where(first);
    try {
      const m = await member();
      await approve((await request(m, "Combo 100 Γυμναστήριο + Pilates")).body.id);
      const { account: acc } = await account(m);
      expect([heldIn(acc, "gym"), heldIn(acc, "spin"), heldIn(acc, "pilates")]).toEqual([70, 30, 0]);
    } finally {
      await t.database.db.update(schedules).set({ creditKind: "pilates" }).where(first);
    }
  });

  it("a deleted package can still be approved from the request's copy", async () => {
    const created = await call<{ id: string }>(t, "POST", "/api/admin/packages", admin.cookie, {
      kind: "gym",
      name: "Summer offer 20",
      priceCents: 7000,
      sessions: 20,
    });
    const m = await member();
    const req = await call<MyRequest>(t, "POST", "/api/package-requests", m.cookie, {
      packageId: created.body.id,
    });
    expect((await call(t, "DELETE", `/api/admin/packages/${created.body.id}`, admin.cookie)).status).toBe(
      204,
    );
    expect((await approve(req.body.id)).status).toBe(200);
    const held = (await account(m)).account;
    expect([heldIn(held), held.packageName]).toEqual([20, "Summer offer 20"]);
  });
});

describe("rejection", () => {
  it("sets the rejected time; the member may ask again", async () => {
    const m = await member();
    const req = await request(m, "Basic 36");
    expect((await reject(req.body.id)).status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(packageRequests)
      .where(eq(packageRequests.id, req.body.id));
    expect(row).toMatchObject({ status: "rejected", rejectedAt: NOW, approvedAt: null, decidedBy: admin.id });
    expect((await approve(req.body.id)).status).toBe(404);
    expect((await reject(req.body.id)).status).toBe(404);
    expect(await creditsOf(t.database.db, m.id, "gym")).toBe(0);
    expect((await request(m, "Basic 36")).status).toBe(201);
  });
});
