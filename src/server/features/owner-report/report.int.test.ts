import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OccupancyCell, OwnerReport } from "../../../shared/schemas/owner-report";
import {
  classChanges,
  classes,
  closures,
  packages,
  reservations,
  slotCapacity,
  user,
  waitlistEntries,
} from "../../db/schema";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { type QuickMember, quickMembers } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";

/**
 * The owner's report on a controlled clock, Athens time: revenue at the price each
 * package was asked at, counted on its approval's day, against the period before (the month before
 * a month, as many days before a range), and the occupancy heat map with a closure and a capacity
 * override.
 */
const clock = fixedClock("2025-08-20T09:00:00Z");
let t: TestApp;
let admin: QuickMember;
let people: QuickMember[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  [admin, ...people] = await quickMembers(t.deps, 18, { sessions: 0, expiresAt: null, prefix: "report" });
  await t.database.db.update(user).set({ role: "owner" }).where(eq(user.id, admin!.id));
});
afterAll(() => t.close());

const report = async (from: string, to: string) => {
  const res = await call<OwnerReport & ErrorBody>(
    t,
    "GET",
    `/api/admin/report?from=${from}&to=${to}`,
    admin.cookie,
  );
  return res;
};

/** A member asks for a package and the admin approves it at the clock's time. */
async function buy(member: QuickMember, packageName: string, at: string) {
  clock.set(at);
  const [pkg] = await t.database.db.select().from(packages).where(eq(packages.name, packageName));
  const req = await call<{ id: string }>(t, "POST", "/api/package-requests", member.cookie, {
    packageId: pkg!.id,
  });
  expect(req.status).toBe(201);
  const ok = await call(t, "POST", `/api/admin/package-requests/${req.body.id}/approve`, admin.cookie);
  expect(ok.status).toBe(200);
}

describe("the owner's report: revenue", () => {
  it("counts each approval at the price it was asked at, by package and week, against the month before", async () => {
    const db = t.database.db;
    await buy(people[0]!, "Basic 12", "2025-08-20T09:00:00Z"); // the period before: 50.00
    await buy(people[1]!, "Basic 12", "2025-09-02T09:00:00Z"); // week of 1 September: 50.00
    // The owner raises the price after those approvals: they keep theirs.
    await db.update(packages).set({ priceCents: 7000 }).where(eq(packages.name, "Basic 12"));
    await buy(people[2]!, "Basic 12", "2025-09-16T09:00:00Z"); // week of 15 September: 70.00
    // Approved at 23:30 on Sunday 14 September, Athens time (20:30 UTC): still that week.
    await buy(people[3]!, "Basic 12", "2025-09-14T20:30:00Z");
    // The catalogue's price now is neither of them.
    await db.update(packages).set({ priceCents: 9900 }).where(eq(packages.name, "Basic 12"));

    clock.set("2025-10-01T09:00:00Z");
    const { status, body } = await report("2025-09-01", "2025-09-30");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      previousFrom: "2025-08-01",
      previousTo: "2025-08-31",
      comparison: "months",
    });
    expect(body.revenueCents).toEqual({ current: 5000 + 7000 + 7000, previous: 5000 });
    expect(body.packagesSold).toEqual({ current: 3, previous: 1 });
    expect(body.byPackage).toEqual([
      { name: "Basic 12", nameEn: "", cents: 19000, sold: 3, previousCents: 5000, previousSold: 1 },
    ]);
    expect(body.byWeek).toEqual([
      { week: "2025-09-01", cents: 5000, sold: 1 },
      { week: "2025-09-08", cents: 7000, sold: 1 },
      { week: "2025-09-15", cents: 7000, sold: 1 },
    ]);
  });

  it("counts a package at the price the member was shown when asking, not one raised before approval", async () => {
    // Decision 030, "Revenue price": the member asked at 60 €, which is what they pay at the desk.
    const db = t.database.db;
    await db.update(packages).set({ priceCents: 6000 }).where(eq(packages.name, "Pro 32"));
    const [pkg] = await db.select().from(packages).where(eq(packages.name, "Pro 32"));
    clock.set("2026-01-12T09:00:00Z");
    const req = await call<{ id: string }>(t, "POST", "/api/package-requests", people[12]!.cookie, {
      packageId: pkg!.id,
    });
    expect(req.status).toBe(201);
    await db.update(packages).set({ priceCents: 7000 }).where(eq(packages.name, "Pro 32"));
    clock.set("2026-01-13T09:00:00Z");
    expect(
      (await call(t, "POST", `/api/admin/package-requests/${req.body.id}/approve`, admin.cookie)).status,
    ).toBe(200);
    const { body } = await report("2026-01-01", "2026-01-31");
    expect(body.byPackage).toMatchObject([
      { name: "Pro 32", cents: 6000, sold: 1, previousCents: 0, previousSold: 0 },
    ]);
    expect(body.revenueCents.current).toBe(6000);
  });

  it("compares a calendar month with the calendar month before, and a range with as many days before", async () => {
    // December 2025: one sale on 31 October, one on 15 November, one on 10 December.
    await buy(people[13]!, "Pro 16", "2025-10-31T10:00:00Z");
    await buy(people[14]!, "Pro 16", "2025-11-15T10:00:00Z");
    await buy(people[15]!, "Pro 16", "2025-12-10T10:00:00Z");
    clock.set("2026-01-05T09:00:00Z");
    const december = (await report("2025-12-01", "2025-12-31")).body;
    expect(december).toMatchObject({
      previousFrom: "2025-11-01",
      previousTo: "2025-11-30",
      comparison: "months",
    });
    expect(december.byPackage.find((p) => p.name === "Pro 16")).toMatchObject({
      name: "Pro 16",
      cents: 6500,
      sold: 1,
      previousCents: 6500,
      previousSold: 1,
    });
    // Fourteen days, 5 to 18 December, against the fourteen days before: 21 November to 4 December.
    const range = (await report("2025-12-05", "2025-12-18")).body;
    expect(range).toMatchObject({ previousFrom: "2025-11-21", previousTo: "2025-12-04", comparison: "days" });
    expect(range.packagesSold).toEqual({ current: 1, previous: 0 });
  });

  it("carries the English name the owner gave a package, for the English screen", async () => {
    await buy(people[4]!, "Combo 100 Γυμναστήριο + Pilates", "2026-03-03T09:00:00Z");
    clock.set("2026-04-01T09:00:00Z");
    const { body } = await report("2026-03-01", "2026-03-31");
    expect(body.byPackage.map((p) => [p.name, p.nameEn, p.sold])).toEqual([
      ["Combo 100 Γυμναστήριο + Pilates", "Combo 100 Gym + Pilates", 1],
    ]);
  });

  it("refuses a period that ends before it starts or is longer than 366 days", async () => {
    const back = await report("2025-09-30", "2025-09-01");
    expect([back.status, back.body.error.code]).toEqual([400, "REPORT_RANGE_INVALID"]);
    const long = await report("2024-01-01", "2025-09-01");
    expect([long.status, long.body.error.code]).toEqual([400, "REPORT_RANGE_TOO_LONG"]);
    const bad = await report("2025-02-30", "2025-03-01");
    expect(bad.status).toBe(400);
  });
});

