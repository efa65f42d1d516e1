import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../../../../shared/domain/schedules";
import type { StandingView } from "../../../../shared/schemas/standing";
import { activityLog, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { createStaff } from "../../../test/factories";
import { call, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";
import { addWeeklyClass, pilatesCredits, pilatesMember, placesApi } from "./test-api";

/**
 * Numbered places (decision 037): the member sees which places of a class are free and
 * which taken (numbers only), picks one or gets the lowest free; a taken place is 409 PLACE_TAKEN,
 * held by the database's index under two bookings at once; a standing booking keeps its place; the
 * desk moves a booking and ends a member's series; a promotion from the waitlist gets a place.
 * Monday 2025-09-01 09:00 in Athens.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const { clock } = tb;
const api = () => placesApi(tb);
const member = (credits = 5) => pilatesMember(tb, credits, VALID_UNTIL);

const addClass = (weekday: number, time: string, capacity: number) =>
  addWeeklyClass(tb, { weekday, time, capacity });

const mailsTo = (email: string, template: string) =>
  tb.t.mail.filter((m) => m.to === email.toLowerCase() && m.template === template);

describe("a member picks a place", () => {
  it("sees free and taken places as numbers only, picks one, is refused a taken one and gets the lowest free without a pick", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(2, "18:00", 4);
    const schedules = await call<ScheduleRow[]>(tb.t, "GET", "/api/admin/schedules", tb.admin.cookie);
    expect(schedules.body.find((s) => s.key === "pilates")?.numberedPlaces).toBe(true);
    expect(schedules.body.find((s) => s.key === "gym")?.numberedPlaces).toBe(false);

    const [a, b, c] = [await member(), await member(), await member()];
    const picked = await api().book(a, { date: "2025-09-02", time: "18:00", place: 3 });
    expect(picked.status).toBe(201);
    expect(picked.body.reservation.place).toBe(3);
    // The confirmation names the place.
    expect(mailsTo(a.email, "bookingConfirmed").at(-1)?.text).toContain("Θέση: 3");

    const seen = await api().places(b, "2025-09-02", "18:00");
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ numbered: true, max: 4, taken: [3], free: [1, 2, 4] });
    // Numbers only: nothing names who holds place 3.
    const raw = JSON.stringify(seen.body);
    for (const who of [a.name, a.email, a.id]) expect(raw).not.toContain(who);

    const taken = await api().book(b, { date: "2025-09-02", time: "18:00", place: 3 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: "PLACE_TAKEN", params: { place: 3 } } });
    const beyond = await api().book(b, { date: "2025-09-02", time: "18:00", place: 5 });
    expect(beyond.body).toMatchObject({ error: { code: "PLACE_OUT_OF_RANGE", params: { max: 4 } } });
    // Refused: nothing booked, nothing spent.
    expect(await pilatesCredits(tb, b.id)).toBe(5);

    const lowest = await api().book(c, { date: "2025-09-02", time: "18:00" });
    expect(lowest.body.reservation.place).toBe(1);
    expect((await api().places(b, "2025-09-02", "18:00")).body.free).toEqual([2, 4]);
    // The gym floor has no numbered places.
    expect((await api().places(b, "2025-09-02", "18:00", "gym")).status).toBe(404);
  });

  it("two bookings of one place at once: one booked, the other told the place is taken; the index holds without the lock", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(4, "18:00", 4);
    const [a, b] = [await member(), await member()];
    const both = await Promise.all([
      api().book(a, { date: "2025-09-04", time: "18:00", place: 2 }),
      api().book(b, { date: "2025-09-04", time: "18:00", place: 2 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body).toMatchObject({ error: { code: "PLACE_TAKEN" } });
    const held = await tb.t.database.db
      .select({ place: reservations.place })
      .from(reservations)
      .where(and(eq(reservations.date, "2025-09-04"), eq(reservations.schedule, "pilates")));
    expect(held).toEqual([{ place: 2 }]);
    // Written straight to the database, past every check: the partial unique index refuses it.
    const guest = {
      kind: "guest" as const,
      schedule: "pilates",
      name: "Guest",
      email: "g@example.com",
      date: "2025-09-04",
      time: "18:00",
      place: 2,
    };
    await expect(tb.t.database.db.insert(reservations).values(guest)).rejects.toThrow();
    await tb.t.database.db.insert(reservations).values({ ...guest, place: 3 });
    await tb.t.database.db.delete(reservations).where(eq(reservations.email, "g@example.com"));
  });
});

describe("a standing booking keeps its place", () => {
  it("books the series' place every week; a week it is taken gets the lowest free one and says so", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 28 });
    await addClass(5, "18:00", 4);
    const other = await member();
    expect((await api().book(other, { date: "2025-09-12", time: "18:00", place: 3 })).status).toBe(201);

    const regular = await member(10);
    const res = await send(
      tb.t.app,
      "/api/standing-bookings",
      { schedule: "pilates", date: "2025-09-05", time: "18:00", end: { kind: "weeks", weeks: 3 }, place: 3 },
      { headers: { cookie: regular.cookie } },
    );
    expect(res.status).toBe(201);
    const series = (await res.json()) as StandingView;
    expect(series.place).toBe(3);
    expect(series.booked.map((w) => [w.date, w.place])).toEqual([
      ["2025-09-05", 3],
      ["2025-09-12", 1],
      ["2025-09-19", 3],
    ]);
    expect(await pilatesCredits(tb, regular.id)).toBe(7);
    // The member's day of the next week names its place.
    const nextWeek = await call<{ mine: { place: number | null } | null }>(
      tb.t,
      "GET",
      "/api/classes/day?date=2025-09-19",
      regular.cookie,
    );
    expect(nextWeek.body.mine?.place).toBe(3);
    // The week whose place was taken says so, in the member's language.
    const week12 = mailsTo(regular.email, "bookingConfirmed").find((m) => m.text.includes("12 Σεπτεμβρίου"));
    expect(week12?.text).toContain("Η συνηθισμένη σου θέση 3 ήταν πιασμένη αυτή την εβδομάδα");
    expect(week12?.text).toContain("Θέση: 1");
    // A first week whose picked place is taken makes nothing.
    const late = await member(10);
    const refused = await send(
      tb.t.app,
      "/api/standing-bookings",
      { schedule: "pilates", date: "2025-09-05", time: "18:00", end: { kind: "weeks", weeks: 2 }, place: 3 },
      { headers: { cookie: late.cookie } },
    );
    expect(refused.status).toBe(409);
    expect(await pilatesCredits(tb, late.id)).toBe(10);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
  });
});

describe("the desk", () => {
  it("books a member's or a guest's place as picked, the lowest free without a pick, and is refused a taken one", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(3, "19:00", 4);
    const m = await member();
    const date = "2025-09-03";
    const forMember = await api().deskBook(tb.admin, { email: m.email, date, time: "19:00", place: 4 });
    expect(forMember.status).toBe(201);
    expect(forMember.body).toMatchObject({ kind: "member", reservation: { place: 4 } });
    expect(await api().placeOf(m.id, date)).toBe(4);
    const walkIn = { email: "walk-in.place@example.com", name: "Νίκος", date, time: "19:00" };
    const taken = await api().deskBook(tb.admin, { ...walkIn, place: 4 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: "PLACE_TAKEN", params: { place: 4 } } });
    const beyond = await api().deskBook(tb.admin, { ...walkIn, place: 5 });
    expect(beyond.body).toMatchObject({ error: { code: "PLACE_OUT_OF_RANGE", params: { max: 4 } } });
    const guest = await api().deskBook(tb.admin, walkIn);
    expect(guest.body).toMatchObject({ kind: "guest", reservation: { place: 1 } });
    expect((await api().places(m, date, "19:00")).body.free).toEqual([2, 3]);
  });

  it("moves a member's booking to another free place, on the activity log before → after", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(3, "18:00", 4);
    const [d, e] = [await member(), await member()];
    const booked = await api().book(d, { date: "2025-09-03", time: "18:00", place: 2 });
    await api().book(e, { date: "2025-09-03", time: "18:00", place: 1 });
    const id = booked.body.reservation.id;

    const moved = await api().move(tb.admin, id, 4);
    expect(moved).toEqual({ status: 200, body: { id, place: 4 } });
    expect(await api().placeOf(d.id, "2025-09-03")).toBe(4);
    const [entry] = await tb.t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.memberId, d.id), sql`${activityLog.details}->>'action' = 'place'`));
    expect(entry).toMatchObject({ actorId: tb.admin.id, kind: "booking" });
    expect(entry!.details).toMatchObject({ before: 2, after: 4, date: "2025-09-03", time: "18:00" });
    // The day table shows the place.
    const day = await call<{ reservations: { id: string; place: number | null }[] }>(
      tb.t,
      "GET",
      "/api/admin/reservations?date=2025-09-03",
      tb.admin.cookie,
    );
    expect(day.body.reservations.find((r) => r.id === id)?.place).toBe(4);

    expect((await api().move(tb.admin, id, 1)).body).toMatchObject({ error: { code: "PLACE_TAKEN" } });
    expect((await api().move(tb.admin, id, 5)).body).toMatchObject({ error: { code: "PLACE_OUT_OF_RANGE" } });
    const trainer = await createStaff(tb.t, "trainer");
    expect((await api().move(trainer, id, 3)).status).toBe(403);
    expect(await api().placeOf(d.id, "2025-09-03")).toBe(4);
  });

  it("lists a member's standing bookings and ends one for them: the weeks cancelled, the credits back, on the activity log", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 28 });
    await addClass(6, "10:00", 4);
    const m = await member(10);
    const made = await send(
      tb.t.app,
      "/api/admin/standing-bookings",
      {
        email: m.email,
        schedule: "pilates",
        date: "2025-09-06",
        time: "10:00",
        end: { kind: "weeks", weeks: 3 },
      },
      { headers: { cookie: tb.admin.cookie } },
    );
    expect(made.status).toBe(201);
    expect(await pilatesCredits(tb, m.id)).toBe(7);

    const list = await call<{ standing: StandingView[] }>(
      tb.t,
      "GET",
      `/api/admin/members/${m.id}/standing-bookings`,
      tb.admin.cookie,
    );
    expect(list.status).toBe(200);
    const [series] = list.body.standing;
    expect(series?.booked.map((w) => w.date)).toEqual(["2025-09-06", "2025-09-13", "2025-09-20"]);
    const trainer = await createStaff(tb.t, "trainer");
    expect(
      (await call(tb.t, "GET", `/api/admin/members/${m.id}/standing-bookings`, trainer.cookie)).status,
    ).toBe(403);

    const ended = await call(tb.t, "DELETE", `/api/admin/standing-bookings/${series!.id}`, tb.admin.cookie);
    expect(ended).toEqual({ status: 200, body: { cancelled: 3, kept: 0 } });
    expect(await pilatesCredits(tb, m.id)).toBe(10);
    const mine = await call<{ standing: StandingView[] }>(tb.t, "GET", "/api/standing-bookings", m.cookie);
    expect(mine.body.standing).toEqual([]);
    const [entry] = await tb.t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.memberId, m.id), eq(activityLog.kind, "cancellation")));
    expect(entry).toMatchObject({ actorId: tb.admin.id });
    expect(entry!.details).toMatchObject({
      standing: true,
      cancelled: 3,
      kept: 0,
      after: { endReason: "desk" },
    });
    expect(
      (await call(tb.t, "DELETE", `/api/admin/standing-bookings/${series!.id}`, tb.admin.cookie)).status,
    ).toBe(409);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
  });
});

describe("the waitlist", () => {
  it("gives the promoted member the freed place", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(1, "19:00", 2);
    const [f, g, h] = [await member(), await member(), await member()];
    await api().book(f, { date: "2025-09-08", time: "19:00", place: 2 });
    const gBooked = await api().book(g, { date: "2025-09-08", time: "19:00" });
    expect(gBooked.body.reservation.place).toBe(1);
    const joined = await call(tb.t, "POST", "/api/waitlist", h.cookie, {
      schedule: "pilates",
      date: "2025-09-08",
      time: "19:00",
    });
    expect(joined.status).toBe(201);
    expect(
      (await call(tb.t, "DELETE", `/api/bookings/${gBooked.body.reservation.id}`, g.cookie)).status,
    ).toBe(200);
    expect(await api().placeOf(h.id, "2025-09-08")).toBe(1);
    expect(mailsTo(h.email, "bookingPromoted").at(-1)?.text).toContain("Θέση: 1");
  });
});
