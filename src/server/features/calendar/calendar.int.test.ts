import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRoleByEmail } from "../../auth/admins";
import { bookingReminders, emailOutbox, memberCalendars } from "../../db/schema";
import { changeCredits, setCreditExpiry } from "../../domain/credits";
import { personalDataSources } from "../../personal-data";
import { fixedClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/factories";
import { parseIcs } from "../../test/ics";
import { type QuickMember, quickMembers } from "../../test/members";
import { call } from "../../test/requests";
import { setRules } from "../../test/studio-rules";
import { type ReminderDeps, runReminders } from "./reminders";
import { hashToken } from "./service";

// Monday 2025-09-01 09:00 in Athens (EEST, UTC+3).
const clock = fixedClock("2025-09-01T06:00:00Z");
const VALID_UNTIL = new Date("2025-10-31T21:59:59Z");
let t: TestApp;
let admin: QuickMember;
let runner: ReminderDeps;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [admin] = await quickMembers(t.deps, 1, { sessions: 0, expiresAt: null, prefix: "admin" });
  await setRoleByEmail(t.database.db, admin!.email, "owner");
  runner = {
    db: t.database.db,
    mailer: t.deps.mailer,
    config: t.deps.config,
    zone: t.deps.zone,
    logger: t.deps.logger,
  };
});
afterAll(() => t.close());

const member = async () => (await quickMembers(t.deps, 1, { sessions: 10, expiresAt: VALID_UNTIL }))[0]!;

/** Books at the given Athens time ('YYYY-MM-DDTHH:MM' UTC instant string for the clock). */
async function book(m: QuickMember, date: string, time: string, at = "2025-09-01T06:00:00Z") {
  clock.set(at);
  const res = await call<{ reservation: { id: string } }>(t, "POST", "/api/bookings", m.cookie, {
    date,
    time,
  });
  expect(res.status).toBe(201);
  return res.body.reservation.id;
}

const reminders = (m: QuickMember) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, m.email))
    .then((rows) => rows.filter((r) => r.template === "bookingReminder"));

const runAt = (iso: string) => {
  clock.set(iso);
  return runReminders(runner, clock.now());
};

