import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberList, MemberLookupItem } from "../../../shared/schemas/members";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { type SeededMember, seedMember } from "../../test/members";
import { call } from "../../test/requests";

/**
 * In the admin's member screens: an erased account (a tombstone, decision 015) is no
 * member any more; a deactivated one stays listed, marked as such.
 */
let t: TestApp;
let admin: TestUser;
let erased: TestUser;
let deactivated: SeededMember;
let kept: SeededMember;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  erased = await createMember(t, { firstName: "Σβησμένος", lastName: "Λογαριασμός" });
  const db = t.database.db;
  deactivated = await seedMember(db, { firstName: "Παγωμένη", lastName: "Κατάσταση", gym: 3 });
  kept = await seedMember(db, { firstName: "Κανονική", lastName: "Κατάσταση", gym: 3 });
  const deleted = await call(t, "POST", "/api/me/delete", erased.cookie, {
    confirmation: erased.email,
    password: erased.password,
  });
  expect(deleted.status).toBe(204);
  const off = await call(t, "POST", `/api/admin/members/${deactivated.id}/deactivate`, admin.cookie);
  expect(off.status).toBe(204);
});
afterAll(() => t.close());

const list = async (qs: string) =>
  (await call<MemberList>(t, "GET", `/api/admin/members?${qs}`, admin.cookie)).body;
const lookup = async (qs: string) =>
  (await call<{ items: MemberLookupItem[] }>(t, "GET", `/api/admin/member-lookup?${qs}`, admin.cookie)).body
    .items;

describe("erased and deactivated accounts in the admin's member screens", () => {
  it("leaves an erased account out of the active-clients list, its count included", async () => {
    const all = await list("filter=all");
    const ids = all.items.map((i) => i.id);
    expect(ids).not.toContain(erased.id);
    expect(ids).toEqual(expect.arrayContaining([deactivated.id, kept.id, admin.id]));
    expect(all.total).toBe(3);
    expect(JSON.stringify(all)).not.toContain("erased.invalid");
    expect((await list("field=email&q=erased")).items).toEqual([]);
  });

  it("marks the deactivated member, and only them", async () => {
    const rows = (await list("field=name&q=κατασταση")).items;
    expect(rows.map((r) => [r.id, r.deactivated])).toEqual(
      expect.arrayContaining([
        [deactivated.id, true],
        [kept.id, false],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("leaves an erased account out of the member picker, searched or not", async () => {
    const empty = (await lookup("")).map((i) => i.id);
    expect(empty).not.toContain(erased.id);
    expect(empty).toEqual(expect.arrayContaining([deactivated.id, kept.id]));
    expect(await lookup("q=erased")).toEqual([]);
    expect(await lookup(`q=${encodeURIComponent(erased.id.toLowerCase())}`)).toEqual([]);
  });
});