describe("the owner's report: occupancy", () => {
  it("divides bookings by places, leaves a closed day out and takes a date's capacity override", async () => {
    const db = t.database.db;
    clock.set("2025-11-20T09:00:00Z");
    // The week of Monday 3 November 2025. Wednesday 5 is closed; Tuesday 4 has 4 places an hour.
    await db.insert(closures).values({ startDate: "2025-11-05", endDate: "2025-11-05", note: "Repairs" });
    await db.insert(slotCapacity).values({ date: "2025-11-04", capacity: 4 });
    // A timetable of our own: a Tuesday and a Wednesday class (the seed's is set aside).
    await db.delete(classes);
    const [tue] = await db
      .insert(classes)
      .values([
        { schedule: "pilates", weekday: 2, startTime: "18:00", minutes: 50, capacity: 6 },
        { schedule: "pilates", weekday: 3, startTime: "18:00", minutes: 50, capacity: 6 },
      ])
      .returning();
    // That Tuesday the class had 3 reformers.
    await db.insert(classChanges).values({ classId: tue!.id, date: "2025-11-04", capacity: 3 });

    const book = (
      i: number,
      date: string,
      time: string,
      schedule: "gym" | "pilates" = "gym",
      attendance?: "no_show",
    ) => ({
      kind: "member" as const,
      userId: people[i]!.id,
      date,
      time,
      schedule,
      attendance: attendance ?? null,
    });
    await db.insert(reservations).values([
      book(4, "2025-11-03", "10:00", "gym", "no_show"),
      book(5, "2025-11-03", "10:00"),
      book(4, "2025-11-04", "10:00"),
      book(5, "2025-11-04", "10:00"),
      book(6, "2025-11-04", "10:00"),
      book(4, "2025-11-05", "10:00"), // on the closed day: left out with the day
      book(7, "2025-11-04", "18:00", "pilates"),
      book(8, "2025-11-04", "18:00", "pilates"),
      book(9, "2025-11-04", "18:00", "pilates"),
    ]);
    const closesAt = new Date("2025-11-04T15:45:00Z");
    await db.insert(waitlistEntries).values([
      { schedule: "pilates", userId: people[10]!.id, date: "2025-11-04", time: "18:00", closesAt },
      { schedule: "pilates", userId: people[11]!.id, date: "2025-11-04", time: "18:00", closesAt },
    ]);

    const { status, body } = await report("2025-11-03", "2025-11-09");
    expect(status).toBe(200);
    const cell = (schedule: string, weekday: number, time: string) =>
      body.occupancy.find(
        (c: OccupancyCell) => c.schedule === schedule && c.weekday === weekday && c.time === time,
      );

    expect(cell("gym", 1, "10:00")).toMatchObject({
      slots: 1,
      capacity: 10,
      bookings: 2,
      pastBookings: 2,
      noShows: 1,
    });
    expect(cell("gym", 2, "10:00")).toMatchObject({ slots: 1, capacity: 4, bookings: 3, noShows: 0 });
    expect(cell("gym", 2, "08:00")).toMatchObject({ capacity: 4, bookings: 0 });
    // Wednesday is closed and Sunday has no slots: neither has a cell, on either schedule.
    expect(body.occupancy.filter((c) => c.weekday === 3 || c.weekday === 0)).toEqual([]);
    // Saturday: 10:00..17:00 at the default 10 places.
    expect(body.occupancy.filter((c) => c.schedule === "gym" && c.weekday === 6).map((c) => c.time)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(cell("pilates", 2, "18:00")).toMatchObject({
      slots: 1,
      capacity: 3,
      bookings: 3,
      waitlisted: 2,
      longestWaitlist: 2,
    });
    expect(body.waitlists).toEqual([{ schedule: "pilates", date: "2025-11-04", time: "18:00", places: 2 }]);
    // Members who came (or booked) in the period, a no-show alone not counting.
    expect(body.activeMembers.current).toBe(6);
  });
});
