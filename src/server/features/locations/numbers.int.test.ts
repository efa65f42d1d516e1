import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceStats } from "../../../shared/schemas/attendance";
import type { DriftListAnswer, OwnerReport } from "../../../shared/schemas/owner-report";
import {
  cancellations,
  classes,
  memberCredits,
  packageRequests,
  reservations,
  user,
  waitlistEntries,
} from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { openKifisiaWithYoga } from "../../test/locations";
import { grantSessions, type QuickMember, quickMembers } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

/**
 * The owner's numbers per location and together (decision 057, "Numbers"): with the gym at the
 * first location and a Yoga class at Kifisia, each location's figures count only its schedules'
 * bookings, and the total's are their sum.
 */
const clock = fixedClock("2025-11-20T09:00:00Z");
let t: TestApp;
let owner: QuickMember;
let p: QuickMember[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  [owner, ...p] = await quickMembers(t.deps, 8, { sessions: 0, expiresAt: null, prefix: "numbers" });
  await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, owner!.id));
});
afterAll(() => t.close());

const get = <T>(path: string) => call<T & ErrorBody>(t, "GET", path, owner.cookie);
const report = (where = "") => get<OwnerReport>(`/api/admin/report?from=2025-11-03&to=2025-11-09${where}`);
const month = (where = "") => get<AttendanceStats>(`/api/admin/attendance?month=2025-11${where}`);
const drift = (where = "") =>
  get<DriftListAnswer>(`/api/admin/report/drift/expiring${where ? `?${where}` : ""}`);

const sum = (cells: OwnerReport["occupancy"], k: "bookings" | "noShows" | "slots" | "capacity") =>
  cells.reduce((s, c) => s + c[k], 0);

/** An approved package of the period at a price, valid where `locations` says (null: everywhere). */
const approved = (m: QuickMember, cents: number, locations: string[] | null) => ({
  userId: m.id,
  packageName: `Package ${cents}`,
  kind: "gym",
  priceCents: cents,
  sessions: 8,
  months: 1,
  locations,
  status: "approved" as const,
  approvedAt: new Date("2025-11-05T10:00:00Z"),
});

describe("the owner's numbers with one location", () => {
  it("are as before: no breakdown in the report, the attendance or the lists", async () => {
    expect((await report()).body.byLocation).toBeUndefined();
    expect((await month()).body.byLocation).toBeUndefined();
    expect((await drift()).body.byLocation).toBeUndefined();
    // The first location's numbers are the studio's.
    const main = await report("&location=main");
    expect(main.status).toBe(200);
    const all = await report();
    expect(main.body.occupancy).toEqual(all.body.occupancy);
  });
});

