import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../shared/domain/roles";
import type { StaffMember } from "../../../shared/schemas/staff";
import { setRoleByEmail } from "../../auth/admins";
import { activityLog } from "../../db/schema";
import { bookingTestbed } from "../../test/booking";
import type { QuickMember } from "../../test/members";
import { call } from "../../test/requests";
import { kifisia, secondRoom } from "../../test/schedules";

/**
 * Staff at a place (decision 057): a trainer or desk assigned to a location sees and acts only on
 * its days, tables, check-ins and bookings; the owner and an unassigned account everywhere.
 */
const TODAY = "2025-09-01"; // Monday, 09:00 at the studio
const tb = bookingTestbed();
const B = "gym"; // held at the first location, main
const A = "room-2"; // held at kifisia

type Row = { id: string; schedule: string };
type Day = { date: string; reservations: Row[] };
const get = <T>(path: string, cookie: string) => call<T>(tb.t, "GET", path, cookie);
const errorCode = (r: { body: unknown }) => (r.body as { error?: { code?: string } }).error?.code;

async function staff(role: StaffRole): Promise<QuickMember> {
  const who = await tb.member(0, null);
  await setRoleByEmail(tb.t.database.db, who.email, role);
  return who;
}
const place = (id: string, locations: string[], cookie = tb.admin.cookie) =>
  call<StaffMember>(tb.t, "PUT", `/api/admin/staff/${id}/locations`, cookie, { locations });
const deskBook = (cookie: string, schedule: string, email: string, time = "10:00") =>
  call<{ reservation: { id: string } }>(tb.t, "POST", "/api/admin/reservations", cookie, {
    email,
    schedule,
    date: TODAY,
    time,
  });
const day = (cookie: string, location?: string) =>
  get<Day>(`/api/admin/reservations?date=${TODAY}${location ? `&location=${location}` : ""}`, cookie);
const schedulesOf = (d: { body: Day }) => [...new Set(d.body.reservations.map((r) => r.schedule))].sort();

let atA: string;
let atB: string;
let both: QuickMember;
beforeAll(async () => {
  expect((await call(tb.t, "POST", "/api/admin/locations", tb.admin.cookie, kifisia())).status).toBe(201);
  const room = await call(
    tb.t,
    "POST",
    "/api/admin/schedules",
    tb.admin.cookie,
    secondRoom({ location: "kifisia" }),
  );
  expect(room.status).toBe(201);
  atA = (await deskBook(tb.admin.cookie, A, (await tb.member()).email)).body.reservation.id;
  atB = (await deskBook(tb.admin.cookie, B, (await tb.member()).email)).body.reservation.id;
  both = await tb.member();
  for (const [schedule, date] of [
    [A, "2025-09-02"],
    [B, "2025-09-03"],
  ] as const)
    expect(
      (
        await call(tb.t, "POST", "/api/admin/reservations", tb.admin.cookie, {
          email: both.email,
          schedule,
          date,
          time: "10:00",
        })
      ).status,
    ).toBe(201);
  // A member's own booking at each place: the staff's notifications.
  for (const schedule of [A, B]) {
    const m = await tb.member();
    const own = await call(tb.t, "POST", "/api/bookings", m.cookie, { schedule, date: TODAY, time: "12:00" });
    expect(own.status).toBe(201);
  }
});