describe("the reminder job", () => {
  it("reminds once, at the studio's reminder time (20:00 by default) on the evening before", async () => {
    const m = await member();
    const id = await book(m, "2025-09-02", "12:00");
    await runAt("2025-09-01T16:59:00Z"); // 19:59 Athens
    expect(await reminders(m)).toEqual([]);
    await runAt("2025-09-01T17:00:00Z"); // 20:00 Athens
    const [mail] = await reminders(m);
    expect(mail!.subject).toBe("Kinisi: υπενθύμιση για αύριο (Γυμναστήριο, 02/09/2025 12:00)");
    expect(mail!.textBody).toContain("http://localhost:3000/account");
    await runAt("2025-09-01T18:00:00Z");
    await runAt("2025-09-02T08:00:00Z"); // the next morning, before the slot
    expect(await reminders(m)).toHaveLength(1);
    const [marker] = await t.database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.reservationId, id));
    expect(marker).toMatchObject({ userId: m.id, mailId: mail!.id });
  });

  it("sends a reminder that fell due while no runner ran (a restart), but not once the booking started", async () => {
    const m = await member();
    await book(m, "2025-09-03", "19:00");
    const late = await member();
    await book(late, "2025-09-03", "08:00");
    await runAt("2025-09-03T06:00:00Z"); // 09:00 Athens on the day: 19:00 is still ahead, 08:00 has begun
    expect(await reminders(m)).toHaveLength(1);
    expect(await reminders(late)).toEqual([]);
  });

  it("skips a member who turned reminders off, a cancelled booking and a booking made after its reminder time", async () => {
    const off = await member();
    await book(off, "2025-09-04", "10:00");
    clock.set("2025-09-01T06:00:00Z");
    const turnedOff = await call<{ reminders: boolean }>(t, "PUT", "/api/calendar/me/reminders", off.cookie, {
      reminders: false,
    });
    expect(turnedOff).toMatchObject({ status: 200, body: { reminders: false } });

    const cancelled = await member();
    const id = await book(cancelled, "2025-09-04", "11:00");
    expect((await call(t, "DELETE", `/api/bookings/${id}`, cancelled.cookie)).status).toBe(200);

    const lateBooker = await member();
    await book(lateBooker, "2025-09-04", "12:00", "2025-09-03T18:30:00Z"); // 21:30 Athens, after the 20:00 reminder time

    const on = await member();
    await book(on, "2025-09-04", "13:00");
    await runAt("2025-09-03T17:30:00Z");
    await runAt("2025-09-03T19:00:00Z");
    expect(await reminders(off)).toEqual([]);
    expect(await reminders(cancelled)).toEqual([]);
    expect(await reminders(lateBooker)).toEqual([]);
    expect(await reminders(on)).toHaveLength(1);
  });

  it("sends once when two runners run at the same time", async () => {
    const people = [await member(), await member(), await member()];
    for (const [i, p] of people.entries()) await book(p, "2025-09-05", `${10 + i}:00`);
    clock.set("2025-09-04T17:05:00Z");
    const counts = await Promise.all([runReminders(runner, clock.now()), runReminders(runner, clock.now())]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const p of people) expect(await reminders(p)).toHaveLength(1);
  });

  it("follows the reminder time the studio sets", async () => {
    clock.set("2025-09-01T06:00:00Z");
    const saved = await setRules(t, admin.cookie, { reminderTime: "18:30" });
    expect(saved).toMatchObject({ status: 200, body: { rules: { reminderTime: "18:30" } } });
    expect((await setRules(t, admin.cookie, { reminderTime: "25:00" })).status).toBe(400);
    const m = await member();
    expect((await setRules(t, m.cookie, { reminderTime: "10:00" })).status).toBe(403);
    await book(m, "2025-09-09", "09:00");
    await runAt("2025-09-08T15:29:00Z"); // 18:29 Athens
    expect(await reminders(m)).toEqual([]);
    await runAt("2025-09-08T15:30:00Z");
    expect(await reminders(m)).toHaveLength(1);
    expect(await call(t, "GET", "/api/calendar/me", m.cookie)).toMatchObject({
      status: 200,
      body: { reminders: true, feedCreatedAt: null, reminderTime: "18:30" },
    });
    await setRules(t, admin.cookie, { reminderTime: "20:00" });
  });
});

