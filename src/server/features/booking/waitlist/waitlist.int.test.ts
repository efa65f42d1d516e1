import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MemberWaitlist } from "../../../../shared/schemas/waitlist";
import type { AppType } from "../../../app";
import { emailOutbox, notifications, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions, ledgerRowsOf, type QuickMember, setExpiry } from "../../../test/members";
import { errorOf, send } from "../../../test/requests";
import { expireClosedWaitlists, fillFreedPlaces } from "./service";

const tb = bookingTestbed();
const { clock } = tb;

/** The waitlist's endpoints as the browser calls them. */
function waitlistApi(app: AppType) {
  const as = (cookie: string) => ({ headers: { cookie } });
  return {
    view: async (cookie: string, date: string) =>
      (await (await app.request(`/api/waitlist?date=${date}`, as(cookie))).json()) as MemberWaitlist,
    join: (cookie: string, date: string, time: string) =>
      send(app, "/api/waitlist", { schedule: "gym", date, time }, as(cookie)),
    leave: (cookie: string, id: string) =>
      send(app, `/api/waitlist/${id}`, undefined, { method: "DELETE", ...as(cookie) }),
    admin: async (cookie: string, date: string) =>
      (await (await app.request(`/api/admin/waitlist?date=${date}`, as(cookie))).json()) as {
        slots: { time: string; waiting: number }[];
      },
  };
}

/** A slot made full: the date's capacity set to `capacity`, each place booked by a new member. */
async function fullSlot(date: string, time: string, capacity = 1) {
  expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, capacity)).status).toBe(200);
  const holders: { member: QuickMember; reservationId: string }[] = [];
  for (let i = 0; i < capacity; i++) {
    const member = await tb.member();
    const res = await tb.api.book(member.cookie, { date, time });
    expect(res.status).toBe(201);
    holders.push({
      member,
      reservationId: ((await res.json()) as { reservation: { id: string } }).reservation.id,
    });
  }
  return holders;
}

async function joined(member: QuickMember, date: string, time: string) {
  const res = await waitlistApi(tb.t.app).join(member.cookie, date, time);
  expect(res.status).toBe(201);
  return ((await res.json()) as { place: { id: string; position: number } }).place;
}

const mailsTo = (email: string, template: string) =>
  tb.t.mail.filter((m) => m.to === email.toLowerCase() && m.template === template);

describe("joining a waitlist", () => {
  it("is only for a full slot, by a member who could book it, once per date; no credit is taken", async () => {
    clock.set(MONDAY_MORNING);
    const api = waitlistApi(tb.t.app);
    const date = "2025-09-02";
    const code = async (m: QuickMember, d = date, time = "18:00") =>
      (await errorOf(await api.join(m.cookie, d, time))).code;
    await fullSlot(date, "18:00");
    const m = await tb.member(3);
    expect(await code(m, date, "10:00")).toBe("SLOT_NOT_FULL");
    expect(await code(await tb.member(0))).toBe("NO_SESSIONS_LEFT");
    expect(await code(await tb.member(5, null))).toBe("PACKAGE_EXPIRED");
    expect(await code(await tb.member(5, new Date("2025-08-01T00:00:00Z")))).toBe("PACKAGE_EXPIRED");
    const booked = await tb.member();
    expect((await tb.api.book(booked.cookie, { date, time: "11:00" })).status).toBe(201);
    expect(await code(booked)).toBe("ALREADY_BOOKED_THIS_DAY");
    const elsewhere = await tb.member();
    expect((await tb.api.book(elsewhere.cookie, { date: "2025-09-05", time: "11:00" })).status).toBe(201);
    expect(await code(elsewhere)).toBe("ACTIVE_RESERVATION_EXISTS");
    expect(await code(m, "2025-09-07")).toBe("WEEKDAY_CLOSED");
    expect(await code(m, "2025-08-29")).toBe("PAST_DATE");

    const view = await api.view(m.cookie, date);
    expect(view.slots.find((s) => s.time === "18:00")).toEqual({ time: "18:00", waiting: 0, refusal: null });
    expect(await joined(m, date, "18:00")).toMatchObject({ position: 1 });
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(3);
    expect(await code(m)).toBe("ALREADY_WAITING");
    expect(await code(m, date, "19:00")).toBe("SLOT_NOT_FULL");
    expect((await api.view(m.cookie, date)).places).toEqual([
      expect.objectContaining({ schedule: "gym", date, time: "18:00", position: 1 }),
    ]);
    expect((await api.admin(tb.admin.cookie, date)).slots).toEqual([{ time: "18:00", waiting: 1 }]);
  });

  it("is refused on a closed day, a blocked slot and inside the booking cutoff; leaving ends the place", async () => {
    clock.set(MONDAY_MORNING);
    const api = waitlistApi(tb.t.app);
    const m = await tb.member();
    const code = async (d: string, time = "18:00") => (await errorOf(await api.join(m.cookie, d, time))).code;
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-09", 0)).status).toBe(200);
    expect(await code("2025-09-09")).toBe("DAY_CLOSED");
    const fill = (await (
      await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-10", endDate: "2025-09-10" })
    ).json()) as { batchId: string };
    expect(await code("2025-09-10")).toBe("SLOT_BLOCKED");
    await tb.api.admin.unblock(tb.admin.cookie, fill.batchId);

    await fullSlot("2025-09-11", "18:00");
    clock.set("2025-09-11T14:46:00Z"); // 17:46 Athens: 14 minutes before the slot
    expect(await code("2025-09-11")).toBe("WAITLIST_CLOSED");
    clock.set(MONDAY_MORNING);
    const place = await joined(m, "2025-09-11", "18:00");
    expect((await api.leave(m.cookie, place.id)).status).toBe(200);
    expect(await tb.entryOf(m.id, "2025-09-11")).toMatchObject({ state: "left" });
    expect((await errorOf(await api.leave(m.cookie, place.id))).code).toBe("WAITLIST_ENTRY_NOT_FOUND");
    // Someone else's place is not theirs to end.
    const other = await tb.member();
    const theirs = await joined(other, "2025-09-11", "18:00");
    expect((await api.leave(m.cookie, theirs.id)).status).toBe(404);
    expect(await joined(m, "2025-09-11", "18:00")).toMatchObject({ position: 2 });
  });
});