describe("staff at a place", () => {
  it.each(["trainer", "desk"] as const)("a %s assigned to A reads and acts only at A", async (role) => {
    const who = await staff(role);
    const set = await place(who.id, ["kifisia"]);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: who.id, role, locations: ["kifisia"] });

    // B's day, table and class-free waitlist: refused; A's: read.
    const bDay = await get(`/api/admin/booking/day?date=${TODAY}&schedule=${B}`, who.cookie);
    expect([bDay.status, errorCode(bDay)]).toEqual([403, "LOCATION_FORBIDDEN"]);
    expect((await get(`/api/admin/booking/day?date=${TODAY}&schedule=${A}`, who.cookie)).status).toBe(200);
    expect(errorCode(await get(`/api/admin/waitlist?date=${TODAY}&schedule=${B}`, who.cookie))).toBe(
      "LOCATION_FORBIDDEN",
    );
    expect(errorCode(await day(who.cookie, "main"))).toBe("LOCATION_FORBIDDEN");
    // The day of "all" (their locations) and of A hold A's rows only.
    expect(schedulesOf(await day(who.cookie))).toEqual([A]);
    expect(schedulesOf(await day(who.cookie, "kifisia"))).toEqual([A]);
    const notes = await get<{ schedule: string }[]>("/api/admin/notifications", who.cookie);
    expect([...new Set(notes.body.map((n) => n.schedule))]).toEqual([A]);

    // A class schedule at B (the seeded Pilates, at main): its admin day is refused.
    const classes = await get(`/api/admin/classes/day/${TODAY}?schedule=pilates`, tb.admin.cookie);
    expect(classes.status).toBe(200);
    expect(errorCode(await get(`/api/admin/classes/day/${TODAY}?schedule=pilates`, who.cookie))).toBe(
      "LOCATION_FORBIDDEN",
    );

    // Check-in: B's row refused before anything else; A's passes the place (its slot has not started).
    const mark = (id: string) =>
      call(tb.t, "PUT", `/api/admin/reservations/${id}/attendance`, who.cookie, { status: "attended" });
    const markB = await mark(atB);
    expect([markB.status, errorCode(markB)]).toEqual([403, "LOCATION_FORBIDDEN"]);
    expect(errorCode(await mark(atA))).toBe("SLOT_NOT_STARTED");

    if (role === "desk") {
      // A member's bookings as the desk sees them: A's only; the owner sees both.
      const bookingsSeen = async (cookie: string) =>
        (await get<{ bookings: Row[] }>(`/api/admin/members/${both.id}`, cookie)).body.bookings
          .map((b) => b.schedule)
          .sort();
      expect(await bookingsSeen(who.cookie)).toEqual([A]);
      expect(await bookingsSeen(tb.admin.cookie)).toEqual([B, A].sort());
      const m = await tb.member();
      const bookB = await deskBook(who.cookie, B, m.email, "14:00");
      expect([bookB.status, errorCode(bookB)]).toEqual([403, "LOCATION_FORBIDDEN"]);
      const bookA = await deskBook(who.cookie, A, m.email, "14:00");
      expect(bookA.status).toBe(201);
      const cancel = (id: string) => call(tb.t, "DELETE", `/api/admin/reservations/${id}`, who.cookie);
      expect(errorCode(await cancel(atB))).toBe("LOCATION_FORBIDDEN");
      expect((await cancel(bookA.body.reservation.id)).status).toBe(200);
      const cancelled = await get<{ rows: Row[] }>(`/api/admin/cancellations?date=${TODAY}`, who.cookie);
      expect(cancelled.body.rows.map((r) => r.schedule)).toEqual([A]);
      // A standing booking at B, moving a place of B's booking: refused before anything else.
      const series = await call(tb.t, "POST", "/api/admin/standing-bookings", who.cookie, {
        email: m.email,
        schedule: B,
        date: "2025-09-08",
        time: "10:00",
        end: { kind: "weeks", weeks: 2 },
      });
      expect([series.status, errorCode(series)]).toEqual([403, "LOCATION_FORBIDDEN"]);
      const moved = await call(tb.t, "PUT", `/api/admin/bookings/${atB}/place`, who.cookie, { place: 2 });
      expect([moved.status, errorCode(moved)]).toEqual([403, "LOCATION_FORBIDDEN"]);
      // The owner's series at B cannot be ended by the desk at A.
      const owners = await call<{ id: string }>(
        tb.t,
        "POST",
        "/api/admin/standing-bookings",
        tb.admin.cookie,
        {
          email: m.email,
          schedule: B,
          date: "2025-09-08",
          time: "11:00",
          end: { kind: "weeks", weeks: 2 },
        },
      );
      expect(owners.status).toBe(201);
      const ended = await call(tb.t, "DELETE", `/api/admin/standing-bookings/${owners.body.id}`, who.cookie);
      expect([ended.status, errorCode(ended)]).toEqual([403, "LOCATION_FORBIDDEN"]);
      // Nor seen on the member's list of series by the desk at A; the owner sees it.
      const seriesSeen = async (cookie: string) =>
        (
          await get<{ standing: Row[] }>(`/api/admin/members/${m.id}/standing-bookings`, cookie)
        ).body.standing.map((r) => r.schedule);
      expect(await seriesSeen(who.cookie)).toEqual([]);
      expect(await seriesSeen(tb.admin.cookie)).toEqual([B]);
    }
  });

  it("the owner and an unassigned desk see both places; the owner picks one", async () => {
    const desk = await staff("desk");
    for (const cookie of [tb.admin.cookie, desk.cookie]) {
      expect(schedulesOf(await day(cookie))).toEqual([B, A].sort());
      expect((await get(`/api/admin/booking/day?date=${TODAY}&schedule=${B}`, cookie)).status).toBe(200);
    }
    expect(schedulesOf(await day(tb.admin.cookie, "main"))).toEqual([B]);
    expect(schedulesOf(await day(tb.admin.cookie, "kifisia"))).toEqual([A]);
    expect(errorCode(await day(tb.admin.cookie, "nowhere"))).toBe("LOCATION_NOT_FOUND");
    const mine = await get<{ locations: string[] | null }>("/api/admin/my-locations", desk.cookie);
    expect(mine.body).toEqual({ locations: null });
  });

  it("a staff member at two places sees both; an emptied assignment is every place again", async () => {
    const desk = await staff("desk");
    await place(desk.id, ["kifisia", "main"]);
    expect(schedulesOf(await day(desk.cookie))).toEqual([B, A].sort());
    const mine = await get<{ locations: string[] | null }>("/api/admin/my-locations", desk.cookie);
    expect(mine.body.locations?.sort()).toEqual(["kifisia", "main"]);
    await place(desk.id, ["kifisia"]);
    expect(schedulesOf(await day(desk.cookie))).toEqual([A]);
    expect((await place(desk.id, [])).body.locations).toEqual([]);
    expect(schedulesOf(await day(desk.cookie))).toEqual([B, A].sort());
  });

  it("the staff list answers each account's places, and the assignment is on the activity log", async () => {
    const trainer = await staff("trainer");
    await place(trainer.id, ["main"]);
    const list = await get<StaffMember[]>("/api/admin/staff", tb.admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.find((s) => s.id === trainer.id)).toMatchObject({
      role: "trainer",
      locations: ["main"],
    });
    expect(list.body.find((s) => s.id === tb.admin.id)).toMatchObject({ role: "owner", locations: [] });
    const logged = await tb.t.database.db
      .select({ details: activityLog.details, actorId: activityLog.actorId })
      .from(activityLog)
      .where(and(eq(activityLog.memberId, trainer.id), eq(activityLog.kind, "role")));
    expect(logged).toEqual([
      { actorId: tb.admin.id, details: { places: true, before: [], after: ["main"] } },
    ]);
    expect((await get("/api/admin/staff", trainer.cookie)).status).toBe(403);
  });

  it("only the owner assigns, only staff below the owner, and only to locations that exist", async () => {
    const member = await tb.member();
    const desk = await staff("desk");
    expect((await place(desk.id, ["main"], member.cookie)).status).toBe(403);
    expect((await place(desk.id, ["main"], desk.cookie)).status).toBe(403);
    const badKey = await place(desk.id, ["Κηφισιά"]);
    expect(badKey.status).toBe(400);
    expect(errorCode(badKey)).toEqual(expect.any(String));
    const unknown = await place(desk.id, ["nowhere"]);
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "LOCATION_NOT_FOUND"]);
    expect((await place(desk.id, ["main", "main"])).status).toBe(400);
    const nobody = await place("no-such-account", ["main"]);
    expect([nobody.status, errorCode(nobody)]).toEqual([404, "USER_NOT_FOUND"]);
    expect(errorCode(await place(member.id, ["main"]))).toBe("LOCATION_STAFF_ONLY");
    expect(errorCode(await place(tb.admin.id, ["main"]))).toBe("LOCATION_STAFF_ONLY");
  });
});
