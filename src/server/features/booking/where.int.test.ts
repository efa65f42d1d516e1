import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, user } from "../../db/schema";
import { bookingTestbed } from "../../test/booking";
import { parseIcs } from "../../test/ics";
import type { QuickMember } from "../../test/members";
import { call } from "../../test/requests";
import { kifisia, secondRoom } from "../../test/schedules";

/**
 * Where a booking is held, as its e-mail and calendar files say it (decision 057): a schedule at a
 * location with its own address names that address; the first location, unaddressed, names the
 * studio's, exactly as a one-location studio always did. Monday 2025-09-01 09:00 in Athens.
 */
const tb = bookingTestbed({ seed: true });
const TUESDAY = "2025-09-02";
const ROOM = secondRoom({ location: "kifisia" });

const mailsTo = (to: string) =>
  tb.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);
const icsOf = (mail: { attachments: { content: string }[] | null }) =>
  parseIcs(mail.attachments![0]!.content).events[0]!;

async function memberIn(lang: "gr" | "en") {
  const m = await tb.member(5);
  await tb.t.database.db.update(user).set({ language: lang }).where(eq(user.id, m.id));
  return m;
}
const book = (m: QuickMember, schedule: string, time: string) =>
  call<{ reservation: { id: string } }>(tb.t, "POST", "/api/bookings", m.cookie, {
    schedule,
    date: TUESDAY,
    time,
  });

describe("where a booking is held, in its e-mail and calendar files", () => {
  it("a studio with one location names the studio's address, as always", async () => {
    const m = await memberIn("en");
    expect((await book(m, "gym", "10:00")).status).toBe(201);
    const [mail] = await mailsTo(m.email);
    expect(mail!.textBody).toContain("Where: Kinisi, Athens");
    expect(icsOf(mail!).location).toBe("Kinisi, Athens");
  });

  it("a booking at Kifisia names Kifisia's address, in the member's language, in the invitation, the cancellation and the feed", async () => {
    expect((await call(tb.t, "POST", "/api/admin/locations", tb.admin.cookie, kifisia())).status).toBe(201);
    expect((await call(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, ROOM)).status).toBe(201);

    const en = await memberIn("en");
    const booked = await book(en, ROOM.key, "11:00");
    expect(booked.status).toBe(201);
    expect(
      (await call(tb.t, "DELETE", `/api/bookings/${booked.body.reservation.id}`, en.cookie)).status,
    ).toBe(200);
    const [invite, cancel] = await mailsTo(en.email);
    expect(invite!.textBody).toContain("Where: Kinisi, Levidou 12, Kifisia");
    expect(icsOf(invite!).location).toBe("Kinisi, Levidou 12, Kifisia");
    expect(cancel!.textBody).toContain("Where: Kinisi, Levidou 12, Kifisia");
    expect(icsOf(cancel!).location).toBe("Kinisi, Levidou 12, Kifisia");

    const gr = await memberIn("gr");
    expect((await book(gr, ROOM.key, "12:00")).status).toBe(201);
    // The gym is still at the first location: the studio's own address.
    expect((await book(gr, "gym", "13:00")).status).toBe(201);
    const [atKifisia, atMain] = await mailsTo(gr.email);
    expect(atKifisia!.textBody).toContain("Πού: Kinisi, Λεβίδου 12, Κηφισιά");
    expect(icsOf(atKifisia!).location).toBe("Kinisi, Λεβίδου 12, Κηφισιά");
    expect(atMain!.textBody).toContain("Πού: Kinisi, Αθήνα");
    expect(icsOf(atMain!).location).toBe("Kinisi, Αθήνα");

    // The private feed names each booking's own place.
    const made = await call<{ url: string }>(tb.t, "POST", "/api/calendar/me/feed", gr.cookie);
    const feed = parseIcs(await (await tb.t.app.request(new URL(made.body.url).pathname)).text());
    expect(feed.events.map((e) => e.location).sort()).toEqual(
      ["Kinisi, Αθήνα", "Kinisi, Λεβίδου 12, Κηφισιά"].sort(),
    );
  });
});
