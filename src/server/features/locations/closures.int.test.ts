import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClosureView } from "../../../shared/schemas/booking";
import { memberCredits } from "../../db/schema";
import { VALID_UNTIL } from "../../test/booking";
import { locationTestbed } from "../../test/locations";
import { creditExpiryOf, type QuickMember } from "../../test/members";
import { call, type ErrorBody } from "../../test/requests";
import { kifisia, secondRoom } from "../../test/schedules";

/**
 * Closures per location (decision 057): a closure of Kifisia shuts the schedules held there and
 * leaves the first location's open; a closure of every location shuts both; extending packages over
 * Kifisia's closure moves only the balances valid there. Monday 2025-09-01 09:00 in Athens.
 */
const tb = locationTestbed();
const WEDNESDAY = "2025-09-03";
const THURSDAY = "2025-09-04";

const admin = <T>(method: string, path: string, body?: unknown) => tb.asOwner<T>(method, path, body);
const close = (startDate: string, endDate: string, location: string | null) =>
  admin<ClosureView>("POST", "/api/admin/closures", { startDate, endDate, location });
const book = (m: QuickMember, schedule: string, date: string) =>
  call<ErrorBody>(tb.t, "POST", "/api/bookings", m.cookie, { schedule, date, time: "18:00" });

/** A member's gym balance valid only at `places` (null: every location). */
async function validAt(m: QuickMember, places: string[] | null) {
  await tb.t.database.db
    .update(memberCredits)
    .set({ validAt: places })
    .where(and(eq(memberCredits.userId, m.id), eq(memberCredits.kind, "gym")));
}

beforeAll(async () => {
  expect((await admin("POST", "/api/admin/locations", kifisia())).status).toBe(201);
  expect((await admin("POST", "/api/admin/schedules", secondRoom({ location: "kifisia" }))).status).toBe(201);
});

describe("a closure of one location", () => {
  let kifisiaClosure: ClosureView;

  it("shuts the schedules held there and leaves the other location bookable", async () => {
    expect((await close(WEDNESDAY, WEDNESDAY, "nowhere")).body.error.code).toBe("LOCATION_NOT_FOUND");
    const added = await close(WEDNESDAY, WEDNESDAY, "kifisia");
    expect(added.status).toBe(201);
    kifisiaClosure = added.body;
    expect(kifisiaClosure.location).toBe("kifisia");
    expect((await admin<ClosureView[]>("GET", "/api/admin/closures")).body).toContainEqual(
      expect.objectContaining({ id: kifisiaClosure.id, location: "kifisia" }),
    );

    const refused = await book(await tb.member(), "room-2", WEDNESDAY);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("DAY_CLOSED");
    expect((await book(await tb.member(), "gym", WEDNESDAY)).status).toBe(201);
    // The day after, Kifisia is open again.
    expect((await book(await tb.member(), "room-2", THURSDAY)).status).toBe(201);
  });

  it("may overlap a closure of another location, never one of every location or its own", async () => {
    expect((await close(WEDNESDAY, THURSDAY, null)).body.error.code).toBe("CLOSURE_OVERLAPS");
    expect((await close(WEDNESDAY, WEDNESDAY, "kifisia")).body.error.code).toBe("CLOSURE_OVERLAPS");
    expect((await close(WEDNESDAY, WEDNESDAY, "main")).status).toBe(201);
    expect((await book(await tb.member(), "gym", WEDNESDAY)).body.error.code).toBe("DAY_CLOSED");
  });

  it("a closure of every location shuts both", async () => {
    const friday = "2025-09-05";
    expect((await close(friday, friday, null)).status).toBe(201);
    for (const schedule of ["gym", "room-2"])
      expect((await book(await tb.member(), schedule, friday)).body.error.code).toBe("DAY_CLOSED");
  });

  it("extending packages over it moves only the balances valid there", async () => {
    const [centre, there, roaming] = [await tb.member(), await tb.member(), await tb.member()];
    await validAt(centre, ["main"]);
    await validAt(there, ["kifisia"]);
    await validAt(roaming, null);
    const preview = await admin<{ kinds: Record<string, number> }>(
      "GET",
      `/api/admin/closures/${kifisiaClosure.id}/extension`,
    );
    expect(preview.status).toBe(200);
    expect((await admin("POST", `/api/admin/closures/${kifisiaClosure.id}/extension`)).status).toBe(200);
    const expiry = (m: QuickMember) => creditExpiryOf(tb.t.database.db, m.id);
    expect(await expiry(centre)).toEqual(VALID_UNTIL);
    const dayLater = new Date(VALID_UNTIL.getTime() + 86_400_000);
    expect(await expiry(there)).toEqual(dayLater);
    expect(await expiry(roaming)).toEqual(dayLater);
  });

  it("cancels the standing bookings' weeks held at its location only", async () => {
    const m = await tb.member(5);
    const week = "2025-09-09";
    const standing = await call<ErrorBody>(tb.t, "POST", "/api/standing-bookings", m.cookie, {
      schedule: "room-2",
      date: week,
      time: "10:00",
      end: { kind: "weeks", weeks: 2 },
    });
    expect(standing.status).toBe(201);
    expect((await tb.bookingOf(m.id, week))?.schedule).toBe("room-2");
    expect((await close(week, week, "main")).status).toBe(201);
    expect(await tb.bookingOf(m.id, week)).toBeDefined();
    expect((await close(week, week, "kifisia")).status).toBe(201);
    expect(await tb.bookingOf(m.id, week)).toBeUndefined();
  });
});
