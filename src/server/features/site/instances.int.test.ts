import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdentityInput } from "../../../shared/schemas/identity";
import { type Database, openPostgres } from "../../db/client";
import { activityLog } from "../../db/schema";
import { pageIdentity } from "../../domain/studio-identity";
import { testDatabaseKind } from "../../test/db";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { call } from "../../test/requests";
import { saveIdentity } from "./identity";

/**
 * Two instances of the server on one PostgreSQL database (each its own pool): what one saves, the
 * other's next page and answer show, with no copy of the identity kept in memory to go stale; two
 * saves at the same moment take turns on the row, each on record. PGlite has one connection: skipped.
 */
const onPostgres = testDatabaseKind() === "postgres";
let t: TestApp;
let second: Database;
let owner: TestUser;

const identity = (name: string): IdentityInput => ({
  name,
  phone: "+30 210 000 0001",
  email: "desk@two.test",
  address: "Αθήνα",
  mapUrl: "",
  socialLinks: [],
  color: "#0b5e55",
  headline: { gr: "", en: "" },
  intro: { gr: "", en: "" },
  story: { gr: "", en: "" },
});

describe.skipIf(!onPostgres)("two instances", () => {
  beforeAll(async () => {
    t = await createTestApp();
    second = openPostgres(t.database.url!, 5);
    owner = await createAdmin(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("the other instance's page and answer name what this one saved", async () => {
    const page = pageIdentity({ database: second, config: t.deps.config, logger: t.deps.logger });
    expect((await page()).site.name).toBe("Kinisi");
    expect(
      (await call(t, "PUT", "/api/admin/identity", owner.cookie, identity("Βόρεια Κίνηση"))).status,
    ).toBe(200);
    expect(await page()).toMatchObject({ site: { name: "Βόρεια Κίνηση" }, carry: true });
  });

  it("two saves at once take turns: both on record, the row is one of them whole", async () => {
    const entries = async () =>
      (
        await t.database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.kind, "identity"))
      )[0]!.n;
    const before = await entries();
    const writer = (db: Database["db"]) => ({ db, clock: t.deps.clock, actorId: owner.id });
    const parse = (name: string) => ({ ...identity(name), color: "#0b5e55" });
    await Promise.all([
      saveIdentity(writer(t.database.db), t.deps.config, parse("Πρώτη")),
      saveIdentity(writer(second.db), t.deps.config, { ...parse("Δεύτερη"), phone: "+30 210 000 0002" }),
    ]);
    expect(await entries()).toBe(before + 2);
    const now = (await call<{ name: string; phone: string }>(t, "GET", "/api/site")).body;
    expect([
      ["Πρώτη", "+30 210 000 0001"],
      ["Δεύτερη", "+30 210 000 0002"],
    ]).toContainEqual([now.name, now.phone]);
  });
});