describe("promotion when a place frees", () => {
  it("books the first in line on a member's cancellation: one credit, ledger row, notification, e-mail", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-15";
    const [holder] = await fullSlot(date, "18:00");
    const first = await tb.member(4);
    const second = await tb.member(4);
    expect(await joined(first, date, "18:00")).toMatchObject({ position: 1 });
    expect(await joined(second, date, "18:00")).toMatchObject({ position: 2 });
    expect((await tb.api.cancel(holder!.member.cookie, holder!.reservationId)).status).toBe(200);

    const booking = await tb.bookingOf(first.id, date);
    expect(booking).toMatchObject({
      time: "18:00",
      kind: "member",
      sessionsBeforeBooking: 4,
      createdBy: null,
    });
    expect(await gymSessions(tb.t.database.db, first.id)).toBe(3);
    expect((await ledgerRowsOf(tb.t.database.db, first.id)).at(-1)).toMatchObject({
      delta: -1,
      reason: "booking",
      relatedId: booking!.id,
    });
    expect(await tb.entryOf(first.id, date)).toMatchObject({ state: "promoted", reservationId: booking!.id });
    const note = await tb.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, first.id));
    expect(note).toHaveLength(1);
    const [mail] = mailsTo(first.email, "bookingPromoted");
    expect(mail?.subject).toContain("18:00");
    expect(mail?.text).toContain("Δευτέρα 15 Σεπτεμβρίου 2025, 18:00–19:00");
    expect(mail?.attachments.map((a) => a.filename)).toEqual(["invite.ics"]);
    expect((await waitlistApi(tb.t.app).view(second.cookie, date)).places[0]).toMatchObject({ position: 1 });
    expect(await gymSessions(tb.t.database.db, second.id)).toBe(4);
  });

  it("skips members no longer eligible, tells them why, and books the next one", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-16";
    const [holder] = await fullSlot(date, "18:00");
    const lapsed = await tb.member();
    const emptied = await tb.member(1);
    const next = await tb.member();
    await joined(lapsed, date, "18:00");
    await joined(emptied, date, "18:00");
    await joined(next, date, "18:00");
    await setExpiry(tb.t.database.db, lapsed.id, "gym", new Date("2025-09-01T05:00:00Z"));
    // The one session goes to another booking (it ends before the freed slot, so no active-reservation clash).
    clock.set("2025-09-01T05:30:00Z");
    expect((await tb.api.book(emptied.cookie, { date: "2025-09-01", time: "09:00" })).status).toBe(201);
    clock.set(MONDAY_MORNING);

    expect((await tb.api.admin.cancel(tb.admin.cookie, holder!.reservationId)).status).toBe(200);
    expect(await tb.entryOf(lapsed.id, date)).toMatchObject({ state: "skipped", reason: "PACKAGE_EXPIRED" });
    expect(await tb.entryOf(emptied.id, date)).toMatchObject({
      state: "skipped",
      reason: "NO_SESSIONS_LEFT",
    });
    expect(await tb.entryOf(next.id, date)).toMatchObject({ state: "promoted" });
    expect(mailsTo(lapsed.email, "waitlistSkipped")[0]?.text).toContain("Το πακέτο σου έληξε");
    expect(mailsTo(emptied.email, "waitlistSkipped")[0]?.text).toContain("εξαντλήσει");
    expect(await tb.bookingOf(lapsed.id, date)).toBeUndefined();
  });

  it("fills a guest's place the desk removes, and places a raised capacity adds, in order", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-17";
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, 1)).status).toBe(200);
    const guest = await tb.deskBook({ email: "guest.waitlist@example.com", date, time: "18:00" });
    expect(guest.body.kind).toBe("guest");
    const line = [await tb.member(), await tb.member(), await tb.member(), await tb.member()];
    for (const m of line) await joined(m, date, "18:00");
    expect((await tb.api.admin.cancel(tb.admin.cookie, guest.body.reservation.id)).status).toBe(200);
    expect((await tb.entryOf(line[0]!.id, date))?.state).toBe("promoted");

    expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, 3)).status).toBe(200);
    expect((await tb.entryOf(line[1]!.id, date))?.state).toBe("promoted");
    expect((await tb.entryOf(line[2]!.id, date))?.state).toBe("promoted");
    expect((await tb.entryOf(line[3]!.id, date))?.state).toBe("waiting");
    // Back to the default capacity (10): the last one gets in too.
    expect((await tb.api.admin.clearCapacity(tb.admin.cookie, date)).status).toBe(200);
    expect((await tb.entryOf(line[3]!.id, date))?.state).toBe("promoted");
  });

  it("waits for a mass fill to be undone: a blocked slot frees no place", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-18";
    const [holder] = await fullSlot(date, "18:00");
    const waiter = await tb.member();
    await joined(waiter, date, "18:00");
    const fill = (await (
      await tb.api.admin.block(tb.admin.cookie, { startDate: date, endDate: date })
    ).json()) as {
      batchId: string;
    };
    expect((await tb.api.cancel(holder!.member.cookie, holder!.reservationId)).status).toBe(200);
    expect((await tb.entryOf(waiter.id, date))?.state).toBe("waiting");
    expect((await tb.api.admin.unblock(tb.admin.cookie, fill.batchId)).status).toBe(200);
    expect((await tb.entryOf(waiter.id, date))?.state).toBe("promoted");
    expect(mailsTo(waiter.email, "bookingPromoted")).toHaveLength(1);
  });
});

