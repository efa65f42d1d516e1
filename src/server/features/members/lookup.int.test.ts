import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createMember, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { seedMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

const NOW = new Date("2025-09-15T09:00:00Z");
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  clock.set(new Date()); // the robot check's challenge expires in real time
  admin = await createAdmin(t);
  member = await createMember(t);
  clock.set(NOW);
  const db = t.database.db;
  await seedMember(db, { firstName: "Μαρία", lastName: "Παπαδοπούλου", email: "maria@lookup.test" });
  await seedMember(db, {
    firstName: "Ελένη",
    lastName: "Ζερβού",
    email: "eleni@lookup.test",
    nutritionExpiresAt: new Date(NOW.getTime() + 10 * DAY),
  });
  await seedMember(db, {
    firstName: "Σοφία",
    lastName: "Ζερβού",
    email: "sofia@lookup.test",
    nutritionExpiresAt: new Date(NOW.getTime() - DAY),
  });
  for (let i = 0; i < 35; i++) await seedMember(db, { firstName: `Όνομα${i}`, lastName: "Πλήθος" });
});
afterAll(() => t.close());

async function lookup(params: Record<string, string | number>, cookie = admin.cookie) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return call<{ items: MemberLookupItem[] } & ErrorBody>(t, "GET", `/api/admin/member-lookup?${qs}`, cookie);
}
const emails = async (params: Record<string, string | number>) =>
  (await lookup(params)).body.items.map((i) => i.email);

describe("the member picker's search", () => {
  it("finds by name or surname without accents or case, and by e-mail", async () => {
    expect(await emails({ q: "καμία-τέτοια" })).toEqual([]);
    expect(await emails({ q: "ΠΑΠΑΔΟΠΟΥΛΟΥ" })).toEqual(["maria@lookup.test"]);
    expect(await emails({ q: "μαρια παπαδ" })).toEqual(["maria@lookup.test"]);
    expect(await emails({ q: "ELENI@" })).toEqual(["eleni@lookup.test"]);
  });

  it("keeps only valid nutrition packages in the nutrition scope", async () => {
    expect(await emails({ q: "ζερβου" })).toEqual(["eleni@lookup.test", "sofia@lookup.test"]);
    const nutrition = (await lookup({ q: "ζερβου", scope: "nutrition" })).body.items;
    expect(nutrition.map((i) => i.email)).toEqual(["eleni@lookup.test"]);
    expect(nutrition[0]?.nutritionExpiresOn).toBe("2025-09-25");
  });

  it("answers 30 when the search is empty, at most 50 when filtering, and the asked limit", async () => {
    expect((await lookup({})).body.items).toHaveLength(30);
    expect((await lookup({ q: "πληθος" })).body.items).toHaveLength(35);
    expect((await lookup({ q: "πληθος", limit: 12 })).body.items).toHaveLength(12);
    expect((await lookup({ limit: 51 })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await lookup({ q: "μαρια" }, member.cookie)).status).toBe(403);
    expect((await lookup({ q: "μαρια" }, "")).status).toBe(401);
  });
});
