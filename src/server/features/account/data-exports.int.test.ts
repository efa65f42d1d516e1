import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_EXPORTS_MAX, type DataExportItem } from "../../../shared/schemas/account";
import { dataExports } from "../../db/schema";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

/** The exports' audit: every 'download my data' and desk export, listed for the admin. */
let t: TestApp;
let admin: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t, { firstName: "Άννα", lastName: "Γραμματεία" });
  member = await createMember(t, { firstName: "Νίκος", lastName: "Μέλος" });
  other = await createMember(t, { firstName: "Ελένη", lastName: "Άλλη" });
});
afterAll(() => t.close());

const audit = (query = "", cookie = admin.cookie) =>
  call<{ items: DataExportItem[] } & ErrorBody>(t, "GET", `/api/admin/data-exports${query}`, cookie);

describe("the exports' audit", () => {
  it("lists the member's own download and the desk's export: whose data, who asked and why, newest first", async () => {
    expect((await call(t, "GET", "/api/me/data", member.cookie)).status).toBe(200);
    expect((await call(t, "GET", `/api/admin/members/${other.id}/data`, admin.cookie)).status).toBe(200);

    const { status, body } = await audit();
    expect(status).toBe(200);
    const [desk, own] = body.items;
    expect(desk).toMatchObject({
      reason: "desk",
      subject: { id: other.id, name: "Ελένη Άλλη", email: other.email, erased: false },
      requestedBy: { id: admin.id, name: "Άννα Γραμματεία", self: false },
    });
    expect(own).toMatchObject({
      reason: "member",
      subject: { id: member.id, name: "Νίκος Μέλος", email: member.email, erased: false },
      requestedBy: { id: member.id, self: true },
    });
    expect(Date.parse(desk!.at)).toBeGreaterThanOrEqual(Date.parse(own!.at));

    const mine = (await audit(`?memberId=${member.id}`)).body.items;
    expect(mine.map((i) => i.subject.id)).toEqual([member.id]);
  });

  it("names an erased account as erased, never by its placeholder e-mail", async () => {
    expect((await call(t, "GET", "/api/me/data", other.cookie)).status).toBe(200);
    const deleted = await call(t, "POST", "/api/me/delete", other.cookie, {
      confirmation: other.email,
      password: other.password,
    });
    expect(deleted.status).toBe(204);
    const items = (await audit(`?memberId=${other.id}`)).body.items;
    expect(items).toHaveLength(2);
    for (const i of items) expect(i.subject).toEqual({ id: other.id, name: "", email: "", erased: true });
    expect(JSON.stringify(items)).not.toContain("erased.invalid");
  });

  it("is the admin's only: a member is refused, and so is a stranger", async () => {
    const refused = await audit("", member.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.items).toBeUndefined();
    expect((await call(t, "GET", "/api/admin/data-exports")).status).toBe(401);
  });

  it("refuses a malformed member filter with a 400, not a 500", async () => {
    expect((await audit("?memberId=%27%3B%20drop")).status).toBe(400);
  });

  it("answers at most the newest 200 exports", async () => {
    const seeded = await seedMember(t.database.db, { firstName: "Πολλές", lastName: "Εξαγωγές" });
    const base = Date.parse("2030-01-01T00:00:00Z");
    await t.database.db.insert(dataExports).values(
      Array.from({ length: DATA_EXPORTS_MAX + 5 }, (_, i) => ({
        subjectId: seeded.id,
        requestedBy: admin.id,
        reason: "desk" as const,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const items = (await audit()).body.items;
    expect(DATA_EXPORTS_MAX).toBe(200);
    expect(items).toHaveLength(DATA_EXPORTS_MAX);
    expect(items[0]!.at).toBe(new Date(base + (DATA_EXPORTS_MAX + 4) * 60_000).toISOString());
    expect(items.every((i) => i.subject.id === seeded.id)).toBe(true);
  });
});
