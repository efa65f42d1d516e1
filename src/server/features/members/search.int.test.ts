import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expiryOnDate } from "../../../shared/domain/packages";
import { foldText } from "../../../shared/domain/text";
import type { MemberList } from "../../../shared/schemas/members";
import { user } from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createAdmin, createTestApp, type TestApp, type TestUser } from "../../test/factories";
import { type SeededMember, seedMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

const NOW = new Date("2025-09-15T09:00:00Z");
const TZ = "Europe/Athens";
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
let admin: TestUser;
const m: Record<string, SeededMember> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  clock.set(new Date()); // the robot check's challenge expires in real time
  admin = await createAdmin(t);
  clock.set(NOW);
  const db = t.database.db;
  const days = (n: number) => new Date(NOW.getTime() + n * DAY);
  m.maria = await seedMember(db, {
    firstName: "Μαρία",
    lastName: "Παπαδοπούλου",
    gym: 10,
    gymExpiresAt: days(20),
  });
  m.mariaCaps = await seedMember(db, {
    firstName: "ΜΑΡΙΑ",
    lastName: "ΝΙΚΟΛΑΟΥ",
    gym: 2,
    gymExpiresAt: days(5),
  });
  m.mariaLower = await seedMember(db, {
    firstName: "μαρια",
    lastName: "κωστα",
    email: "Maria.K@Example.com",
  });
  m.nikos = await seedMember(db, {
    firstName: "Νίκος",
    lastName: "Αντωνίου",
    gym: 25,
    gymExpiresAt: days(-40),
  });
  m.eleni = await seedMember(db, { firstName: "Ελένη", lastName: "Ζερβού", gym: 1, gymExpiresAt: days(-10) });
  m.jose = await seedMember(db, {
    firstName: "José",
    lastName: "Müller",
    gym: 5,
    pilatesExpiresAt: days(60),
  });
  // 2025-10-01 00:30 in Athens, 2025-09-30 in UTC.
  m.zoi = await seedMember(db, {
    firstName: "Ζωή",
    lastName: "Ρήγα",
    pilates: 3,
    pilatesExpiresAt: new Date("2025-09-30T21:30:00Z"),
  });
  m.edge = await seedMember(db, {
    firstName: "Άρης",
    lastName: "Βλάχος",
    gym: 7,
    gymExpiresAt: expiryOnDate("2025-10-31", TZ),
  });
});
afterAll(() => t.close());

async function search(params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return call<MemberList & ErrorBody>(t, "GET", `/api/admin/members?${qs}`, admin.cookie);
}
const ids = async (params: Record<string, string | number>) =>
  new Set((await search(params)).body.items.map((i) => i.id));

describe("name search", () => {
  it("ignores case and accents: Μαρία finds μαρια and ΜΑΡΙΑ, and the other way round", async () => {
    const all = new Set([m.maria!.id, m.mariaCaps!.id, m.mariaLower!.id]);
    for (const q of ["Μαρία", "μαρια", "ΜΑΡΊΑ", "  μαρΙα "])
      expect(await ids({ field: "name", q }), q).toEqual(all);
  });
  it("needs every word, in any order, and folds the final sigma", async () => {
    expect(await ids({ field: "name", q: "παπαδοπουλου μαρ" })).toEqual(new Set([m.maria!.id]));
    expect(await ids({ field: "name", q: "νικοσ" })).toEqual(new Set([m.nikos!.id]));
    expect(await ids({ field: "name", q: "JOSE muller" })).toEqual(new Set([m.jose!.id]));
  });
  it("treats % and _ literally", async () => {
    expect((await search({ field: "name", q: "%" })).body.total).toBe(0);
    expect((await search({ field: "name", q: "_" })).body.total).toBe(0);
  });
  it("follows a renamed member (the folded names are generated columns)", async () => {
    const renamed = await seedMember(t.database.db, { firstName: "Old", lastName: "Name" });
    await t.database.db.update(user).set({ firstName: "Σταύρος" }).where(eq(user.id, renamed.id));
    expect(await ids({ field: "name", q: "σταυρος" })).toEqual(new Set([renamed.id]));
  });
});

