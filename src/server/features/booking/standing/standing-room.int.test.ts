import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MemberDay } from "../../../../shared/schemas/booking";
import { reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import type { QuickMember } from "../../../test/members";
import { call } from "../../../test/requests";
import { secondRoom } from "../../../test/schedules";
import { bookAhead } from "./occurrence";
import { bookedDates, made, skipsTo, standingApi } from "./test-api";

/**
 * A standing booking of a second hours schedule (decisions 035 and 037): its weeks are booked in
 * that room, against the room's own places, whatever the gym floor's same hour holds. Monday
 * 2025-09-01 09:00 in Athens; the spec's horizon of 14 days holds two Tuesdays, a week later three.
 */
const tb = bookingTestbed({ seed: true });
const ROOM = secondRoom({ standingAllowed: true });

const book = (m: QuickMember, schedule: string, date: string) =>
  call(tb.t, "POST", "/api/bookings", m.cookie, { schedule, date, time: "18:00" });
const slot = async (m: QuickMember, schedule: string, date: string) =>
  (
    await call<MemberDay>(tb.t, "GET", `/api/booking/day?schedule=${schedule}&date=${date}`, m.cookie)
  ).body.slots.find((s) => s.time === "18:00");

describe("a standing booking of a second room", () => {
  it("books its weeks in the room, full or free by the room's own places", async () => {
    tb.clock.set(MONDAY_MORNING);
    expect((await call(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, ROOM)).status).toBe(201);
    // Tuesday 2 September: the gym floor's 18:00 full (1 place), the room's free.
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-02", 1)).status).toBe(200);
    expect((await book(await tb.member(), "gym", "2025-09-02")).status).toBe(201);
    // Tuesday 9 September: the room's 18:00 full (1 place), the gym floor's free.
    const roomCapacity = `/api/admin/slot-capacity/2025-09-09?schedule=${ROOM.key}`;
    expect((await call(tb.t, "PUT", roomCapacity, tb.admin.cookie, { capacity: 1 })).status).toBe(200);
    expect((await book(await tb.member(), ROOM.key, "2025-09-09")).status).toBe(201);
    // Tuesday 16 September: the gym floor filled (a mass fill of its slots), the room's not.
    const fill = { startDate: "2025-09-16", endDate: "2025-09-16" };
    expect((await tb.api.admin.block(tb.admin.cookie, fill)).status).toBe(201);

    const m = await tb.member(10);
    const res = await standingApi(tb.t.app).make(m.cookie, {
      schedule: ROOM.key,
      date: "2025-09-02",
      time: "18:00",
      end: { kind: "weeks", weeks: 3 },
    });
    expect(res.status).toBe(201);
    const series = await made(res);
    expect(series.booked.map((b) => b.date)).toEqual(["2025-09-02"]);
    const held = await tb.t.database.db
      .select({ date: reservations.date, schedule: reservations.schedule })
      .from(reservations)
      .where(eq(reservations.userId, m.id));
    expect(held).toEqual([{ date: "2025-09-02", schedule: ROOM.key }]);
    expect(await tb.spentBy(m.id)).toEqual([{ kind: "gym", delta: -1 }]);
    // The room's slot holds it among its own 2 places; the gym floor's full hour was not its business.
    expect(await slot(m, ROOM.key, "2025-09-02")).toMatchObject({ count: 1, max: 2 });
    expect(await slot(m, "gym", "2025-09-02")).toMatchObject({ count: 1, max: 1 });
    // The room's full week is skipped and told, naming the room; the gym floor's free hour stays free.
    expect(skipsTo(tb.t, m.email)).toEqual([
      expect.stringMatching(/Δεύτερη αίθουσα, Τρίτη 9 Σεπτεμβρίου 2025, 18:00: .*\(1\/1\)/),
    ]);
    expect(await slot(m, "gym", "2025-09-09")).toMatchObject({ count: 0, max: 10 });

    // A week later the third Tuesday is booked in the room, the gym floor's fill notwithstanding.
    tb.clock.set("2025-09-08T06:00:00Z");
    await bookAhead(tb.t.deps);
    expect((await bookedDates(tb.t.database.db, m.id)).map((r) => r.date)).toEqual([
      "2025-09-02",
      "2025-09-16",
    ]);
    expect(await slot(m, ROOM.key, "2025-09-16")).toMatchObject({ count: 1, max: 2, blocked: false });
    expect(await slot(m, "gym", "2025-09-16")).toMatchObject({ blocked: true });
  });
});
