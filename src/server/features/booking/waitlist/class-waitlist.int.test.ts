import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ClassView } from "../../../../shared/schemas/classes";
import type { MemberWaitlist } from "../../../../shared/schemas/waitlist";
import { creditLedger, emailOutbox, notifications } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { parseIcs } from "../../../test/ics";
import { creditMember, creditsOf, type QuickMember } from "../../../test/members";
import { call, errorOf, send } from "../../../test/requests";

/**
 * The waitlist of a full Reformer Pilates class (decisions 017, 018): joining, refused on a
 * cancelled class, promotion with a Pilates credit and the booking's e-mail with its calendar
 * file when a member cancels, and when the admin raises that date's capacity.
 * Monday 2025-09-01 09:00 in Athens unless a test moves the clock.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const { clock } = tb;

const as = (m: { cookie: string }) => ({ headers: { cookie: m.cookie } });
const waitlist = {
  view: async (m: QuickMember, date: string) =>
    (await (
      await tb.t.app.request(`/api/waitlist?schedule=pilates&date=${date}`, as(m))
    ).json()) as MemberWaitlist,
  join: (m: QuickMember, date: string, time: string) =>
    send(tb.t.app, "/api/waitlist", { schedule: "pilates", date, time }, as(m)),
};
const pilates = {
  addClass: (body: { weekday: number; time: string; minutes: number; capacity: number }) =>
    call<ClassView>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, body),
  book: (m: QuickMember, body: { date: string; time: string }) =>
    call<{ reservation: { id: string } }>(tb.t, "POST", "/api/bookings", m.cookie, {
      schedule: "pilates",
      ...body,
    }),
  cancel: (m: QuickMember, id: string) => call(tb.t, "DELETE", `/api/bookings/${id}`, m.cookie),
  change: (
    id: string,
    date: string,
    body: { cancelled?: boolean; time?: string | null; capacity?: number | null },
  ) => call(tb.t, "PUT", `/api/admin/classes/${id}/dates/${date}`, tb.admin.cookie, body),
};

/** A signed-in member with `credits` Pilates credits valid until VALID_UNTIL (no gym sessions). */
const pilatesMember = (credits = 5): Promise<QuickMember> =>
  creditMember(tb.t.deps, { credits, until: VALID_UNTIL }, { sessions: 0, expiresAt: VALID_UNTIL });

const pilatesCredits = (userId: string) => creditsOf(tb.t.database.db, userId, "pilates");

/** A one-reformer class on `weekday` at `time`, booked by a new member on `date`. */
async function fullClass(weekday: number, time: string, date: string, minutes = 50) {
  const cls = await pilates.addClass({ weekday, time, minutes, capacity: 1 });
  expect(cls.status).toBe(201);
  const holder = await pilatesMember();
  const booked = await pilates.book(holder, { date, time });
  expect(booked.status).toBe(201);
  return { classId: cls.body.id, holder, reservationId: booked.body.reservation.id };
}

async function joined(m: QuickMember, date: string, time: string) {
  const res = await waitlist.join(m, date, time);
  expect(res.status).toBe(201);
  return ((await res.json()) as { place: { id: string; position: number; schedule: string } }).place;
}

const mailsTo = (email: string) =>
  tb.t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(emailOutbox.id);

/** The promoted member's booking: a Pilates reservation, one Pilates credit with its ledger row, the admins told. */
async function expectPromoted(m: QuickMember, date: string, time: string, creditsLeft: number) {
  const booking = await tb.bookingOf(m.id, date);
  expect(booking).toMatchObject({ schedule: "pilates", time, kind: "member", createdBy: null });
  expect(await pilatesCredits(m.id)).toBe(creditsLeft);
  const ledger = await tb.t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, m.id), eq(creditLedger.relatedId, booking!.id)));
  expect(ledger).toEqual([expect.objectContaining({ kind: "pilates", delta: -1, reason: "booking" })]);
  expect(await tb.entryOf(m.id, date)).toMatchObject({ state: "promoted", reservationId: booking!.id });
  const notes = await tb.t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
  expect(notes).toEqual([
    expect.objectContaining({ params: expect.objectContaining({ schedule: "pilates", date, time }) }),
  ]);
  return booking!;
}

