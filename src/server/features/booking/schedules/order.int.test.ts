import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../../shared/domain/schedules";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import { activityLog } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { call } from "../../../test/requests";
import { yogaSchedule } from "../../../test/schedules";

/**
 * The owner puts the schedules in a new order (decision 038's "Not yet"): one write of the
 * whole order, checked and applied in one transaction and on the activity log; the members' list,
 * the owner's list and the desk's day table follow it. Tuesday 2025-09-02.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const TUESDAY = "2025-09-02";

const order = (body: unknown, cookie = tb.admin.cookie) =>
  call<ScheduleRow[] & { error?: { code: string } }>(tb.t, "PUT", "/api/admin/schedule-order", cookie, body);
const keys = async (path: string) =>
  (await call<ScheduleRow[]>(tb.t, "GET", path, tb.admin.cookie)).body.map((s) => s.key);
const codeOf = (r: { body: unknown }) => (r.body as { error?: { code?: string } }).error?.code;

async function lastOrderEntry() {
  const [row] = await tb.t.database.db
    .select({ actorId: activityLog.actorId, details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.kind, "settings"), sql`${activityLog.details}->>'action' = 'order'`))
    .orderBy(desc(activityLog.at), desc(activityLog.id));
  return row;
}

describe("the schedules' order", () => {
  it("is set by the owner only, from the whole list, and every list follows it", async () => {
    expect((await call(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, yogaSchedule())).status).toBe(
      201,
    );
    expect(await keys("/api/schedules")).toEqual(["gym", "pilates", "yoga"]);

    const member = await tb.member();
    expect((await order({ keys: ["yoga", "gym", "pilates"] }, member.cookie)).status).toBe(403);

    const moved = await order({ keys: ["yoga", "gym", "pilates"] });
    expect(moved.status).toBe(200);
    expect(moved.body.map((s) => [s.key, s.position])).toEqual([
      ["yoga", 0],
      ["gym", 1],
      ["pilates", 2],
    ]);
    expect(await keys("/api/schedules")).toEqual(["yoga", "gym", "pilates"]);
    expect(await keys("/api/admin/schedules")).toEqual(["yoga", "gym", "pilates"]);
    expect(await lastOrderEntry()).toMatchObject({
      actorId: tb.admin.id,
      details: {
        area: "schedule",
        action: "order",
        before: ["gym", "pilates", "yoga"],
        after: ["yoga", "gym", "pilates"],
      },
    });
  });

  it("refuses an unknown key (404), a list that leaves one out (409) and a malformed body (400), changing nothing", async () => {
    const before = await keys("/api/admin/schedules");
    const unknown = await order({ keys: ["yoga", "gym", "nowhere"] });
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "SCHEDULE_NOT_FOUND"]);
    const partial = await order({ keys: ["gym", "yoga"] });
    expect([partial.status, codeOf(partial)]).toEqual([409, "SCHEDULE_ORDER_STALE"]);
    for (const body of [
      { keys: ["gym", "gym", "pilates", "yoga"] },
      { keys: [] },
      { keys: ["Gym Floor"] },
      { keys: "gym,pilates" },
      {},
    ]) {
      const r = await order(body);
      expect([r.status, codeOf(r)], JSON.stringify(body)).toEqual([400, "VALIDATION"]);
    }
    expect(await keys("/api/admin/schedules")).toEqual(before);
  });

  it("orders the desk's day table and the timetable read without a schedule: the schedules' order decides", async () => {
    const cls = { schedule: "yoga", weekday: 2, time: "19:00", minutes: 60, capacity: 4 };
    expect((await call(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, cls)).status).toBe(201);
    const gymMember = await tb.member(3);
    const yogaMember = await tb.member(3);
    expect((await tb.deskBook({ email: gymMember.email, date: TUESDAY, time: "19:00" })).res.status).toBe(
      201,
    );
    const booked = await call(tb.t, "POST", "/api/bookings", yogaMember.cookie, {
      schedule: "yoga",
      date: TUESDAY,
      time: "19:00",
    });
    expect(booked.status).toBe(201);
    const day = async () =>
      (
        await call<{ reservations: AdminReservation[] }>(
          tb.t,
          "GET",
          `/api/admin/reservations?date=${TUESDAY}`,
          tb.admin.cookie,
        )
      ).body.reservations.map((r) => r.schedule);
    // A timetable read that names no schedule reads the first class schedule in the owner's order.
    const unnamed = async () =>
      (await call<{ schedule: string }[]>(tb.t, "GET", "/api/admin/classes", tb.admin.cookie)).body.map(
        (c) => c.schedule,
      );
    await order({ keys: ["yoga", "gym", "pilates"] });
    expect(await day()).toEqual(["yoga", "gym"]);
    expect(await unnamed()).toEqual(["yoga"]);
    await order({ keys: ["gym", "pilates", "yoga"] });
    expect(await day()).toEqual(["gym", "yoga"]);
    expect(await unnamed()).toEqual([]);
  });

  it("names every schedule, one switched off included, in the order (GET /schedule-names, public)", async () => {
    const [yoga] = (
      await call<ScheduleRow[]>(tb.t, "GET", "/api/admin/schedules", tb.admin.cookie)
    ).body.filter((s) => s.key === "yoga");
    const { key: _, timetable: __, ...settings } = yoga!;
    const off = await call(tb.t, "PUT", "/api/admin/schedules/yoga", tb.admin.cookie, {
      ...settings,
      active: false,
    });
    expect(off.status).toBe(200);
    expect(await keys("/api/schedules")).toEqual(["gym", "pilates"]);
    const names = await call<{ key: string; nameEn: string }[]>(tb.t, "GET", "/api/schedule-names");
    expect(names.body.map((s) => [s.key, s.nameEn])).toEqual([
      ["gym", "Gym"],
      ["pilates", "Reformer Pilates"],
      ["yoga", "Yoga"],
    ]);
  });
});
