import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPackage, PublicPackage } from "../../../shared/schemas/packages";
import { memberCredits } from "../../db/schema";
import { locationTestbed } from "../../test/locations";
import type { QuickMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { kifisia, secondRoom, yogaSchedule } from "../../test/schedules";

/**
 * Credits roam as the owner decides (decision 057): a package valid at some locations gives a
 * balance spent only there, on every path that spends one (the member's booking of an hours slot or
 * a class, the desk's for a member, a standing booking's week); a roaming package books anywhere.
 * The studio's first location, "Κέντρο", holds the gym floor; Kifisia a second room and a Yoga class.
 * Monday 2025-09-01 09:00 in Athens.
 */
const tb = locationTestbed();
const TUESDAY = "2025-09-02";

const { key: _key, ...centreSettings } = kifisia({
  nameGr: "Κέντρο",
  nameEn: "Centre",
  address: "",
  addressEn: "",
  position: 0,
});

const admin = <T>(method: string, path: string, body?: unknown) => tb.asOwner<T>(method, path, body);
const api = {
  packageBody: (o: { name: string; locations?: string[] | null }) => ({
    kind: "gym",
    name: o.name,
    priceCents: 5000,
    sessions: 8,
    weeks: 4,
    ...(o.locations === undefined ? {} : { locations: o.locations }),
  }),
  book: (m: QuickMember, schedule: string, time: string, date = TUESDAY) =>
    call<ErrorBody>(tb.t, "POST", "/api/bookings", m.cookie, { schedule, date, time }),
  desk: (m: QuickMember, schedule: string, time: string, date = TUESDAY) =>
    admin("POST", "/api/admin/reservations", { email: m.email, schedule, date, time }),
  standing: (m: QuickMember, schedule: string, time: string) =>
    call<ErrorBody>(tb.t, "POST", "/api/standing-bookings", m.cookie, {
      schedule,
      date: TUESDAY,
      time,
      end: { kind: "weeks", weeks: 2 },
    }),
};

/** The member asks for `pkg` and the desk approves it. */
async function approved(m: QuickMember, pkg: AdminPackage) {
  const asked = await call<{ id: string }>(tb.t, "POST", "/api/package-requests", m.cookie, {
    packageId: pkg.id,
  });
  expect(asked.status).toBe(201);
  expect((await admin("POST", `/api/admin/package-requests/${asked.body.id}/approve`)).status).toBe(200);
}

/** A member holding the package `pkg` as the desk approved it (their balance replaced by its). */
async function holding(pkg: AdminPackage): Promise<QuickMember> {
  const m = await tb.member(0, null);
  await approved(m, pkg);
  return m;
}

const validAtOf = async (userId: string) =>
  (
    await tb.t.database.db
      .select({ validAt: memberCredits.validAt })
      .from(memberCredits)
      .where(and(eq(memberCredits.userId, userId), eq(memberCredits.kind, "gym")))
  )[0]?.validAt;

let centreOnly: AdminPackage;
let roaming: AdminPackage;

beforeAll(async () => {
  expect((await admin("PUT", "/api/admin/locations/main", centreSettings)).status).toBe(200);
  expect((await admin("POST", "/api/admin/locations", kifisia())).status).toBe(201);
  expect((await admin("POST", "/api/admin/schedules", secondRoom({ location: "kifisia" }))).status).toBe(201);
  expect((await admin("POST", "/api/admin/schedules", yogaSchedule({ location: "kifisia" }))).status).toBe(
    201,
  );
  const yogaClass = { schedule: "yoga", weekday: 2, time: "19:00", minutes: 60, capacity: 5 };
  expect((await admin("POST", "/api/admin/classes", yogaClass)).status).toBe(201);
});

describe("a package's locations", () => {
  it("the owner sets where a package's credits may be spent; an unknown location is refused", async () => {
    const unknown = await admin(
      "POST",
      "/api/admin/packages",
      api.packageBody({ name: "X", locations: ["nowhere"] }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("LOCATION_NOT_FOUND");
    const malformed = await admin(
      "POST",
      "/api/admin/packages",
      api.packageBody({ name: "X", locations: ["Κηφισιά"] }),
    );
    expect([malformed.status, malformed.body.error.code]).toEqual([400, "VALIDATION"]);

    const made = await admin<AdminPackage>(
      "POST",
      "/api/admin/packages",
      api.packageBody({ name: "Centre 8", locations: ["main"] }),
    );
    expect(made.status).toBe(201);
    centreOnly = made.body;
    expect(centreOnly.locations).toEqual(["main"]);
    // None picked is every location, stored as null.
    roaming = (
      await admin<AdminPackage>(
        "POST",
        "/api/admin/packages",
        api.packageBody({ name: "Both 8", locations: [] }),
      )
    ).body;
    expect(roaming.locations).toBeNull();

    const list = await call<{ packages: PublicPackage[] }>(tb.t, "GET", "/api/packages");
    const shown = new Map(list.body.packages.map((p) => [p.name, p.locations]));
    expect(shown.get("Centre 8")).toEqual(["main"]);
    expect(shown.get("Both 8")).toBeNull();
  });

  it("an approval gives the balance the package's locations; a later roaming package replaces them", async () => {
    const m = await holding(centreOnly);
    expect(await validAtOf(m.id)).toEqual(["main"]);
    await approved(m, roaming);
    expect(await validAtOf(m.id)).toBeNull();
  });
});

describe("a balance valid at one location", () => {
  it("books the gym floor at the centre but neither the room nor the class at Kifisia, named in both languages", async () => {
    const m = await holding(centreOnly);
    for (const [schedule, time] of [
      ["room-2", "18:00"],
      ["yoga", "19:00"],
    ] as const) {
      const refused = await api.book(m, schedule, time);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: "PACKAGE_NOT_VALID_HERE",
        params: { locations: ["main"], places: { gr: "Κέντρο", en: "Centre" } },
      });
    }
    expect(await tb.bookingOf(m.id, TUESDAY)).toBeUndefined();
    expect((await api.book(m, "gym", "18:00")).status).toBe(201);
  });

  it("the desk cannot book it at Kifisia either (an hours slot and a class)", async () => {
    const m = await holding(centreOnly);
    for (const [schedule, time] of [
      ["room-2", "18:00"],
      ["yoga", "19:00"],
    ] as const) {
      const refused = await api.desk(m, schedule, time);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("PACKAGE_NOT_VALID_HERE");
    }
    expect((await api.desk(m, "gym", "18:00")).status).toBe(201);
  });

  it("a standing booking at Kifisia is refused for its first week", async () => {
    const m = await holding(centreOnly);
    const refused = await api.standing(m, "yoga", "19:00");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PACKAGE_NOT_VALID_HERE");
  });

  it("a full slot at Kifisia cannot be waited for with it", async () => {
    const m = await holding(centreOnly);
    // The second room holds two: full, so a waitlist is open.
    for (const _ of [1, 2]) expect((await api.book(await tb.member(), "room-2", "17:00")).status).toBe(201);
    const join = await call<ErrorBody>(tb.t, "POST", "/api/waitlist", m.cookie, {
      schedule: "room-2",
      date: TUESDAY,
      time: "17:00",
    });
    expect(join.status).toBe(409);
    expect(join.body.error).toMatchObject({
      code: "PACKAGE_NOT_VALID_HERE",
      params: { places: { gr: "Κέντρο", en: "Centre" } },
    });
  });

  it("a roaming balance books at both locations, the member's own and the desk's", async () => {
    const m = await holding(roaming);
    expect((await api.book(m, "room-2", "18:00")).status).toBe(201);
    const other = await holding(roaming);
    expect((await api.desk(other, "yoga", "19:00")).status).toBe(201);
    // A member who never held a package of a location (an import, the tests' grants) roams too.
    const granted = await tb.member(3);
    expect((await api.book(granted, "yoga", "19:00")).status).toBe(201);
  });
});
