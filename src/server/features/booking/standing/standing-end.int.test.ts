import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservations, user } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { parseIcs } from "../../../test/ics";
import { gymSessions } from "../../../test/members";
import { call } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";
import { bookAhead } from "./occurrence";
import { bookedDates, made, standingApi } from "./test-api";

/**
 * A standing booking's weeks cancelled (decision 037): one week alone keeps the series,
 * ending it cancels the rest inside the cancel cutoff rules with the credits back, a closure
 * cancels the weeks inside it; the desk makes one for a member, and its day table marks them.
 */
const tb = bookingTestbed();
const { clock } = tb;

const dates = async (userId: string) => (await bookedDates(tb.t.database.db, userId)).map((r) => r.date);

describe("ending a standing booking", () => {
  it("cancelling one week keeps the series; ending it cancels the weeks to come, a week inside the cutoff kept", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 28 });
    const api = standingApi(tb.t.app);
    const m = await tb.member(10);
    const series = await made(
      await api.make(m.cookie, { date: "2025-09-04", time: "18:00", end: { kind: "weeks", weeks: 4 } }),
    );
    expect(series.booked).toHaveLength(4);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(6);

    // One week cancelled alone: its credit back, the series runs on and never books it again.
    const second = series.booked[1]!;
    expect((await tb.api.cancel(m.cookie, second.id)).status).toBe(200);
    await bookAhead(tb.t.deps);
    expect(await dates(m.id)).toEqual(["2025-09-04", "2025-09-18", "2025-09-25"]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(7);
    expect((await api.list(m.cookie))[0]!.booked.map((b) => b.date)).toEqual([
      "2025-09-04",
      "2025-09-18",
      "2025-09-25",
    ]);

    // Half an hour before the first week: inside the cancel cutoff, that week stays booked.
    clock.set("2025-09-04T14:30:00Z");
    const res = await api.end(m.cookie, series.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cancelled: 2, kept: 1 });
    expect(await dates(m.id)).toEqual(["2025-09-04"]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(9);
    expect(await api.list(m.cookie)).toEqual([]);
    expect((await api.end(m.cookie, series.id)).status).toBe(409);
    // Nothing more is booked for it.
    clock.set("2025-09-20T06:00:00Z");
    await bookAhead(tb.t.deps);
    expect(await dates(m.id)).toEqual(["2025-09-04"]);
    // Another member cannot end it.
    const stranger = await tb.member();
    expect((await api.end(stranger.cookie, series.id)).status).toBe(404);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
  });

  it("a closure added over its weeks cancels them with the credits back, saying the studio is closed that day; a booking made once stays", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 28 });
    const api = standingApi(tb.t.app);
    const m = await tb.member(10);
    await made(
      await api.make(m.cookie, { date: "2025-09-05", time: "10:00", end: { kind: "weeks", weeks: 3 } }),
    );
    const en = await tb.member(10);
    await tb.t.database.db.update(user).set({ language: "en" }).where(eq(user.id, en.id));
    await made(
      await api.make(en.cookie, { date: "2025-09-11", time: "12:00", end: { kind: "weeks", weeks: 2 } }),
    );
    const once = await tb.member();
    expect((await tb.api.book(once.cookie, { date: "2025-09-12", time: "11:00" })).status).toBe(201);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(7);

    const closure = await tb.api.admin.addClosure(tb.admin.cookie, {
      startDate: "2025-09-11",
      endDate: "2025-09-13",
    });
    expect(closure.status).toBe(201);
    expect(await dates(m.id)).toEqual(["2025-09-05", "2025-09-19"]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(8);
    // Not the generic 'your booking was cancelled': the studio is closed that day, the session returned.
    const mailsOf = (email: string) => tb.t.mail.filter((x) => x.to === email);
    expect(mailsOf(m.email).filter((x) => x.template === "bookingCancelled")).toHaveLength(0);
    const [closed] = mailsOf(m.email).filter((x) => x.template === "bookingClosed");
    expect(closed!.subject).toContain("κλειστά εκείνη τη μέρα");
    expect(closed!.text).toContain("Το στούντιο είναι κλειστό εκείνη την ημέρα");
    expect(closed!.text).toContain("Η συνεδρία επιστράφηκε στο υπόλοιπό σου.");
    expect(closed!.text).toContain("Παρασκευή 12 Σεπτεμβρίου 2025, 10:00–11:00");
    expect(parseIcs(closed!.attachments[0]!.content).method).toBe("CANCEL");
    const [closedEn] = mailsOf(en.email).filter((x) => x.template === "bookingClosed");
    expect(closedEn!.subject).toContain("closed that day");
    expect(closedEn!.text).toContain("The studio is closed that day");
    expect(closedEn!.text).toContain("The session has been returned to your balance.");
    // And on their account page, until the day has passed.
    const list = async (cookie: string) =>
      (await call<{ closed: unknown[] }>(tb.t, "GET", "/api/standing-bookings", cookie)).body.closed;
    expect(await list(m.cookie)).toEqual([
      { schedule: "gym", date: "2025-09-12", time: "10:00", sessionReturned: true },
    ]);
    expect(await list(en.cookie)).toEqual([
      { schedule: "gym", date: "2025-09-11", time: "12:00", sessionReturned: true },
    ]);
    expect(await list(once.cookie)).toEqual([]);
    clock.set("2025-09-13T06:00:00Z");
    expect(await list(m.cookie)).toEqual([]);
    clock.set(MONDAY_MORNING);
    expect(await dates(once.id)).toEqual(["2025-09-12"]);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
  });
});

describe("the desk's standing booking", () => {
  it("is made for the member the e-mail names, by their rules, and marked in the day table", async () => {
    clock.set(MONDAY_MORNING);
    const api = standingApi(tb.t.app);
    const m = await tb.member(5);
    const res = await api.desk(tb.admin.cookie, {
      email: m.email,
      date: "2025-09-02",
      time: "12:00",
      end: { kind: "until", until: "2025-09-30" },
    });
    expect(res.status).toBe(201);
    const series = await made(res);
    expect(series).toMatchObject({ byDesk: true, until: "2025-09-30", weekday: 2, time: "12:00" });
    expect(series.booked.map((b) => b.date)).toEqual(["2025-09-02", "2025-09-09"]);
    const [row] = await tb.t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, series.booked[0]!.id));
    expect(row).toMatchObject({ createdBy: tb.admin.id, standingId: series.id });
    const day = (await (await tb.api.admin.reservations(tb.admin.cookie, "2025-09-02")).json()) as {
      reservations: { email: string; standing: boolean }[];
    };
    expect(day.reservations.find((r) => r.email === m.email)?.standing).toBe(true);
    // The member's calendar feed lists the weeks: they are ordinary bookings.
    const feed = await call<{ url: string }>(tb.t, "POST", "/api/calendar/me/feed", m.cookie);
    const ics = parseIcs(await (await tb.t.app.request(new URL(feed.body.url).pathname)).text());
    expect(ics.events.map((e) => e.uid)).toEqual(series.booked.map((b) => `reservation-${b.id}@localhost`));
    expect(
      (
        await api.desk(tb.admin.cookie, {
          email: "nobody@example.com",
          date: "2025-09-02",
          time: "12:00",
          end: { kind: "weeks", weeks: 2 },
        })
      ).status,
    ).toBe(404);
    // A member cannot use the desk's route.
    expect(
      (
        await api.desk(m.cookie, {
          email: m.email,
          date: "2025-09-03",
          time: "12:00",
          end: { kind: "weeks", weeks: 2 },
        })
      ).status,
    ).toBe(403);
  });
});
