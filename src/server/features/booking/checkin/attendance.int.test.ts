import { describe, expect, it } from "vitest";
import type { AttendanceMarked, AttendanceStats } from "../../../../shared/schemas/attendance";
import type { AdminReservation } from "../../../../shared/schemas/booking";
import { bookingTestbed } from "../../../test/booking";
import { gymSessions, ledgerRowsOf } from "../../../test/members";
import { errorOf, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

/**
 * A September at a studio, on a controlled clock (Athens time): desk and member bookings,
 * cancellations, a guest and a mass fill that never count, no-shows with the setting off and on.
 */
const tb = bookingTestbed({ start: "2025-08-01T06:00:00Z" });
const { clock } = tb;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

const stats = (month?: string) =>
  json<AttendanceStats>(
    tb.t.app.request(`/api/admin/attendance${month ? `?month=${month}` : ""}`, {
      headers: { cookie: tb.admin.cookie },
    }),
  );
const mark = (id: string, status: "attended" | "no_show" | null) =>
  send(tb.t.app, `/api/admin/reservations/${id}/attendance`, status ? { status } : undefined, {
    method: status ? "PUT" : "DELETE",
    headers: { cookie: tb.admin.cookie },
  });
const setForfeit = (on: boolean) => setRules(tb.t, tb.admin.cookie, { noShowForfeits: on });
const desk = async (email: string, date: string, time: string) => {
  const { res, body } = await tb.deskBook({ email, date, time });
  expect(res.status).toBe(201);
  return body.reservation.id;
};
const row = (s: AttendanceStats, userId: string) => s.members.find((m) => m.userId === userId);

describe("attendance statistics of a month", () => {
  it("count visits, cancellations and no-shows the way decision 013 says", async () => {
    const db = tb.t.database.db;
    // August: one visit for A, so that September's 'last visit' and August's status can be checked.
    const a = await tb.member(10);
    const b = await tb.member(5);
    const c = await tb.member(5);
    const idle = await tb.member(5); // a valid package and no booking: listed, inactive
    const gone = await tb.member(0, null); // nothing valid and no visit: not listed
    await desk(a.email, "2025-08-04", "10:00");

    clock.set("2025-09-01T06:00:00Z"); // Monday 1 September, 09:00 Athens
    const a1 = await desk(a.email, "2025-09-02", "10:00");
    const a2 = await desk(a.email, "2025-09-03", "10:00");
    await desk(a.email, "2025-09-04", "10:00");
    const bCancelled = await desk(b.email, "2025-09-02", "11:00");
    expect((await tb.api.admin.cancel(tb.admin.cookie, bCancelled)).status).toBe(200);
    const b5 = await desk(b.email, "2025-09-05", "11:00");
    const own = await json<{ reservation: { id: string } }>(
      tb.api.book(c.cookie, { date: "2025-09-02", time: "12:00" }),
    );
    expect((await tb.api.cancel(c.cookie, own.reservation.id)).status).toBe(200);
    await desk("walk-in@example.com", "2025-09-02", "10:00"); // a guest never counts
    await desk(gone.email.replace("@", "+x@"), "2025-09-03", "18:00"); // unknown e-mail: a guest too
    expect(
      (await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-06", endDate: "2025-09-06" })).status,
    ).toBe(201);

    // Friday 5 September, 10:30 Athens: A's three slots have passed, B's 11:00 has not started.
    clock.set("2025-09-05T07:30:00Z");
    expect((await errorOf(await mark(b5, "no_show"))).code).toBe("SLOT_NOT_STARTED");
    const before = await gymSessions(db, a.id);
    // The studio gives a no-show's session back (the default forfeits it: decision 029).
    await setForfeit(false);
    const noShow = await json<AttendanceMarked>(mark(a2, "no_show"));
    await setForfeit(true);
    expect(noShow).toMatchObject({ attendance: "no_show", session: "restored", sessions: before + 1 });
    expect((await ledgerRowsOf(db, a.id)).at(-1)).toEqual({
      delta: 1,
      reason: "no_show_restored",
      relatedId: a2,
      actorId: tb.admin.id,
    });
    expect((await mark(a1, "attended")).status).toBe(200);

    const s = await stats("2025-09");
    expect(s.statusDay).toBe("2025-09-05");
    expect(row(s, a.id)).toMatchObject({ visits: 2, noShows: 1, lastVisit: "2025-09-04", status: "low" });
    expect(row(s, b.id)).toMatchObject({ visits: 0, noShows: 0, lastVisit: null, status: "inactive" });
    expect(row(s, idle.id)).toMatchObject({ visits: 0, status: "inactive" });
    expect(row(s, gone.id)).toBeUndefined();
    expect(s.members.map((m) => m.email)).not.toContain("walk-in@example.com");
    // Bookings made for September: A 3 + B 2 + C 1 = 6, of which B's and C's first were cancelled.
    expect(s.summary).toMatchObject({
      visitors: 1,
      visits: 2,
      averageVisits: 2,
      bookings: 6,
      cancellations: 2,
      cancellationRate: 33.3,
      noShows: 1,
    });
    expect(s.summary.members).toBe(s.members.length);
    expect(s.days).toHaveLength(30);
    expect(s.days.filter((d) => d.visits > 0)).toEqual([
      { date: "2025-09-02", visits: 1 },
      { date: "2025-09-04", visits: 1 },
    ]);
    expect(s.statuses.low).toBe(1);
    expect(Object.values(s.statuses).reduce((x, y) => x + y, 0)).toBe(s.members.length);

    // August is judged on its last day: A's visit of the 4th is 27 days old by then.
    const aug = await stats("2025-08");
    expect(aug.statusDay).toBe("2025-08-31");
    expect(row(aug, a.id)).toMatchObject({ visits: 1, lastVisit: "2025-08-04", status: "dormant" });
    // October has no visits yet; A's last visit is still shown.
    expect(row(await stats("2025-10"), a.id)).toMatchObject({
      visits: 0,
      lastVisit: "2025-09-04",
      status: "inactive",
    });
    // Without a month: the studio's current month.
    expect((await stats()).month).toBe("2025-09");
  });

  it("a no-show forfeits the session when the studio says so, recorded in the ledger; undo reverses what was done", async () => {
    const db = tb.t.database.db;
    clock.set("2025-09-08T06:00:00Z"); // Monday 8 September, 09:00
    const m = await tb.member(4);
    const r = await desk(m.email, "2025-09-08", "10:00");
    clock.set("2025-09-08T07:05:00Z"); // 10:05, the slot runs
    const day = await json<{ reservations: AdminReservation[] }>(
      tb.api.admin.reservations(tb.admin.cookie, "2025-09-08"),
    );
    expect(day.reservations.find((x) => x.id === r)).toMatchObject({ started: true, attendance: null });

    expect((await setForfeit(true)).status).toBe(200);
    expect(await json(mark(r, "no_show"))).toMatchObject({ session: "forfeited", sessions: 3 });
    expect(await gymSessions(db, m.id)).toBe(3);
    // A marked booking is attendance history: the desk cannot cancel it until the mark is undone.
    expect((await errorOf(await tb.api.admin.cancel(tb.admin.cookie, r))).code).toBe("ATTENDANCE_MARKED");

    // The setting changes later; undo still reverses the forfeit, not a restore.
    expect((await setForfeit(false)).status).toBe(200);
    expect(await json(mark(r, null))).toMatchObject({ attendance: null, session: null });
    expect(await gymSessions(db, m.id)).toBe(3);
    expect((await ledgerRowsOf(db, m.id)).slice(-2).map((x) => [x.reason, x.delta])).toEqual([
      ["no_show_forfeited", 0],
      ["no_show_undone", 0],
    ]);
    // Unmarked again, the desk may cancel while the slot runs; the session comes back.
    expect((await tb.api.admin.cancel(tb.admin.cookie, r)).status).toBe(200);
    expect(await gymSessions(db, m.id)).toBe(4);
  });

  it("a given-back session that has been spent cannot be taken back by undo", async () => {
    const db = tb.t.database.db;
    clock.set("2025-09-09T06:00:00Z");
    const m = await tb.member(1);
    const r = await desk(m.email, "2025-09-09", "10:00");
    clock.set("2025-09-09T07:10:00Z");
    expect(await json(mark(r, "no_show"))).toMatchObject({ session: "restored", sessions: 1 });
    await desk(m.email, "2025-09-10", "10:00");
    expect(await gymSessions(db, m.id)).toBe(0);
    expect((await errorOf(await mark(r, "attended"))).code).toBe("NO_SHOW_SESSION_SPENT");
    expect(await gymSessions(db, m.id)).toBe(0);
  });

  it("is for admins only, with a bounded month", async () => {
    const m = await tb.member(1);
    expect((await tb.t.app.request("/api/admin/attendance", { headers: { cookie: m.cookie } })).status).toBe(
      403,
    );
    const bad = await tb.t.app.request("/api/admin/attendance?month=2025-13", {
      headers: { cookie: tb.admin.cookie },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(await mark(crypto.randomUUID(), "attended"))).code).toBe("RESERVATION_NOT_FOUND");
  });
});