describe("the owner's numbers with two locations", () => {
  beforeAll(async () => {
    const db = t.database.db;
    await openKifisiaWithYoga(t, owner.cookie);
    // Yoga on Tuesdays at 19:00 at Kifisia, 8 mats.
    await db
      .insert(classes)
      .values({ schedule: "yoga", weekday: 2, startTime: "19:00", minutes: 50, capacity: 8 });
    const book = (i: number, date: string, time: string, schedule: string, noShow = false) => ({
      kind: "member" as const,
      userId: p[i]!.id,
      date,
      time,
      schedule,
      attendance: noShow ? ("no_show" as const) : null,
    });
    await db.insert(reservations).values([
      book(0, "2025-11-03", "10:00", "gym", true),
      book(1, "2025-11-03", "10:00", "gym"),
      book(1, "2025-11-04", "19:00", "yoga"), // p[1] trains at both
      book(2, "2025-11-04", "19:00", "yoga"),
      book(3, "2025-11-04", "19:00", "yoga", true),
    ]);
    const at = new Date("2025-11-04T08:00:00Z");
    await db.insert(cancellations).values({
      reservationId: crypto.randomUUID(),
      schedule: "yoga",
      userId: p[4]!.id,
      date: "2025-11-04",
      time: "19:00",
      cancelledAt: at,
      serverTimeAtCancellation: at,
      reservationTimeCalculated: new Date("2025-11-04T17:00:00Z"),
      timeDifferenceMinutes: 540,
      sessionWillBeRestored: true,
      cancellationReason: "VALID_CANCELLATION",
    });
    await db.insert(waitlistEntries).values({
      schedule: "yoga",
      userId: p[5]!.id,
      date: "2025-11-04",
      time: "19:00",
      closesAt: new Date("2025-11-04T15:00:00Z"),
    });
    await db
      .insert(packageRequests)
      .values([
        approved(p[0]!, 5000, null),
        approved(p[1]!, 3000, ["kifisia"]),
        approved(p[2]!, 4000, ["main"]),
      ]);
    // p[6]'s balance, valid only at Kifisia, ends in three days: on Kifisia's expiring list alone.
    await grantSessions(db, p[6]!.id, 4, new Date("2025-11-23T09:00:00Z"));
    await db
      .update(memberCredits)
      .set({ validAt: ["kifisia"] })
      .where(eq(memberCredits.userId, p[6]!.id));
  });

  it("the report's total is the sum of the locations', and each counts only its own schedules", async () => {
    const all = await report();
    const main = await report("&location=main");
    const kif = await report("&location=kifisia");
    expect([all.status, main.status, kif.status]).toEqual([200, 200, 200]);

    expect(new Set(kif.body.occupancy.map((c) => c.schedule))).toEqual(new Set(["yoga"]));
    expect(main.body.occupancy.some((c) => c.schedule === "yoga")).toBe(false);
    expect(sum(kif.body.occupancy, "bookings")).toBe(3);
    expect(sum(kif.body.occupancy, "noShows")).toBe(1);
    expect(sum(main.body.occupancy, "bookings")).toBe(2);
    for (const k of ["bookings", "noShows", "slots", "capacity"] as const)
      expect(sum(all.body.occupancy, k)).toBe(sum(main.body.occupancy, k) + sum(kif.body.occupancy, k));
    expect(kif.body.waitlists).toEqual([{ schedule: "yoga", date: "2025-11-04", time: "19:00", places: 1 }]);
    expect(main.body.waitlists).toEqual([]);
    // Active members (a no-show is no visit): each location's own; p[1], at both, once in the total.
    expect([
      all.body.activeMembers.current,
      main.body.activeMembers.current,
      kif.body.activeMembers.current,
    ]).toEqual([2, 1, 2]);

    // The total carries each location's figures beside it, equal to that location's own view.
    expect(all.body.byLocation).toEqual([
      {
        location: "main",
        slots: sum(main.body.occupancy, "slots"),
        capacity: sum(main.body.occupancy, "capacity"),
        bookings: 2,
        pastBookings: 2,
        noShows: 1,
        waitlisted: 0,
        activeMembers: 1,
      },
      {
        location: "kifisia",
        slots: 1,
        capacity: 8,
        bookings: 3,
        pastBookings: 3,
        noShows: 1,
        waitlisted: 1,
        activeMembers: 2,
      },
    ]);
    expect(kif.body.byLocation).toBeUndefined();
  });

  it("revenue: the total is the studio's takings; a location's counts the packages valid there", async () => {
    const all = await report();
    const main = await report("&location=main");
    const kif = await report("&location=kifisia");
    expect(all.body.revenueCents.current).toBe(12000);
    expect(main.body.revenueCents.current).toBe(9000); // everywhere + the first location's own
    expect(kif.body.revenueCents.current).toBe(8000); // everywhere + Kifisia's own
    expect(kif.body.packagesSold.current).toBe(2);
    // New members sign up with the studio, not a location.
    expect(kif.body.newMembers).toEqual(all.body.newMembers);
  });

  it("attendance: the month's total is the sum of the locations'", async () => {
    const all = (await month()).body;
    const main = (await month("&location=main")).body;
    const kif = (await month("&location=kifisia")).body;
    expect(kif.summary).toMatchObject({ visits: 2, visitors: 2, bookings: 4, cancellations: 1, noShows: 1 });
    expect(main.summary).toMatchObject({ visits: 1, visitors: 1, bookings: 2, cancellations: 0, noShows: 1 });
    for (const k of ["visits", "bookings", "cancellations", "noShows"] as const)
      expect(all.summary[k]).toBe(main.summary[k] + kif.summary[k]);
    expect(all.byLocation).toEqual([
      { location: "main", visits: 1, visitors: 1, bookings: 2, cancellations: 0, noShows: 1 },
      { location: "kifisia", visits: 2, visitors: 2, bookings: 4, cancellations: 1, noShows: 1 },
    ]);
    // A member's row at one location counts only that location's visits.
    const one = (s: AttendanceStats) => s.members.find((m) => m.userId === p[1]!.id)?.visits;
    expect([one(all), one(main), one(kif)]).toEqual([2, 1, 1]);
    // The day of Kifisia's class has its visits only there.
    expect(main.days.find((d) => d.date === "2025-11-04")?.visits).toBe(0);
    expect(kif.days.find((d) => d.date === "2025-11-04")?.visits).toBe(2);
  });

  it("the drifting lists: a balance valid only at one location is on that location's list", async () => {
    const names = (a: DriftListAnswer) => a.members.map((m) => m.userId);
    const all = (await drift()).body;
    expect(names(all)).toContain(p[6]!.id);
    expect(names((await drift("location=kifisia")).body)).toContain(p[6]!.id);
    expect(names((await drift("location=main")).body)).not.toContain(p[6]!.id);
    expect(all.byLocation).toEqual([
      { location: "main", members: all.members.length - 1 },
      { location: "kifisia", members: all.members.length },
    ]);
  });

  it("an unknown location is refused with its code", async () => {
    const none = await report("&location=nowhere");
    expect([none.status, none.body.error.code]).toEqual([404, "LOCATION_NOT_FOUND"]);
    const bad = await month("&location=Not_a_key");
    expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION"]);
    expect((await drift("location=nowhere")).status).toBe(404);
  });
});
