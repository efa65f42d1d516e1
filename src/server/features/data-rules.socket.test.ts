import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mimePart } from "../test/mime";
import {
  type Browser,
  codeOf,
  mailCount,
  newMember,
  type SocketMember,
  signedInAdmin,
  socketServer,
} from "../test/socket";

/**
 * The data and booking rules, spoken to the real server over a socket. The server's clock
 * reads 10:20 at the studio on Tuesday 1 December 2026 (an open day) and runs on from there.
 */
const TODAY = "2026-12-01";
const TOMORROW = "2026-12-02";
const s = socketServer({ env: { CLOCK_START: `${TODAY}T10:20:00+02:00` } });

type Holdings = {
  gymSessions?: number;
  gymExpiresOn?: string | null;
  nutritionName?: string;
  nutritionExpiresOn?: string | null;
};

/** The admin's edit modal: a member's balances, expiries and package names. */
async function give(admin: Browser, id: string, h: Holdings) {
  const res = await admin.put(`/api/admin/members/${id}`, {
    credits: [{ kind: "gym", sessions: h.gymSessions ?? 0, expiresOn: h.gymExpiresOn ?? null }],
    packageName: h.gymSessions ? "Basic 12" : "",
    nutritionName: h.nutritionName ?? "",
    nutritionExpiresOn: h.nutritionExpiresOn ?? null,
  });
  expect(res.status, res.text).toBe(200);
}

const meal = { name: "Βρώμη", ingredients: "50 γρ. βρώμη" };
const planFor = (userId: string) => ({
  userId,
  startDate: TOMORROW,
  durationDays: 7,
  comment: "",
  template: Array.from({ length: 7 }, () => ({ breakfast: meal, lunch: meal, dinner: meal, snack: meal })),
});
const programFor = (userId: string) => ({
  userId,
  startDate: TOMORROW,
  daysPerWeek: 3,
  days: ["monday", "wednesday", "friday"].map((dayKey) => ({
    dayKey,
    exercises: [{ name: "Plank", sets: 3, reps: "30s" }],
  })),
  comments: "",
});

describe("an erased account in coaching and at the desk", () => {
  it("can no longer be given anything, drops out of every staff list, and its reads answer ACCOUNT_ERASED", async () => {
    const admin = await signedInAdmin(s.server);
    const m = await newMember(s.server, { firstName: "Ερασμία", lastName: "Σβησμένη" });
    await give(admin, m.id, {
      gymSessions: 5,
      gymExpiresOn: "2027-01-31",
      nutritionName: "Διατροφή 3μηνη",
      nutritionExpiresOn: "2027-01-31",
    });
    expect((await admin.post("/api/admin/nutrition-plans", planFor(m.id))).status).toBe(201);
    const erased = await m.browser.post("/api/me/delete", { confirmation: m.email, password: m.password });
    expect(erased.status, erased.text).toBeLessThan(300);

    // Nothing new attaches to the tombstone.
    const gone = async (res: Promise<{ status: number; body: unknown; text: string }>) => {
      const r = await res;
      expect([r.status, codeOf(r as never)], r.text).toEqual([404, "ACCOUNT_ERASED"]);
    };
    await gone(admin.post("/api/admin/nutrition-plans", planFor(m.id)));
    await gone(admin.post("/api/admin/workouts", programFor(m.id)));
    await gone(admin.post(`/api/admin/members/${m.id}/sessions`, { delta: 1, kind: "gym", reason: "x" }));
    await gone(
      admin.put(`/api/admin/members/${m.id}`, {
        credits: [{ kind: "gym", sessions: 9, expiresOn: "2027-02-28" }],
        packageName: "x",
        nutritionName: "x",
        nutritionExpiresOn: "2027-02-28",
      }),
    );
    await gone(admin.put(`/api/admin/members/${m.id}/role`, { role: "owner" }));
    await gone(
      admin.post("/api/admin/reservations", {
        email: `erased-${m.id.toLowerCase()}@erased.invalid`,
        date: TOMORROW,
        time: "12:00",
      }),
    );
    // Its reads answer the same.
    await gone(admin.get(`/api/admin/members/${m.id}`));
    await gone(admin.get(`/api/admin/nutrition-plans?userId=${encodeURIComponent(m.id)}`));
    await gone(admin.get(`/api/admin/workouts?userId=${encodeURIComponent(m.id)}`));
    await gone(admin.get(`/api/admin/members/${m.id}/data`));
    await gone(admin.get(`/api/admin/members/${m.id}/account-state`));
    await gone(admin.post(`/api/admin/members/${m.id}/deactivate`));

    // No staff list names it.
    const nutritionUsers = await admin.get("/api/admin/nutrition-users");
    expect(nutritionUsers.status).toBe(200);
    expect(nutritionUsers.body.items.map((u: { id: string }) => u.id)).not.toContain(m.id);
    for (const scope of ["all", "nutrition"]) {
      const lookup = await admin.get(`/api/admin/member-lookup?scope=${scope}&limit=50&q=`);
      expect(lookup.body.items.map((u: { id: string }) => u.id)).not.toContain(m.id);
    }
    const attendance = await admin.get("/api/admin/attendance?month=2026-12");
    expect(attendance.status).toBe(200);
    expect(attendance.body.members.map((u: { userId: string }) => u.userId)).not.toContain(m.id);
    const members = await admin.get("/api/admin/members?filter=all");
    expect(members.body.items.map((u: { id: string }) => u.id)).not.toContain(m.id);
  });
});