describe("the waitlist of a Pilates class", () => {
  it("is joined on a full class by a member with Pilates credits, once a date; no credit is taken", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-04"; // Thursday
    await fullClass(4, "18:00", date);
    expect((await pilates.addClass({ weekday: 4, time: "19:00", minutes: 50, capacity: 4 })).status).toBe(
      201,
    );
    const code = async (m: QuickMember, time = "18:00", d = date) =>
      (await errorOf(await waitlist.join(m, d, time))).code;

    const m = await pilatesMember(3);
    expect(await code(m, "19:00")).toBe("SLOT_NOT_FULL");
    expect(await code(m, "10:00")).toBe("NOT_A_SLOT");
    expect(await code(await pilatesMember(0))).toBe("NO_SESSIONS_LEFT");
    expect(await code(await tb.member(5))).toBe("PACKAGE_EXPIRED"); // gym sessions, no Pilates package

    const view = await waitlist.view(m, date);
    expect(view.slots).toEqual([{ time: "18:00", waiting: 0, refusal: null }]);
    expect(await joined(m, date, "18:00")).toMatchObject({ schedule: "pilates", position: 1 });
    expect(await pilatesCredits(m.id)).toBe(3);
    expect(await code(m)).toBe("ALREADY_WAITING");
    const second = await pilatesMember();
    expect(await joined(second, date, "18:00")).toMatchObject({ position: 2 });
    expect((await waitlist.view(m, date)).places).toEqual([
      expect.objectContaining({ schedule: "pilates", date, time: "18:00", position: 1 }),
    ]);

    clock.set("2025-09-04T14:46:00Z"); // 17:46 Athens: inside the 15-minute cutoff
    expect(await code(await pilatesMember())).toBe("WAITLIST_CLOSED");
  });

  it("is refused on a cancelled class", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-05"; // Friday
    const cls = await pilates.addClass({ weekday: 5, time: "18:00", minutes: 50, capacity: 1 });
    expect((await pilates.change(cls.body.id, date, { cancelled: true })).status).toBe(200);
    const m = await pilatesMember();
    expect((await errorOf(await waitlist.join(m, date, "18:00"))).code).toBe("CLASS_CANCELLED");
    expect((await waitlist.view(m, date)).slots).toEqual([]);
  });

  it("ends at once when the studio cancels the class: the booked member and those waiting are e-mailed", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-11"; // Thursday
    const { classId, holder } = await fullClass(4, "20:15", date, 45);
    const waiter = await pilatesMember(2);
    await joined(waiter, date, "20:15");
    expect((await pilates.change(classId, date, { cancelled: true })).status).toBe(200);
    expect(await pilatesCredits(holder.id)).toBe(5); // the credit back
    expect(await tb.entryOf(waiter.id, date)).toMatchObject({
      state: "expired",
      reason: "CLASS_CANCELLED",
    });
    expect(await pilatesCredits(waiter.id)).toBe(2);
    const toHolder = (await mailsTo(holder.email)).filter((m) => m.template === "bookingCancelled");
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0]!.textBody).toContain("20:15–21:00");
    const toWaiter = (await mailsTo(waiter.email)).filter((m) => m.template === "waitlistCancelled");
    expect(toWaiter).toHaveLength(1);
    expect(toWaiter[0]!.subject).toBe("Kinisi: το μάθημα ακυρώθηκε");
    expect(toWaiter[0]!.textBody).toContain("Η θέση σου στη λίστα έληξε.");
  });

  it("books the first in line when a member cancels: one Pilates credit, the admins told, the e-mail with its calendar file", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-09"; // Tuesday
    const { holder, reservationId } = await fullClass(2, "19:30", date, 45);
    const first = await pilatesMember(4);
    const second = await pilatesMember(4);
    await joined(first, date, "19:30");
    await joined(second, date, "19:30");

    expect((await pilates.cancel(holder, reservationId)).status).toBe(200);
    expect(await pilatesCredits(holder.id)).toBe(5);
    await expectPromoted(first, date, "19:30", 3);
    expect(await tb.entryOf(second.id, date)).toMatchObject({ state: "waiting" });
    expect(await pilatesCredits(second.id)).toBe(4);

    const [mail] = await mailsTo(first.email);
    expect(mail).toMatchObject({ template: "bookingPromoted" });
    expect(mail!.textBody).toContain("19:30–20:15");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]!.filename).toBe("invite.ics");
    const [event] = parseIcs(mail!.attachments![0]!.content).events;
    expect(event!.start.local).toBe("2025-09-09T19:30:00");
    expect(event!.end.local).toBe("2025-09-09T20:15:00");
    expect((await waitlist.view(second, date)).places[0]).toMatchObject({ position: 1 });
  });

  it("books the line when the admin raises that date's capacity, and skips a member without credits", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-10"; // Wednesday
    const { classId } = await fullClass(3, "08:00", date);
    const emptied = await pilatesMember(1);
    const first = await pilatesMember(2);
    const second = await pilatesMember(2);
    const third = await pilatesMember(2);
    await joined(emptied, date, "08:00");
    await joined(first, date, "08:00");
    await joined(second, date, "08:00");
    await joined(third, date, "08:00");
    // The one credit goes to another class before the places free.
    expect((await pilates.addClass({ weekday: 1, time: "18:00", minutes: 50, capacity: 4 })).status).toBe(
      201,
    );
    expect((await pilates.book(emptied, { date: "2025-09-01", time: "18:00" })).status).toBe(201);

    expect((await pilates.change(classId, date, { capacity: 3 })).status).toBe(200);
    expect(await tb.entryOf(emptied.id, date)).toMatchObject({
      state: "skipped",
      reason: "NO_SESSIONS_LEFT",
    });
    await expectPromoted(first, date, "08:00", 1);
    await expectPromoted(second, date, "08:00", 1);
    expect(await tb.entryOf(third.id, date)).toMatchObject({ state: "waiting" });
    const [promoted] = await mailsTo(first.email);
    expect(promoted).toMatchObject({ template: "bookingPromoted" });
    expect(parseIcs(promoted!.attachments![0]!.content).events[0]!.end.local).toBe("2025-09-10T08:50:00");
    const skipped = (await mailsTo(emptied.email)).find((r) => r.template === "waitlistSkipped");
    // The rule's one code, said as the class's sentence naming its credits (decision 035).
    expect(skipped?.textBody).toContain("Έχεις εξαντλήσει τις συνεδρίες σου για «Reformer Pilates».");
  });

  it("moves the line with its class when the admin moves that date's class to another time", async () => {
    clock.set(MONDAY_MORNING);
    const date = "2025-09-11"; // Thursday
    const { classId, holder, reservationId } = await fullClass(4, "07:00", date);
    const m = await pilatesMember();
    await joined(m, date, "07:00");
    expect((await pilates.change(classId, date, { time: "07:30" })).status).toBe(200);
    expect(await tb.entryOf(m.id, date)).toMatchObject({
      state: "waiting",
      time: "07:30",
      closesAt: new Date("2025-09-11T04:15:00Z"), // 07:15 Athens
    });
    expect((await pilates.cancel(holder, reservationId)).status).toBe(200);
    await expectPromoted(m, date, "07:30", 4);
  });
});
