import { describe, expect, it } from "vitest";
import type { MemberWaitlist, WaitlistHistory } from "../../../../shared/schemas/waitlist";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions, type QuickMember } from "../../../test/members";
import { errorOf, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";
import { fillFreedPlaces } from "./service";

/**
 * The late window, quiet hours and the member's position and history (decision 018),
 * under the controlled clock: Monday 2025-09-01 09:00 in Athens unless a test moves it.
 */
const tb = bookingTestbed();
const { clock } = tb;
const as = (m: { cookie: string }) => ({ headers: { cookie: m.cookie } });
const db = () => tb.t.database.db;

const view = async (m: QuickMember, date: string) =>
  (await (await tb.t.app.request(`/api/waitlist?date=${date}`, as(m))).json()) as MemberWaitlist;
const history = async (m: QuickMember) =>
  (await (await tb.t.app.request("/api/waitlist/history", as(m))).json()) as WaitlistHistory;
const claim = (m: QuickMember, id: string) => send(tb.t.app, `/api/waitlist/${id}/claim`, undefined, as(m));
const mailsTo = (m: QuickMember, template: string) =>
  tb.t.mail.filter((x) => x.to === m.email.toLowerCase() && x.template === template);

/** The date's slots hold one place; `time` is booked by a new member, then `n` members join its line. */
async function fullSlotWithLine(date: string, time: string, n: number) {
  expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, 1)).status).toBe(200);
  const holder = await tb.member();
  const res = await tb.api.book(holder.cookie, { date, time });
  expect(res.status).toBe(201);
  const bookingId = ((await res.json()) as { reservation: { id: string } }).reservation.id;
  const line: { member: QuickMember; placeId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const member = await tb.member(3);
    const joined = await send(tb.t.app, "/api/waitlist", { schedule: "gym", date, time }, as(member));
    expect(joined.status).toBe(201);
    const { place } = (await joined.json()) as { place: { id: string; position: number; ahead: number } };
    expect(place).toMatchObject({ position: i + 1, ahead: i });
    line.push({ member, placeId: place.id });
  }
  return { holder, bookingId, line };
}

describe("the late window", () => {
  it("offers a place freed within N hours to everyone waiting; the first claim books it, the next is told it is taken", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 4 })).status).toBe(200);
    const date = "2025-09-01";
    const { holder, bookingId, line } = await fullSlotWithLine(date, "12:00", 3);
    const [a, b, c] = line.map((l) => l.member) as [QuickMember, QuickMember, QuickMember];
    expect((await view(c, date)).places[0]).toMatchObject({ position: 3, ahead: 2, offered: false });

    // 09:00, the slot at 12:00: inside the four-hour window. Nobody is booked; all three are offered it.
    expect((await tb.api.cancel(holder.cookie, bookingId)).status).toBe(200);
    for (const m of [a, b, c]) {
      expect(await tb.bookingOf(m.id, date)).toBeUndefined();
      expect(mailsTo(m, "waitlistOffered")).toHaveLength(1);
      expect(mailsTo(m, "waitlistOffered")[0]!.notBefore).toBeUndefined();
      expect((await view(m, date)).places[0]).toMatchObject({ time: "12:00", offered: true });
    }
    // The minute job finds the offer standing: nobody is told twice.
    await fillFreedPlaces(tb.t.deps);
    expect(mailsTo(a, "waitlistOffered")).toHaveLength(1);

    // The third in line claims first and gets it, with one session spent.
    const won = await claim(c, line[2]!.placeId);
    expect(won.status).toBe(201);
    expect(await tb.bookingOf(c.id, date)).toMatchObject({ time: "12:00", kind: "member" });
    expect(await gymSessions(db(), c.id)).toBe(2);
    expect(mailsTo(c, "bookingPromoted")).toHaveLength(1);
    expect((await tb.entryOf(c.id, date))!.state).toBe("promoted");

    // The first in line is too late: 409 with the code and its sentence; still in line, nothing spent.
    const lost = await claim(a, line[0]!.placeId);
    expect(lost.status).toBe(409);
    expect(await errorOf(lost)).toMatchObject({ code: "WAITLIST_OFFER_TAKEN" });
    expect((await tb.entryOf(a.id, date))!.state).toBe("waiting");
    expect(await gymSessions(db(), a.id)).toBe(3);
    expect((await view(a, date)).places[0]).toMatchObject({ position: 1, ahead: 0, offered: false });
    // The second never claimed: the offer is withdrawn once the place is gone; a claim now is also refused.
    expect((await view(b, date)).places[0]).toMatchObject({ position: 2, offered: false });
    expect((await errorOf(await claim(b, line[1]!.placeId))).code).toBe("WAITLIST_OFFER_TAKEN");

    expect((await history(c)).events.map((e) => [e.kind, e.date, e.time])).toEqual([
      ["claimed", date, "12:00"],
      ["offered", date, "12:00"],
    ]);
    expect((await history(a)).events.map((e) => e.kind)).toEqual(["missed", "offered"]);
  });

  it("stays automatic before the window: the first in line is booked and the history says promoted", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 4 })).status).toBe(200);
    const date = "2025-09-02";
    const { holder, bookingId, line } = await fullSlotWithLine(date, "18:00", 2);
    expect((await tb.api.cancel(holder.cookie, bookingId)).status).toBe(200);
    const [first, second] = line.map((l) => l.member) as [QuickMember, QuickMember];
    expect(await tb.bookingOf(first.id, date)).toMatchObject({ time: "18:00" });
    expect(mailsTo(first, "waitlistOffered")).toHaveLength(0);
    expect((await view(second, date)).places[0]).toMatchObject({ position: 1, ahead: 0, offered: false });
    expect((await errorOf(await claim(second, line[1]!.placeId))).code).toBe("WAITLIST_OFFER_TAKEN");
    expect((await history(first)).events.map((e) => e.kind)).toEqual(["promoted"]);
  });

  it("passes over a member the booking's own rule refuses instead of offering, and withdraws offers once the place is booked by hand", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 4 })).status).toBe(200);
    const date = "2025-09-01";
    const { holder, bookingId, line } = await fullSlotWithLine(date, "11:00", 2);
    const [broke, other] = line.map((l) => l.member) as [QuickMember, QuickMember];
    // The first one's sessions are spent elsewhere before the place frees.
    expect((await tb.api.book(broke.cookie, { date: "2025-09-03", time: "10:00" })).status).toBe(201);
    expect((await tb.api.cancel(holder.cookie, bookingId)).status).toBe(200);
    // Never offered a place they could not claim: skipped with the rule, as a promotion would.
    expect(mailsTo(broke, "waitlistOffered")).toHaveLength(0);
    expect(await tb.entryOf(broke.id, date)).toMatchObject({
      state: "skipped",
      reason: "ACTIVE_RESERVATION_EXISTS",
    });
    expect((await errorOf(await claim(broke, line[0]!.placeId))).code).toBe("WAITLIST_ENTRY_NOT_FOUND");
    // Someone not on the line books the free place; the minute job withdraws the standing offers.
    const walkIn = await tb.member();
    expect((await tb.api.book(walkIn.cookie, { date, time: "11:00" })).status).toBe(201);
    await fillFreedPlaces(tb.t.deps);
    expect((await view(other, date)).places[0]).toMatchObject({ offered: false });
    expect((await errorOf(await claim(other, line[1]!.placeId))).code).toBe("WAITLIST_OFFER_TAKEN");
  });

  it("refuses a claim where no place was offered, and a place that is not the member's", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 0 })).status).toBe(200);
    const date = "2025-09-04";
    const { line } = await fullSlotWithLine(date, "18:00", 2);
    const [a, b] = line.map((l) => l.member) as [QuickMember, QuickMember];
    expect((await claim(b, line[0]!.placeId)).status).toBe(404);
    // The slot is full: nothing to claim.
    expect((await errorOf(await claim(a, line[0]!.placeId))).code).toBe("WAITLIST_OFFER_TAKEN");
  });
});