describe("the nutrition plan's member picker", () => {
  it("offers exactly the members the plan's creation accepts", async () => {
    const admin = await signedInAdmin(s.server);
    const tag = `picker${Date.now().toString(36)}`;
    const named = await newMember(s.server, { firstName: tag, lastName: "Έγκυρη" });
    const nameless = await newMember(s.server, { firstName: tag, lastName: "Ανώνυμη" });
    const expired = await newMember(s.server, { firstName: tag, lastName: "Ληγμένη" });
    await give(admin, named.id, { nutritionName: "Διατροφή", nutritionExpiresOn: "2027-01-31" });
    await give(admin, nameless.id, { nutritionName: "", nutritionExpiresOn: "2027-01-31" });
    await give(admin, expired.id, { nutritionName: "Διατροφή", nutritionExpiresOn: "2026-11-30" });

    const offered = await admin.get(`/api/admin/member-lookup?scope=nutrition&q=${encodeURIComponent(tag)}`);
    expect(offered.status).toBe(200);
    const offeredIds = new Set(offered.body.items.map((u: { id: string }) => u.id));
    for (const m of [named, nameless, expired]) {
      const created = await admin.post("/api/admin/nutrition-plans", planFor(m.id));
      expect(
        created.status === 201,
        `${m.id}: offered ${offeredIds.has(m.id)}, created ${created.text}`,
      ).toBe(offeredIds.has(m.id));
      if (created.status !== 201) expect(codeOf(created)).toBe("NO_NUTRITION_PACKAGE");
    }
    expect([...offeredIds]).toEqual([named.id]);
  });
});

async function bookable(admin: Browser, m: SocketMember) {
  await give(admin, m.id, { gymSessions: 10, gymExpiresOn: "2027-01-31" });
}

describe("'download my data'", () => {
  it("holds the notifications about the member and their no-show marks", async () => {
    const admin = await signedInAdmin(s.server);
    const m = await newMember(s.server);
    await bookable(admin, m);
    // The desk books the slot running now; the member books tomorrow (the admins are notified).
    const desk = await admin.post("/api/admin/reservations", { email: m.email, date: TODAY, time: "10:00" });
    expect(desk.status, desk.text).toBe(201);
    const mark = await admin.put(`/api/admin/reservations/${desk.body.reservation.id}/attendance`, {
      status: "no_show",
    });
    expect(mark.status, mark.text).toBe(200);
    const own = await m.browser.post("/api/bookings", { date: TOMORROW, time: "18:00" });
    expect(own.status, own.text).toBe(201);

    const exported = await m.browser.get("/api/me/data");
    expect(exported.status).toBe(200);
    const file = JSON.parse(exported.text) as { bookings: Record<string, unknown> };
    expect(file.bookings.reservations).toContainEqual(
      expect.objectContaining({
        date: TODAY,
        time: "10:00",
        attendance: "no_show",
        noShowSession: "forfeited", // the studio's default rule (decision 029)
      }),
    );
    expect(file.bookings.notifications).toContainEqual(
      expect.objectContaining({
        type: "reservation",
        params: expect.objectContaining({ date: TOMORROW, time: "18:00", email: m.email }),
      }),
    );
  });
});

