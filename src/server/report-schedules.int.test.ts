import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OwnerReport } from "../shared/schemas/owner-report";
import { reservations, waitlistEntries } from "./db/schema";
import { bookingTestbed } from "./test/booking";
import { call } from "./test/requests";
import { yogaSchedule } from "./test/schedules";

/**
 * The owner's report of a studio with a third schedule (decision 035): every class schedule's places,
 * bookings, no-shows and waitlists are its own, read from the schedules' rows. Monday 2025-09-01
 * 09:00 in Athens; Reformer Pilates and Yoga each hold a Tuesday 19:00 class.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const TUESDAY = "2025-09-02";

const admin = <T>(method: string, path: string, body?: unknown) =>
  call<T>(tb.t, method, path, tb.admin.cookie, body);

describe("the owner's report with a third schedule", () => {
  it("gives Yoga its own cells and waitlists, apart from Reformer Pilates'", async () => {
    expect((await admin("POST", "/api/admin/schedules", yogaSchedule())).status).toBe(201);
    for (const [schedule, capacity] of [
      ["pilates", 8],
      ["yoga", 2],
    ] as const) {
      const added = await admin("POST", "/api/admin/classes", {
        schedule,
        weekday: 2,
        time: "19:00",
        minutes: 50,
        capacity,
      });
      expect(added.status).toBe(201);
    }
    const yogis = [await tb.member(), await tb.member()];
    const waiting = await tb.member();
    for (const m of yogis) {
      const booked = await call(tb.t, "POST", "/api/bookings", m.cookie, {
        schedule: "yoga",
        date: TUESDAY,
        time: "19:00",
      });
      expect(booked.status).toBe(201);
    }
    const db = tb.t.database.db;
    // One of the two did not come; a third member waits for a place in the full class.
    await db
      .update(reservations)
      .set({ attendance: "no_show" })
      .where(and(eq(reservations.userId, yogis[0]!.id), eq(reservations.schedule, "yoga")));
    await db.insert(waitlistEntries).values({
      schedule: "yoga",
      userId: waiting.id,
      date: TUESDAY,
      time: "19:00",
      closesAt: new Date("2025-09-02T15:45:00Z"),
    });

    tb.clock.set("2025-09-08T06:00:00Z");
    const { status, body } = await admin<OwnerReport>(
      "GET",
      "/api/admin/report?from=2025-09-01&to=2025-09-07",
    );
    expect(status).toBe(200);
    const at = (schedule: string) =>
      body.occupancy.filter((c) => c.schedule === schedule && c.weekday === 2 && c.time === "19:00");
    expect(at("yoga")).toEqual([
      {
        schedule: "yoga",
        weekday: 2,
        time: "19:00",
        slots: 1,
        capacity: 2,
        bookings: 2,
        pastBookings: 2,
        noShows: 1,
        waitlisted: 1,
        longestWaitlist: 1,
      },
    ]);
    expect(at("pilates")).toEqual([
      expect.objectContaining({ slots: 1, capacity: 8, bookings: 0, noShows: 0, waitlisted: 0 }),
    ]);
    expect(body.waitlists).toEqual([{ schedule: "yoga", date: TUESDAY, time: "19:00", places: 1 }]);
    // Every cell names a schedule row.
    const keys = (await admin<{ key: string }[]>("GET", "/api/admin/schedules")).body.map((s) => s.key);
    expect(body.occupancy.filter((c) => !keys.includes(c.schedule))).toEqual([]);
  });
});
