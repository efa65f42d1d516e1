import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { parseIcs } from "../../../test/ics";
import { addWeeklyClass, pilatesMember, placesApi } from "./test-api";

/**
 * The desk moves a booking's numbered place (decision 037): the member's confirmation and calendar
 * event named the old place, so the move sends an updated invitation (same UID, a higher SEQUENCE)
 * with a short e-mail in the member's language. Monday 2025-09-01 09:00 in Athens.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const { clock } = tb;
const api = () => placesApi(tb);
const member = (credits = 5) => pilatesMember(tb, credits, VALID_UNTIL);
const addClass = (weekday: number, time: string, capacity: number) =>
  addWeeklyClass(tb, { weekday, time, capacity });
const mailsTo = (email: string, template: string) =>
  tb.t.mail.filter((m) => m.to === email.toLowerCase() && m.template === template);

describe("a place moved by the desk", () => {
  it("tells the member of a move: an updated invitation (same UID, higher SEQUENCE) and a short e-mail in their language", async () => {
    clock.set(MONDAY_MORNING);
    await addClass(5, "20:00", 6);
    const [gr, en] = [await member(), await member()];
    await tb.t.database.db.update(user).set({ language: "en" }).where(eq(user.id, en.id));
    const first = await api().book(gr, { date: "2025-09-05", time: "20:00", place: 2 });
    const other = await api().book(en, { date: "2025-09-05", time: "20:00", place: 3 });
    const id = first.body.reservation.id;
    const [confirmed] = mailsTo(gr.email, "bookingConfirmed");
    const invite = parseIcs(confirmed!.attachments[0]!.content).events[0]!;
    expect(invite).toMatchObject({ sequence: 0, description: "Θέση: 2" });

    expect((await api().move(tb.admin, id, 5)).body).toEqual({ id, place: 5 });
    const [moved] = mailsTo(gr.email, "bookingMoved");
    expect(moved!.subject).toContain("η θέση σου άλλαξε");
    expect(moved!.text).toContain("Η θέση σου άλλαξε από 2 σε 5.");
    expect(moved!.text).toContain("Θέση: 5");
    expect(moved!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["invite.ics", "text/calendar; charset=utf-8; method=REQUEST"],
    ]);
    const update = parseIcs(moved!.attachments[0]!.content);
    expect(update.method).toBe("REQUEST");
    expect(update.events[0]).toMatchObject({ uid: invite.uid, status: "CONFIRMED", description: "Θέση: 5" });
    expect(update.events[0]!.sequence).toBeGreaterThan(invite.sequence);

    // Moved again, then cancelled: each message supersedes the one before.
    expect((await api().move(tb.admin, id, 6)).status).toBe(200);
    const second = parseIcs(mailsTo(gr.email, "bookingMoved")[1]!.attachments[0]!.content).events[0]!;
    expect(second.sequence).toBeGreaterThan(update.events[0]!.sequence);
    expect((await tb.api.admin.cancel(tb.admin.cookie, id)).status).toBe(200);
    const [cancelled] = mailsTo(gr.email, "bookingCancelled");
    const cancel = parseIcs(cancelled!.attachments[0]!.content).events[0]!;
    expect(cancel.uid).toBe(invite.uid);
    expect(cancel.sequence).toBeGreaterThan(second.sequence);

    // In English for a member who reads English.
    expect((await api().move(tb.admin, other.body.reservation.id, 1)).status).toBe(200);
    const [movedEn] = mailsTo(en.email, "bookingMoved");
    expect(movedEn!.subject).toContain("your place changed");
    expect(movedEn!.text).toContain("Your place has changed from 3 to 1.");
    expect(parseIcs(movedEn!.attachments[0]!.content).events[0]!.description).toBe("Place: 1");
  });
});