describe("quiet hours", () => {
  it("hold a promotion's e-mail until they end, and send an offer at once when the class starts before then", async () => {
    // Monday 22:30 in Athens: inside the default quiet hours, 21:00 to 09:00.
    clock.set("2025-09-01T06:00:00Z");
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 0 })).status).toBe(200);
    const late = await fullSlotWithLine("2025-09-05", "10:00", 1);
    const early = await fullSlotWithLine("2025-09-02", "08:00", 1);
    const heldOffer = await fullSlotWithLine("2025-09-02", "12:00", 1);
    clock.set("2025-09-01T19:30:00Z");

    // Automatic promotion (before any window): booked now, the e-mail waits for 09:00 on Tuesday.
    expect((await tb.api.cancel(late.holder.cookie, late.bookingId)).status).toBe(200);
    const promoted = late.line[0]!.member;
    expect(await tb.bookingOf(promoted.id, "2025-09-05")).toBeDefined();
    expect(mailsTo(promoted, "bookingPromoted")[0]!.notBefore).toEqual(new Date("2025-09-02T06:00:00Z"));

    // A late window of 14 hours: both Tuesday classes are in it.
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 14 })).status).toBe(200);
    // 08:00 starts before the quiet hours end: the offer goes at once.
    expect((await tb.api.cancel(early.holder.cookie, early.bookingId)).status).toBe(200);
    expect(mailsTo(early.line[0]!.member, "waitlistOffered")[0]!.notBefore).toBeUndefined();
    // 12:00 starts after: the offer is held until 09:00.
    expect((await tb.api.cancel(heldOffer.holder.cookie, heldOffer.bookingId)).status).toBe(200);
    expect(mailsTo(heldOffer.line[0]!.member, "waitlistOffered")[0]!.notBefore).toEqual(
      new Date("2025-09-02T06:00:00Z"),
    );
    // At 09:30 nothing is held.
    clock.set("2025-09-02T06:30:00Z");
    const more = await fullSlotWithLine("2025-09-05", "20:00", 1);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 0 })).status).toBe(200);
    expect((await tb.api.cancel(more.holder.cookie, more.bookingId)).status).toBe(200);
    expect(mailsTo(more.line[0]!.member, "bookingPromoted")[0]!.notBefore).toBeUndefined();
  });
});