describe("closing at the booking cutoff", () => {
  it("expires the places still waiting 15 minutes before the slot and e-mails them; no promotion after", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-19";
    const [holder] = await fullSlot(date, "18:00");
    const a = await tb.member();
    const b = await tb.member();
    await joined(a, date, "18:00");
    await joined(b, date, "18:00");
    clock.set("2025-09-19T14:44:00Z"); // 17:44: still open (earlier tests' places close now)
    await expireClosedWaitlists(tb.t.deps);
    expect(await tb.entryOf(a.id, date)).toMatchObject({ state: "waiting" });
    clock.set("2025-09-19T14:45:00Z"); // 17:45: the cutoff
    expect(await expireClosedWaitlists(tb.t.deps)).toBe(2);
    expect(await expireClosedWaitlists(tb.t.deps)).toBe(0);
    expect(await tb.entryOf(a.id, date)).toMatchObject({ state: "expired", reason: "WAITLIST_CLOSED" });
    expect(mailsTo(b.email, "waitlistExpired")).toHaveLength(1);
    // The desk removes the booking at 17:50: nobody is booked from a closed line.
    clock.set("2025-09-19T14:50:00Z");
    expect((await tb.api.admin.cancel(tb.admin.cookie, holder!.reservationId)).status).toBe(200);
    expect(await tb.bookingOf(a.id, date)).toBeUndefined();
    const outbox = await tb.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "waitlistExpired"));
    expect(outbox.filter((m) => m.toAddress === a.email)).toHaveLength(1);
    clock.set(MONDAY_MORNING);
  });

  it("gives a place freed without a promotion (an erased account's booking) to the first in line, within the minute", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-22";
    const [holder] = await fullSlot(date, "11:00");
    const a = await tb.member();
    await joined(a, date, "11:00");
    expect(await fillFreedPlaces(tb.t.deps)).toBe(0); // full: nothing to give
    // As an account's erasure does: its bookings still to come are deleted, nobody promoted.
    await tb.t.database.db.delete(reservations).where(eq(reservations.id, holder!.reservationId));
    expect(await tb.bookingOf(a.id, date)).toBeUndefined();
    expect(await fillFreedPlaces(tb.t.deps)).toBe(1);
    expect(await tb.bookingOf(a.id, date)).toMatchObject({ time: "11:00", schedule: "gym" });
    expect(await tb.entryOf(a.id, date)).toMatchObject({ state: "promoted" });
    expect(mailsTo(a.email, "bookingPromoted")).toHaveLength(1);
    expect(await fillFreedPlaces(tb.t.deps)).toBe(0);
  });
});