type Place = { id: string; date: string; time: string; position: number };

describe("the waitlist", () => {
  it("shows every member the same position in every answer, as people leave and are promoted", async () => {
    const admin = await signedInAdmin(s.server);
    const date = "2026-12-03";
    expect((await admin.put(`/api/admin/slot-capacity/${date}`, { capacity: 1 })).status).toBe(200);
    const [holder, a, b, c] = await Promise.all([0, 1, 2, 3].map(() => newMember(s.server)));
    for (const m of [holder!, a!, b!, c!]) await bookable(admin, m);
    const booked = await holder!.browser.post("/api/bookings", { date, time: "18:00" });
    expect(booked.status, booked.text).toBe(201);

    const joined: number[] = [];
    for (const m of [a!, b!, c!]) {
      const res = await m.browser.post("/api/waitlist", { schedule: "gym", date, time: "18:00" });
      expect(res.status, res.text).toBe(201);
      joined.push(res.body.place.position);
    }
    expect(joined).toEqual([1, 2, 3]);
    const positions = async () =>
      Promise.all(
        [a!, b!, c!].map(async (m) => {
          const view = await m.browser.get(`/api/waitlist?schedule=gym&date=${date}`);
          const place = (view.body.places as Place[]).find((p) => p.date === date);
          return place?.position ?? null;
        }),
      );
    expect(await positions()).toEqual([1, 2, 3]);

    // The first in line leaves: the others move up.
    const aPlace = (await a!.browser.get(`/api/waitlist?schedule=gym&date=${date}`)).body.places[0] as Place;
    expect((await a!.browser.delete(`/api/waitlist/${aPlace.id}`)).status).toBe(200);
    expect(await positions()).toEqual([null, 1, 2]);

    // The place frees: the first in line is promoted and the last is now first.
    expect((await holder!.browser.delete(`/api/bookings/${booked.body.reservation.id}`)).status).toBe(200);
    expect(await positions()).toEqual([null, null, 1]);
    const bDay = await b!.browser.get(`/api/booking/day?date=${date}`);
    expect(JSON.stringify(bDay.body)).toContain("18:00");
  });
});

describe("closures", () => {
  it("refuse an overlap and an endless range, and an extension counts each closed day once", async () => {
    const admin = await signedInAdmin(s.server);
    const m = await newMember(s.server);
    await give(admin, m.id, { gymSessions: 4, gymExpiresOn: "2027-03-10" });
    const first = await admin.post("/api/admin/closures", {
      startDate: "2027-03-01",
      endDate: "2027-03-05",
      note: "",
    });
    expect(first.status, first.text).toBe(201);
    for (const [startDate, endDate] of [
      ["2027-03-04", "2027-03-08"],
      ["2027-02-20", "2027-03-01"],
      ["2027-03-02", "2027-03-03"],
      ["2027-02-01", "2027-04-01"],
    ]) {
      const overlap = await admin.post("/api/admin/closures", { startDate, endDate, note: "" });
      expect([overlap.status, codeOf(overlap)], `${startDate}..${endDate}`).toEqual([
        409,
        "CLOSURE_OVERLAPS",
      ]);
      expect(overlap.body.error.params).toEqual({ startDate: "2027-03-01", endDate: "2027-03-05" });
    }
    const endless = await admin.post("/api/admin/closures", {
      startDate: "2027-06-01",
      endDate: "2099-06-01",
      note: "",
    });
    expect([endless.status, codeOf(endless)]).toEqual([400, "VALIDATION"]);
    expect(endless.body.error.params.issues).toContainEqual({ path: "endDate", message: "CLOSURE_TOO_LONG" });
    const year = await admin.post("/api/admin/closures", {
      startDate: "2027-06-01",
      endDate: "2028-05-31",
      note: "",
    });
    expect(year.status, year.text).toBe(201);
    expect((await admin.delete(`/api/admin/closures/${year.body.id}`)).status).toBe(204);

    const applied = await admin.post(`/api/admin/closures/${first.body.id}/extension`);
    expect(applied.status, applied.text).toBeLessThan(300);
    expect(applied.body.days).toBe(5);
    const details = await admin.get(`/api/admin/members/${m.id}`);
    expect(details.body.account.credits[0]).toMatchObject({ kind: "gym", expiresOn: "2027-03-15" });
    const listed = await admin.get("/api/admin/closures");
    expect(listed.body.filter((c: { startDate: string }) => c.startDate.startsWith("2027-03"))).toHaveLength(
      1,
    );
  });
});

