import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, user } from "../../db/schema";
import { bookingTestbed } from "../../test/booking";
import { parseIcs } from "../../test/ics";

// Monday 2025-09-01 09:00 in Athens; Tuesday 2025-09-02 12:00 Athens (EEST) = 09:00Z.
const tb = bookingTestbed();

const mailsTo = (to: string) =>
  tb.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);

async function speaks(userId: string, language: "gr" | "en") {
  await tb.t.database.db.update(user).set({ language }).where(eq(user.id, userId));
}

function calendarOf(row: {
  attachments: { filename: string; contentType: string; content: string }[] | null;
}) {
  expect(row.attachments).toHaveLength(1);
  return { file: row.attachments![0]!, cal: parseIcs(row.attachments![0]!.content) };
}

describe("the booking e-mails", () => {
  it("confirms a member's booking in their language with an .ics invitation in the studio's time zone", async () => {
    const m = await tb.member(5);
    await speaks(m.id, "en");
    const res = await tb.api.book(m.cookie, { date: "2025-09-02", time: "12:00" });
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { id: string } };

    const [mail] = await mailsTo(m.email);
    expect(mail).toMatchObject({ template: "bookingConfirmed" });
    expect(mail!.subject).toBe("Kinisi: your booking (Gym, 02/09/2025 12:00)");
    expect(mail!.textBody).toContain("Your booking is confirmed.");
    expect(mail!.textBody).toContain("When: Tuesday, 2 September 2025, 12:00–13:00");
    // The studio's place in the member's language too (STUDIO_ADDRESS_EN, "Athens" by default).
    expect(mail!.textBody).toContain("Where: Kinisi, Athens");
    expect(mail!.textBody).not.toMatch(/[Α-Ωα-ωά-ώ]/);
    const { file, cal } = calendarOf(mail!);
    expect(file).toMatchObject({
      filename: "invite.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
    expect(cal.method).toBe("REQUEST");
    expect(cal.timezones).toEqual(["Europe/Athens"]);
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0]).toMatchObject({
      uid: `reservation-${reservation.id}@localhost`,
      sequence: 0,
      summary: "Kinisi: Gym",
      location: "Kinisi, Athens",
      status: "CONFIRMED",
      start: { local: "2025-09-02T12:00:00", tzid: "Europe/Athens", instant: "2025-09-02T09:00:00.000Z" },
      end: { local: "2025-09-02T13:00:00", tzid: "Europe/Athens", instant: "2025-09-02T10:00:00.000Z" },
    });
    expect(cal.events[0]!.attendees.map((a) => a.toLowerCase())).toEqual([`mailto:${m.email}`]);
  });

  it("sends the cancellation with METHOD:CANCEL, the same UID and a higher SEQUENCE", async () => {
    const m = await tb.member(5);
    const res = await tb.api.book(m.cookie, { date: "2025-09-03", time: "18:00" });
    const { reservation } = (await res.json()) as { reservation: { id: string } };
    expect((await tb.api.cancel(m.cookie, reservation.id)).status).toBe(200);

    const [booked, cancelled] = await mailsTo(m.email);
    expect(cancelled).toMatchObject({ template: "bookingCancelled" });
    // Greek by default: the member's language.
    expect(cancelled!.subject).toBe("Kinisi: η κράτησή σου ακυρώθηκε (Γυμναστήριο, 03/09/2025 18:00)");
    expect(cancelled!.textBody).toContain("Πότε: Τετάρτη 3 Σεπτεμβρίου 2025, 18:00–19:00");
    expect(cancelled!.textBody).toContain("Πού: Kinisi, Αθήνα");
    const invite = calendarOf(booked!).cal.events[0]!;
    const { file, cal } = calendarOf(cancelled!);
    expect(file.filename).toBe("cancel.ics");
    expect(cal.method).toBe("CANCEL");
    expect(cal.events[0]).toMatchObject({
      uid: invite.uid,
      status: "CANCELLED",
      summary: "Kinisi: Γυμναστήριο",
      location: "Kinisi, Αθήνα",
      start: { local: "2025-09-03T18:00:00", tzid: "Europe/Athens", instant: "2025-09-03T15:00:00.000Z" },
    });
    expect(cal.events[0]!.sequence).toBeGreaterThan(invite.sequence);
  });

  it("sends nothing for a refused booking (the e-mail is part of the transaction)", async () => {
    const m = await tb.member(5);
    expect((await tb.api.book(m.cookie, { date: "2025-09-04", time: "10:00" })).status).toBe(201);
    expect((await tb.api.book(m.cookie, { date: "2025-09-04", time: "11:00" })).status).toBe(409);
    expect((await mailsTo(m.email)).map((r) => r.template)).toEqual(["bookingConfirmed"]);
  });

  it("mails the member the desk booked and cancelled, and a guest at the typed address in Greek", async () => {
    const m = await tb.member(5);
    await speaks(m.id, "en");
    const { body } = await tb.deskBook({ email: m.email, date: "2025-09-05", time: "09:00" });
    expect((await tb.api.admin.cancel(tb.admin.cookie, body.reservation.id)).status).toBe(200);
    expect(
      (await mailsTo(m.email)).map((r) => [r.template, parseIcs(r.attachments![0]!.content).method]),
    ).toEqual([
      ["bookingConfirmed", "REQUEST"],
      ["bookingCancelled", "CANCEL"],
    ]);

    const guest = "walk-in@guests.test";
    const g = await tb.deskBook({ email: guest, name: "Νίκος", date: "2025-09-05", time: "10:00" });
    expect(g.body.kind).toBe("guest");
    const [toGuest] = await mailsTo(guest);
    expect(toGuest!.textBody).toContain("Γεια σου Νίκος,");
    expect(calendarOf(toGuest!).cal.events[0]!.uid).toBe(`reservation-${g.body.reservation.id}@localhost`);
    // The admin gets no copy.
    expect(
      await tb.t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, tb.admin.email))),
    ).toEqual([]);
  });

  it("refuses a typed name with a lone surrogate, and sends nothing (decision 025)", async () => {
    const { res } = await tb.deskBook({
      email: "odd@guests.test",
      name: "A\ud800",
      date: "2025-09-05",
      time: "11:00",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("VALIDATION");
    expect(await mailsTo("odd@guests.test")).toEqual([]);
  });
});
