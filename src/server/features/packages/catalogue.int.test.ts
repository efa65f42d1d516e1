import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPackage, PublicPackage } from "../../../shared/schemas/packages";

import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { creditsOf } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await createAdmin(t);
  member = await createMember(t);
});
afterAll(() => t.close());

const publicList = async () =>
  (await call<{ packages: PublicPackage[] }>(t, "GET", "/api/packages")).body.packages;

describe("the public catalogue", () => {
  it("lists the seeded packages by price descending, nutrition last, with months, tier and mix", async () => {
    const list = await publicList();
    expect(list.map((p) => p.name)).toEqual([
      "Combo 100 Γυμναστήριο + Pilates",
      "Reformer Pilates 24",
      "Pro 100",
      "Pro 50",
      "Reformer Pilates 12",
      "Ευέλικτο 32 Γυμναστήριο / Pilates",
      "Basic 36",
      "Reformer Pilates 8",
      "Pro 32",
      "Basic 24",
      "Pro 16",
      "Basic 12",
      "Πρόγραμμα Διατροφής",
    ]);
    // The English site's names: the seeded packages have both languages.
    expect(list.filter((p) => p.nameEn).map((p) => [p.name, p.nameEn])).toEqual([
      ["Combo 100 Γυμναστήριο + Pilates", "Combo 100 Gym + Pilates"],
      ["Ευέλικτο 32 Γυμναστήριο / Pilates", "Flexible 32 Gym / Pilates"],
      ["Πρόγραμμα Διατροφής", "Nutrition programme"],
    ]);
    const combo = list[0]!;
    expect(combo).toMatchObject({
      sessions: 100,
      months: 3,
      tier: "pro",
      special: true,
      mix: { gym: 70, pilates: 30 },
    });
    expect(list.find((p) => p.name === "Basic 24")).toMatchObject({
      tier: "basic",
      months: 2,
      mix: null,
      oldPriceCents: 11000,
    });
    expect(list.find((p) => p.name === "Reformer Pilates 12")).toMatchObject({ months: 2 });
    // The spec's flexible package is there from the first start, with an example split.
    expect(list.find((p) => p.name === "Ευέλικτο 32 Γυμναστήριο / Pilates")).toMatchObject({
      flexible: true,
      mix: { gym: expect.any(Number), pilates: expect.any(Number) },
    });
    expect(Object.keys(combo).sort()).toEqual(
      [
        "flexible",
        "id",
        "kind",
        "locations",
        "mix",
        "months",
        "name",
        "nameEn",
        "offer",
        "oldPriceCents",
        "priceCents",
        "sessions",
        "special",
        "tier",
      ].sort(),
    );
  });

  it("puts offers first and shows a flexible package's example split", async () => {
    const offer = await call<AdminPackage>(t, "POST", "/api/admin/packages", admin.cookie, {
      kind: "gym",
      name: "Summer offer 12",
      priceCents: 3000,
      sessions: 12,
    });
    const flexible = await call<AdminPackage>(t, "POST", "/api/admin/packages", admin.cookie, {
      kind: "gym",
      name: "Flexible 20",
      priceCents: 9500,
      sessions: 20,
      flexible: true,
    });
    const list = await publicList();
    expect(list[0]).toMatchObject({ name: "Summer offer 12", offer: true });
    expect(list.find((p) => p.id === flexible.body.id)).toMatchObject({
      flexible: true,
      mix: { gym: 14, pilates: 6 },
    });
    await call(t, "DELETE", `/api/admin/packages/${offer.body.id}`, admin.cookie);
    await call(t, "DELETE", `/api/admin/packages/${flexible.body.id}`, admin.cookie);
  });
});

describe("admin package management", () => {
  it("is for admins only", async () => {
    expect((await call(t, "GET", "/api/admin/packages")).status).toBe(401);
    expect((await call(t, "GET", "/api/admin/packages", member.cookie)).status).toBe(403);
    const res = await call(t, "POST", "/api/admin/packages", member.cookie, {
      kind: "gym",
      name: "x",
      priceCents: 1,
    });
    expect(res.status).toBe(403);
  });

  it("needs a name and a price; numbers are never negative", async () => {
    for (const bad of [
      { kind: "gym", name: "", priceCents: 1000 },
      { kind: "gym", name: "   ", priceCents: 1000 },
      { kind: "gym", name: "No price" },
      { kind: "gym", name: "Negative", priceCents: -1 },
      { kind: "gym", name: "Negative sessions", priceCents: 100, sessions: -3 },
      { kind: "gym", name: "Negative weeks", priceCents: 100, weeks: -1 },
    ]) {
      const res = await call<ErrorBody>(t, "POST", "/api/admin/packages", admin.cookie, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
  });

  it("creates, edits and deletes a package; deleting never changes what members hold", async () => {
    const created = await call<AdminPackage>(t, "POST", "/api/admin/packages", admin.cookie, {
      kind: "pilates",
      name: "  Pilates 4  ",
      priceCents: 6000,
      sessions: 4,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Pilates 4",
      kind: "pilates",
      weeks: null,
      oldPriceCents: null,
    });
    const edited = await call<AdminPackage>(
      t,
      "PUT",
      `/api/admin/packages/${created.body.id}`,
      admin.cookie,
      {
        kind: "pilates",
        name: "Pilates 6",
        priceCents: 8000,
        oldPriceCents: 9000,
        sessions: 6,
        weeks: 4,
      },
    );
    expect(edited.body).toMatchObject({ name: "Pilates 6", sessions: 6, weeks: 4, oldPriceCents: 9000 });
    const all = await call<{ packages: AdminPackage[] }>(t, "GET", "/api/admin/packages", admin.cookie);
    expect(all.body.packages.map((p) => p.name)).toContain("Pilates 6");

    const req = await call<{ id: string }>(t, "POST", "/api/package-requests", member.cookie, {
      packageId: created.body.id,
    });
    await call(t, "POST", `/api/admin/package-requests/${req.body.id}/approve`, admin.cookie);
    const holds = () => creditsOf(t.database.db, member.id, "pilates");
    const before = await holds();
    expect(before).toBe(6);
    expect((await call(t, "DELETE", `/api/admin/packages/${created.body.id}`, admin.cookie)).status).toBe(
      204,
    );
    expect(await holds()).toEqual(before);
    expect((await publicList()).map((p) => p.id)).not.toContain(created.body.id);
  });

  it("answers PACKAGE_NOT_FOUND for a package that is not there", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const put = await call<ErrorBody>(t, "PUT", `/api/admin/packages/${id}`, admin.cookie, {
      kind: "gym",
      name: "x",
      priceCents: 1,
    });
    expect(put.status).toBe(404);
    expect(put.body.error.code).toBe("PACKAGE_NOT_FOUND");
    expect(
      (await call<ErrorBody>(t, "DELETE", `/api/admin/packages/${id}`, admin.cookie)).body.error.code,
    ).toBe("PACKAGE_NOT_FOUND");
  });
});