/** A calendar file read by a standard parser, with its time zones registered. */
function parseCalendar(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const vtz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(vtz);
  return cal;
}

/** RFC 5545: DTSTAMP in UTC, and every TZID an event names defined by a VTIMEZONE of the file. */
function expectSoundCalendar(text: string, start: string) {
  expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
  expect(text).not.toMatch(/^TIMEZONE-ID/m);
  const cal = parseCalendar(text);
  const zones = cal.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"));
  expect(zones).toEqual(["Europe/Athens"]);
  const [vevent] = cal.getAllSubcomponents("vevent");
  const stamp = vevent!.getFirstPropertyValue("dtstamp") as ICAL.Time;
  expect(stamp.zone?.tzid).toBe("UTC");
  const dtstart = vevent!.getFirstProperty("dtstart")!;
  expect(dtstart.getParameter("tzid")).toBe("Europe/Athens");
  const event = new ICAL.Event(vevent);
  expect(event.startDate.toJSDate().toISOString()).toBe(start);
}

describe("a booking's e-mail", () => {
  it("does not hold the booking's answer while the SMTP server is slow, and leaves once it answers", async () => {
    const admin = await signedInAdmin(s.server);
    const m = await newMember(s.server);
    await bookable(admin, m);
    const mailsBefore = mailCount(s.server, m.email); // the verification
    const release = s.server.mail.hold(m.email);
    try {
      // A server that waited for the SMTP server's answer would not answer until the release.
      const booked = await m.browser.post("/api/bookings", { date: "2026-12-04", time: "19:00" });
      expect(booked.status, booked.text).toBe(201);
      expect(mailCount(s.server, m.email)).toBe(mailsBefore);
    } finally {
      release();
    }
    await expect.poll(() => mailCount(s.server, m.email), { timeout: 30_000 }).toBe(mailsBefore + 1);
  });
});

describe("calendar files", () => {
  it("write DTSTAMP in UTC and the studio's zone as a VTIMEZONE, in the booking mail and the feed", async () => {
    const admin = await signedInAdmin(s.server);
    const m = await newMember(s.server);
    await bookable(admin, m);
    const booked = await m.browser.post("/api/bookings", { date: "2026-12-04", time: "18:00" });
    expect(booked.status, booked.text).toBe(201);
    const start = "2026-12-04T16:00:00.000Z";

    // The booking's confirmation is the member's first mail with a calendar file (the verification
    // mail came before it; its link may hold "04" or any other digits).
    const calendarMail = () =>
      s.server.mail.inbox
        .filter((x) => x.to.includes(m.email.toLowerCase()))
        .map((x) => mimePart(x.raw, "text/calendar"))
        .find((x) => x !== null);
    for (const until = Date.now() + 60_000; !calendarMail() && Date.now() < until; )
      await new Promise((r) => setTimeout(r, 50));
    const withIcs = calendarMail();
    expect(withIcs, "the booking mail carries an .ics").toBeTruthy();
    expectSoundCalendar(withIcs!, start);

    const feed = await m.browser.post("/api/calendar/me/feed");
    expect(feed.status, feed.text).toBe(201);
    const file = await fetch(feed.body.url);
    expect(file.status).toBe(200);
    expectSoundCalendar(await file.text(), start);
  });
});
