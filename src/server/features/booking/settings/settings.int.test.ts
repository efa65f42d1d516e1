import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPEC_RULES, type StudioRules } from "../../../../shared/domain/studio-rules";
import { cancellations, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions } from "../../../test/members";
import { call, errorOf } from "../../../test/requests";
import { sentence } from "../../../test/sentence";
import { setRules } from "../../../test/studio-rules";

// Monday 2025-09-01 09:00 in Athens; Tuesday 2025-09-02 12:00 Athens = 09:00Z.
const tb = bookingTestbed();
const { clock } = tb;

async function booked(cookie: string, date: string, time: string) {
  const res = await tb.api.book(cookie, { date, time });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reservation: { id: string } }).reservation.id;
}

const restore = async () =>
  expect((await setRules(tb.t, tb.admin.cookie, SPEC_RULES, "keep")).status).toBe(200);

describe("the studio's rules", () => {
  it("are the spec's on a fresh install, for anyone to read", async () => {
    expect(await call<StudioRules>(tb.t, "GET", "/api/studio-rules")).toEqual({
      status: 200,
      body: SPEC_RULES,
    });
  });

  it("are the owner's to change: a member is refused, bad values are refused with the rule's code", async () => {
    const m = await tb.member();
    expect((await setRules(tb.t, m.cookie, { defaultCapacity: 5 })).status).toBe(403);
    const overlap = SPEC_RULES.hours.map((h) => [...h]);
    overlap[1] = [
      { from: "08:00", to: "12:00" },
      { from: "11:00", to: "14:00" },
    ];
    const refusals = [
      { hours: overlap },
      { hours: [[{ from: "12:00", to: "08:00" }], ...SPEC_RULES.hours.slice(1)] },
      { bookingCutoffMinutes: 90, cancelCutoffMinutes: 60 },
      { slotMinutes: 7 },
      { defaultCapacity: 0 },
    ];
    const codes = [];
    for (const change of refusals) {
      const res = await setRules(tb.t, tb.admin.cookie, change);
      expect(res.status).toBe(400);
      codes.push(
        (res.body as { error: { params: { issues: { message: string }[] } } }).error.params.issues[0]!
          .message,
      );
    }
    expect(codes.slice(0, 3)).toEqual([
      "SETTINGS_HOURS_OVERLAP",
      "SETTINGS_RANGE_ORDER",
      "SETTINGS_CUTOFF_ORDER",
    ]);
    expect(await call(tb.t, "GET", "/api/studio-rules")).toMatchObject({ body: SPEC_RULES });
  });

  it("a cancel cutoff of 120 minutes refuses at 90, naming 2 hours in both languages", async () => {
    clock.set(MONDAY_MORNING);
    const m = await tb.member();
    const id = await booked(m.cookie, "2025-09-02", "12:00");
    expect((await setRules(tb.t, tb.admin.cookie, { cancelCutoffMinutes: 120 })).status).toBe(200);
    clock.set("2025-09-02T07:30:00Z"); // 10:30 Athens: 90 minutes before
    const refused = await errorOf(await tb.api.cancel(m.cookie, id));
    expect(refused).toMatchObject({ status: 409, code: "CANCEL_TOO_LATE", params: { cancelCutoff: 120 } });
    expect(await sentence("en", refused.code, refused.params)).toBe(
      "You can cancel at least 2 hours before.",
    );
    expect(await sentence("gr", refused.code, refused.params)).toBe(
      "Μπορείς να ακυρώσεις τουλάχιστον 2 ώρες πριν.",
    );
    await restore();
    expect((await tb.api.cancel(m.cookie, id)).status).toBe(200);
  });

  it("a booking cutoff, the places of a slot, its length and the open weekdays apply to the next booking", async () => {
    clock.set(MONDAY_MORNING);
    const m = await tb.member();
    const hours = SPEC_RULES.hours.map((h) => [...h]);
    hours[0] = [{ from: "09:00", to: "12:00" }]; // Sundays open in the morning
    const changed = {
      hours,
      slotMinutes: 30,
      defaultCapacity: 2,
      bookingCutoffMinutes: 120,
      cancelCutoffMinutes: 120,
    };
    expect((await setRules(tb.t, tb.admin.cookie, changed)).status).toBe(200);
    const day = (await (await tb.api.day(m.cookie, "2025-09-07")).json()) as {
      date: string;
      slots: { time: string; max: number }[];
    };
    expect(day.date).toBe("2025-09-07");
    expect(day.slots.map((s) => s.time)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(day.slots[0]!.max).toBe(2);
    // 10:30 today is 90 minutes away: inside a 120-minute cutoff.
    const late = await errorOf(await tb.api.book(m.cookie, { date: "2025-09-01", time: "10:30" }));
    expect(late).toMatchObject({ code: "TOO_LATE_TO_BOOK", params: { bookingCutoff: 120 } });
    expect(await sentence("gr", late.code, late.params)).toBe(
      "Οι κρατήσεις κλείνουν 2 ώρες πριν από την ώρα.",
    );
    await booked(m.cookie, "2025-09-07", "09:30");
    await restore();
  });

  it("lets a member hold as many future bookings as the studio allows", async () => {
    clock.set(MONDAY_MORNING);
    const m = await tb.member();
    await booked(m.cookie, "2025-09-03", "10:00");
    expect(await errorOf(await tb.api.book(m.cookie, { date: "2025-09-04", time: "10:00" }))).toMatchObject({
      code: "ACTIVE_RESERVATION_EXISTS",
      params: { max: 1 },
    });
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 2 });
    await booked(m.cookie, "2025-09-04", "10:00");
    expect((await errorOf(await tb.api.book(m.cookie, { date: "2025-09-05", time: "10:00" }))).code).toBe(
      "ACTIVE_RESERVATION_EXISTS",
    );
    await restore();
  });

  it("new hours with bookings outside them are reported, not dropped; the owner keeps or cancels them", async () => {
    clock.set(MONDAY_MORNING);
    const m = await tb.member(5);
    const evening = await booked(m.cookie, "2025-09-09", "20:00");
    const guest = await tb.deskBook({
      email: "guest-outside@example.com",
      name: "Guest",
      date: "2025-09-09",
      time: "21:00",
    });
    expect(guest.res.status).toBe(201);
    const hours = SPEC_RULES.hours.map((h) => [...h]);
    hours[2] = [{ from: "08:00", to: "14:00" }]; // Tuesdays end at 14:00

    const refused = await setRules(tb.t, tb.admin.cookie, { hours });
    expect(refused.status).toBe(409);
    const listed = (refused.body as { error: { code: string; params: { bookings: { id: string }[] } } })
      .error;
    expect(listed.code).toBe("SETTINGS_BOOKINGS_OUTSIDE_HOURS");
    expect(listed.params.bookings.map((b) => b.id).sort()).toEqual(
      [evening, guest.body.reservation.id].sort(),
    );
    expect(await call(tb.t, "GET", "/api/studio-rules")).toMatchObject({ body: { hours: SPEC_RULES.hours } });

    const kept = await setRules(tb.t, tb.admin.cookie, { hours }, "keep");
    expect(kept.status).toBe(200);
    expect(kept.body.outside).toHaveLength(2);
    expect(await tb.bookingOf(m.id, "2025-09-09")).toMatchObject({ id: evening });
    await restore();

    const cancelled = await setRules(tb.t, tb.admin.cookie, { hours }, "cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.outside).toHaveLength(2);
    const db = tb.t.database.db;
    expect(await db.select().from(reservations).where(eq(reservations.id, evening))).toEqual([]);
    const [record] = await db.select().from(cancellations).where(eq(cancellations.reservationId, evening));
    expect(record).toMatchObject({ cancellationReason: "ADMIN_CANCELLATION", sessionWillBeRestored: true });
    expect(await gymSessions(db, m.id)).toBe(5);
    await restore();
  });
});