describe("the private calendar feed", () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it("lists the member's upcoming bookings, not another member's, privately cached", async () => {
    const m = await member();
    const other = await member();
    const past = await book(m, "2025-09-10", "10:00");
    const mine = await book(m, "2025-09-12", "18:00", "2025-09-10T09:00:00Z"); // the first has passed
    await book(other, "2025-09-12", "19:00");
    clock.set("2025-09-11T06:00:00Z");
    const made = await call<{ url: string; feedCreatedAt: string }>(
      t,
      "POST",
      "/api/calendar/me/feed",
      m.cookie,
    );
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    // Only the token's hash is kept.
    const token = /feed\/([\w-]+)\.ics$/.exec(made.body.url)![1]!;
    const [row] = await t.database.db.select().from(memberCalendars).where(eq(memberCalendars.userId, m.id));
    expect(row!.feedTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const res = await t.app.request(feedPath(made.body.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    const cal = parseIcs(await res.text());
    expect(cal.method).toBeNull();
    expect(cal.events.map((e) => e.uid)).toEqual([`reservation-${mine}@localhost`]);
    expect(cal.events.map((e) => e.uid)).not.toContain(`reservation-${past}@localhost`);
    expect(cal.events[0]).toMatchObject({
      summary: "Kinisi: Γυμναστήριο",
      start: { local: "2025-09-12T18:00:00", tzid: "Europe/Athens", instant: "2025-09-12T15:00:00.000Z" },
    });
    expect(await call(t, "GET", "/api/calendar/me", m.cookie)).toMatchObject({
      body: { feedCreatedAt: "2025-09-11T06:00:00.000Z" },
    });
  });

  it("answers 404 for a revoked (regenerated or turned off) or unknown address", async () => {
    const m = await member();
    const first = await call<{ url: string }>(t, "POST", "/api/calendar/me/feed", m.cookie);
    const second = await call<{ url: string }>(t, "POST", "/api/calendar/me/feed", m.cookie);
    expect(second.body.url).not.toBe(first.body.url);
    expect((await t.app.request(feedPath(first.body.url))).status).toBe(404);
    expect((await t.app.request(feedPath(second.body.url))).status).toBe(200);
    const off = await call<{ feedCreatedAt: string | null }>(t, "DELETE", "/api/calendar/me/feed", m.cookie);
    expect(off).toMatchObject({ status: 200, body: { feedCreatedAt: null } });
    expect((await t.app.request(feedPath(second.body.url))).status).toBe(404);
    expect((await t.app.request(`/api/calendar/feed/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.app.request("/api/calendar/feed/not-a-token")).status).toBe(404);
    expect((await call(t, "POST", "/api/calendar/me/feed")).status).toBe(401);
  });

  it("is part of the member's data: exported without the token, erased with the account", async () => {
    const m = await member();
    await call(t, "POST", "/api/calendar/me/feed", m.cookie);
    await call(t, "PUT", "/api/calendar/me/reminders", m.cookie, { reminders: false });
    const source = personalDataSources.find((s) => s.key === "calendar")!;
    const exported = await t.database.db.transaction((tx) => source.exportFor(tx, m));
    expect(exported).toMatchObject({ reminders: false, feedOn: true });
    expect(JSON.stringify(exported)).not.toContain("feedTokenHash");
    await t.database.db.transaction((tx) => source.erase(tx, m, { now: clock.now(), tz: "Europe/Athens" }));
    expect(
      await t.database.db.select().from(memberCalendars).where(eq(memberCalendars.userId, m.id)),
    ).toEqual([]);
  });
});

describe("a Reformer Pilates class in the member's calendar", () => {
  it("lasts as long as the timetable says, in the feed, the reminder and the cancellation's file", async () => {
    clock.set("2025-09-01T06:00:00Z");
    const added = await call(t, "POST", "/api/admin/classes", admin.cookie, {
      weekday: 2,
      time: "19:00",
      minutes: 50,
      capacity: 4,
    });
    expect(added.status).toBe(201);
    const m = await member();
    await t.database.db.transaction(async (tx) => {
      await changeCredits(tx, { userId: m.id, kind: "pilates", delta: 3, reason: "package_approved" });
      await setCreditExpiry(tx, { userId: m.id, kind: "pilates" }, VALID_UNTIL);
    });
    const booked = await call<{ reservation: { id: string } }>(t, "POST", "/api/bookings", m.cookie, {
      schedule: "pilates",
      date: "2025-09-09",
      time: "19:00",
    });
    expect(booked.status).toBe(201);

    const made = await call<{ url: string }>(t, "POST", "/api/calendar/me/feed", m.cookie);
    const feed = parseIcs(await (await t.app.request(new URL(made.body.url).pathname)).text());
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]).toMatchObject({
      start: { local: "2025-09-09T19:00:00", tzid: "Europe/Athens" },
      end: { local: "2025-09-09T19:50:00", tzid: "Europe/Athens" },
    });

    await runAt("2025-09-08T17:00:00Z"); // 20:00 Athens, the evening before
    const [reminder] = await reminders(m);
    expect(reminder!.textBody).toContain("19:00–19:50");

    clock.set("2025-09-08T18:00:00Z");
    const cancelled = await call(t, "DELETE", `/api/bookings/${booked.body.reservation.id}`, m.cookie);
    expect(cancelled.status).toBe(200);
    const [mail] = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email))
    ).filter((r) => r.template === "bookingCancelled");
    expect(mail!.textBody).toContain("19:00–19:50");
  });
});