describe("other fields", () => {
  it("finds part of an e-mail, any case", async () => {
    expect(await ids({ field: "email", q: "MARIA.k@" })).toEqual(new Set([m.mariaLower!.id]));
  });
  it("reads sessions as a-b, <n, >n or n", async () => {
    expect(await ids({ field: "sessions", q: ">20" })).toEqual(new Set([m.nikos!.id]));
    expect(await ids({ field: "sessions", q: "1-2" })).toEqual(new Set([m.mariaCaps!.id, m.eleni!.id]));
    expect(await ids({ field: "sessions", q: "10" })).toEqual(new Set([m.maria!.id]));
    const none = await ids({ field: "sessions", q: "<1" });
    expect(none.has(m.mariaLower!.id) && none.has(m.zoi!.id) && !none.has(m.eleni!.id)).toBe(true);
  });
  it("reads expiration as a studio day or month, gym or Pilates", async () => {
    expect(await ids({ field: "expiration", q: "2025-10-01" })).toEqual(new Set([m.zoi!.id]));
    expect(await ids({ field: "expiration", q: "2025-09-30" })).toEqual(new Set());
    expect(await ids({ field: "expiration", q: "2025-10" })).toEqual(
      new Set([m.zoi!.id, m.maria!.id, m.edge!.id]),
    );
    expect(await ids({ field: "expiration", q: "2025-10-31" })).toEqual(new Set([m.edge!.id]));
  });
  it("answers INVALID_SEARCH to input it cannot read", async () => {
    for (const [field, q] of [
      ["sessions", "abc"],
      ["sessions", "9-3"],
      ["expiration", "2025-13"],
      ["expiration", "yesterday"],
    ]) {
      const res = await search({ field: field!, q: q! });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: "INVALID_SEARCH", params: { field } });
    }
  });
});

describe("filters and pages", () => {
  it("active: a package valid or expired 30 days ago at most; inactive: the rest; very low: active with 2 or fewer", async () => {
    const active = await ids({ filter: "active" });
    const inactive = await ids({ filter: "inactive" });
    for (const k of ["maria", "mariaCaps", "eleni", "jose", "zoi", "edge"])
      expect(active.has(m[k]!.id), k).toBe(true);
    for (const k of ["mariaLower", "nikos"]) expect(inactive.has(m[k]!.id), k).toBe(true);
    expect([...active].filter((id) => inactive.has(id))).toEqual([]);
    // Zoi holds only Pilates: her gym balance (0) is what the spec's 'sessions' means.
    expect(await ids({ filter: "low" })).toEqual(new Set([m.mariaCaps!.id, m.eleni!.id, m.zoi!.id]));
  });
  it("combines a filter with a search", async () => {
    expect(await ids({ filter: "inactive", field: "name", q: "μαρια" })).toEqual(new Set([m.mariaLower!.id]));
  });
  it("pages 20 at a time, sorted by folded surname", async () => {
    const db = t.database.db;
    for (const last of ["Βλάχου", "Άγγελου", "Αβραάμ"])
      await seedMember(db, { firstName: "Pager", lastName: last });
    for (let i = 0; i < 22; i++)
      await seedMember(db, { firstName: "Pager", lastName: `Ωmega ${String(i).padStart(2, "0")}` });
    const page1 = await search({ field: "name", q: "pager" });
    expect(page1.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(page1.body.items.slice(0, 3).map((i) => i.name)).toEqual([
      "Pager Αβραάμ",
      "Pager Άγγελου",
      "Pager Βλάχου",
    ]);
    const page2 = await search({ field: "name", q: "pager", page: 2 });
    expect(page2.body.items.map((i) => i.name)).toEqual([17, 18, 19, 20, 21].map((n) => `Pager Ωmega ${n}`));
    expect((await search({ field: "name", q: "pager", page: 3 })).body).toMatchObject({
      total: 25,
      items: [],
    });
  });
  it("answers with the fields the table needs, and nothing private", async () => {
    const res = await search({ field: "email", q: m.maria!.email });
    expect(res.body.items[0]).toEqual({
      id: m.maria!.id,
      name: "Μαρία Παπαδοπούλου",
      email: m.maria!.email,
      role: "user",
      deactivated: false,
      credits: [{ kind: "gym", sessions: 10, expiresOn: "2025-10-05", expired: false }],
      packageName: "",
      nutritionName: null,
      nutritionExpiresOn: null,
      status: "active",
    });
  });
});

describe("the database's folding", () => {
  it("matches foldText for every Latin and Greek letter", async () => {
    const chars: string[] = [];
    for (const [a, b] of [
      [0x41, 0x5a],
      [0x61, 0x7a],
      [0xc0, 0x17f],
      [0x386, 0x3ce],
    ] as const) {
      for (let c = a; c <= b; c++) {
        const ch = String.fromCodePoint(c);
        if ([...foldText(ch)].length === 1) chars.push(ch);
      }
    }
    chars.push("Μαρι\u0301α"); // decomposed accent
    const res = await t.database.db.execute<{ f: string }>(sql`select members_fold(${chars.join("|")}) as f`);
    const folded = res.rows[0]!.f.split("|");
    const mismatches = chars
      .filter((ch, i) => folded[i] !== foldText(ch))
      .map((ch, i) => `${ch}→${folded[i]}`);
    expect(mismatches).toEqual([]);
  });
});

describe("access", () => {
  it("is for admins only", async () => {
    expect((await call(t, "GET", "/api/admin/members")).status).toBe(401);
  });
});
