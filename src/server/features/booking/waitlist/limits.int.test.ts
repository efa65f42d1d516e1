import { describe, expect, it } from "vitest";
import type { WaitlistHistory } from "../../../../shared/schemas/waitlist";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import type { QuickMember } from "../../../test/members";
import { errorOf, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";
import { standingApi } from "../standing/test-api";

/**
 * The owner's limit of future bookings (`maxActiveBookings`, a standing series counted once) holds
 * for a place given from the waitlist as for a booking: a promotion, the late window's offer and a
 * claim pass the booking's own check, and a member it would put over the limit is passed over with
 * the rule in their waitlist history. Monday 2025-09-01 09:00 in Athens; the limit is 3.
 */
const tb = bookingTestbed();
const { clock } = tb;
const as = (m: { cookie: string }) => ({ headers: { cookie: m.cookie } });

/** The date's slots hold one place; `time` is booked by a new member. */
async function fullSlot(date: string, time: string) {
  expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, 1)).status).toBe(200);
  const holder = await tb.member();
  const res = await tb.api.book(holder.cookie, { date, time });
  expect(res.status).toBe(201);
  return { holder, id: ((await res.json()) as { reservation: { id: string } }).reservation.id };
}

async function join(m: QuickMember, date: string, time: string) {
  const res = await send(tb.t.app, "/api/waitlist", { schedule: "gym", date, time }, as(m));
  expect(res.status).toBe(201);
  return ((await res.json()) as { place: { id: string } }).place.id;
}

const history = async (m: QuickMember) =>
  (await (await tb.t.app.request("/api/waitlist/history", as(m))).json()) as WaitlistHistory;
const mailsTo = (m: QuickMember, template: string) =>
  tb.t.mail.filter((x) => x.to === m.email.toLowerCase() && x.template === template);

/**
 * A member holding a booking made once and a two-week standing series (three bookings, counted
 * two), waiting on `date`'s full slot. `third`: a further single booking on another day, so they
 * hold the limit of three.
 */
async function regular(date: string, third: string | null) {
  const m = await tb.member(10);
  expect((await tb.api.book(m.cookie, { date: "2025-09-02", time: "10:00" })).status).toBe(201);
  const series = await standingApi(tb.t.app).make(m.cookie, {
    date: "2025-09-03",
    time: "10:00",
    end: { kind: "weeks", weeks: 2 },
  });
  expect(series.status).toBe(201);
  const placeId = await join(m, date, "18:00");
  if (third) expect((await tb.api.book(m.cookie, { date: third, time: "10:00" })).status).toBe(201);
  return { m, placeId };
}

describe("the limit of future bookings and the waitlist", () => {
  it("a promotion passes over a member at the limit, with the reason in their history, and books the next", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 3, lateWindowHours: 0 })).status).toBe(
      200,
    );
    const date = "2025-09-05";
    const { holder, id } = await fullSlot(date, "18:00");
    const { m: full } = await regular(date, "2025-09-04");
    const next = await tb.member();
    await join(next, date, "18:00");

    expect((await tb.api.cancel(holder.cookie, id)).status).toBe(200);
    expect(await tb.bookingOf(full.id, date)).toBeUndefined();
    expect(await tb.entryOf(full.id, date)).toMatchObject({
      state: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
    });
    expect((await history(full)).events[0]).toMatchObject({
      kind: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
      date,
      time: "18:00",
    });
    expect(mailsTo(full, "waitlistSkipped")).toHaveLength(1);
    expect(await tb.entryOf(next.id, date)).toMatchObject({ state: "promoted" });
  });

  it("counts a series once: a member with one booking and a two-week series is still under a limit of three", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 3, lateWindowHours: 0 });
    const date = "2025-09-12";
    const { holder, id } = await fullSlot(date, "18:00");
    const { m } = await regular(date, null);
    expect((await tb.api.cancel(holder.cookie, id)).status).toBe(200);
    expect(await tb.entryOf(m.id, date)).toMatchObject({ state: "promoted" });
    // Now at the limit: a booking of their own is refused as the promotion would be.
    const more = await tb.api.book(m.cookie, { date: "2025-09-15", time: "10:00" });
    expect((await errorOf(more)).code).toBe("ACTIVE_RESERVATION_EXISTS");
  });

  it("the late window offers a freed place only to members who could take it; the others are passed over and told", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 3, lateWindowHours: 48 });
    const date = "2025-09-01";
    const { holder, id } = await fullSlot(date, "18:00");
    const { m: full } = await regular(date, "2025-09-04");
    const other = await tb.member();
    const otherPlace = await join(other, date, "18:00");

    expect((await tb.api.cancel(holder.cookie, id)).status).toBe(200);
    expect(mailsTo(full, "waitlistOffered")).toHaveLength(0);
    expect(mailsTo(full, "waitlistSkipped")).toHaveLength(1);
    expect(await tb.entryOf(full.id, date)).toMatchObject({
      state: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
    });
    expect((await history(full)).events.map((e) => [e.kind, e.reason])).toContainEqual([
      "skipped",
      "ACTIVE_RESERVATION_EXISTS",
    ]);
    expect(mailsTo(other, "waitlistOffered")).toHaveLength(1);
    expect((await send(tb.t.app, `/api/waitlist/${otherPlace}/claim`, undefined, as(other))).status).toBe(
      201,
    );
  });

  it("a claim by a member who reached the limit after the offer is refused, and their place ends skipped with the reason", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { maxActiveBookings: 3, lateWindowHours: 48 });
    const date = "2025-09-02";
    const { holder, id } = await fullSlot(date, "19:00");
    const m = await tb.member(10);
    expect((await tb.api.book(m.cookie, { date: "2025-09-04", time: "10:00" })).status).toBe(201);
    expect((await tb.api.book(m.cookie, { date: "2025-09-05", time: "10:00" })).status).toBe(201);
    const res = await send(tb.t.app, "/api/waitlist", { schedule: "gym", date, time: "19:00" }, as(m));
    expect(res.status).toBe(201);
    const placeId = ((await res.json()) as { place: { id: string } }).place.id;
    expect((await tb.api.cancel(holder.cookie, id)).status).toBe(200);
    expect(mailsTo(m, "waitlistOffered")).toHaveLength(1);
    // The third booking after the offer: at the limit when they claim.
    expect((await tb.api.book(m.cookie, { date: "2025-09-08", time: "10:00" })).status).toBe(201);

    const claim = await send(tb.t.app, `/api/waitlist/${placeId}/claim`, undefined, as(m));
    expect(claim.status).toBe(409);
    expect((await errorOf(claim)).code).toBe("ACTIVE_RESERVATION_EXISTS");
    expect(await tb.bookingOf(m.id, date)).toBeUndefined();
    expect(await tb.entryOf(m.id, date)).toMatchObject({
      state: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
    });
    expect((await history(m)).events[0]).toMatchObject({
      kind: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
    });
  });
});
