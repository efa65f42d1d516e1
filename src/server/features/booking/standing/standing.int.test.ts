import { describe, expect, it } from "vitest";
import { en } from "../../../../shared/locales/en";
import { gr } from "../../../../shared/locales/gr";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { gymSessions, ledgerRowsOf } from "../../../test/members";
import { errorOf } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";
import { bookAhead } from "./occurrence";
import { bookedDates, made, skipsTo, standingApi } from "./test-api";

/**
 * Standing bookings (decision 037) under the studio's clock, Monday 2025-09-01 09:00 in
 * Athens: weeks booked on the rolling horizon as ordinary bookings, one credit each, the skipped
 * ones told once, and the series counted once against the limit of future bookings.
 */
const tb = bookingTestbed();
const { clock } = tb;

describe("a standing booking", () => {
  it("books its weeks up to the horizon, one credit each, and the rest as the horizon moves", async () => {
    clock.set(MONDAY_MORNING);
    const api = standingApi(tb.t.app);
    const m = await tb.member(10);
    const res = await api.make(m.cookie, {
      date: "2025-09-01",
      time: "18:00",
      end: { kind: "weeks", weeks: 4 },
    });
    expect(res.status).toBe(201);
    const series = await made(res);
    // The spec's horizon: 14 days ahead, so three Mondays of the four.
    expect(series.booked.map((b) => b.date)).toEqual(["2025-09-01", "2025-09-08", "2025-09-15"]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(7);
    const ledger = await ledgerRowsOf(tb.t.database.db, m.id);
    expect(ledger.filter((r) => r.reason === "booking")).toHaveLength(3);
    expect((await bookedDates(tb.t.database.db, m.id)).every((r) => r.standingId === series.id)).toBe(true);
    expect(tb.t.mail.filter((x) => x.to === m.email && x.template === "bookingConfirmed")).toHaveLength(3);

    // Counted once: with the spec's one future booking, the member cannot book another slot.
    const other = await tb.api.book(m.cookie, { date: "2025-09-03", time: "10:00" });
    expect((await errorOf(other)).code).toBe("ACTIVE_RESERVATION_EXISTS");

    // A week later the fourth Monday comes inside the horizon; running twice books it once.
    clock.set("2025-09-08T06:00:00Z");
    await bookAhead(tb.t.deps);
    await bookAhead(tb.t.deps);
    expect((await bookedDates(tb.t.database.db, m.id)).map((r) => r.date)).toEqual([
      "2025-09-01",
      "2025-09-08",
      "2025-09-15",
      "2025-09-22",
    ]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(6);
    // Listed while weeks remain; past its last date it ends by itself.
    clock.set("2025-09-10T06:00:00Z");
    await bookAhead(tb.t.deps);
    expect((await api.list(m.cookie))[0]!.booked.map((b) => b.date)).toEqual(["2025-09-15", "2025-09-22"]);
    clock.set("2025-09-23T06:00:00Z");
    await bookAhead(tb.t.deps);
    expect(await api.list(m.cookie)).toEqual([]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(6);
  });

  it("skips a full week, a closed week and a week without credits, telling the member once each", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 28 });
    const api = standingApi(tb.t.app);
    // Tuesday 9 September 18:00 is full; 16 September is a closure.
    expect((await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-09", 1)).status).toBe(200);
    const holder = await tb.member();
    expect((await tb.api.book(holder.cookie, { date: "2025-09-09", time: "18:00" })).status).toBe(201);
    expect(
      (await tb.api.admin.addClosure(tb.admin.cookie, { startDate: "2025-09-16", endDate: "2025-09-16" }))
        .status,
    ).toBe(201);

    const m = await tb.member(1);
    const res = await api.make(m.cookie, {
      date: "2025-09-02",
      time: "18:00",
      end: { kind: "weeks", weeks: 4 },
    });
    expect(res.status).toBe(201);
    expect((await made(res)).booked.map((b) => b.date)).toEqual(["2025-09-02"]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(0);
    const skips = skipsTo(tb.t, m.email);
    expect(skips).toHaveLength(3);
    // In the member's language (Greek), the date and the rule's sentence.
    expect(skips[0]).toContain("9 Σεπτεμβρίου 2025");
    expect(skips[0]).toContain(gr.errors.SLOT_FULL.split("(")[0]!.trim());
    expect(skips[1]).toContain(gr.errors.DAY_CLOSED);
    expect(skips[2]).toContain(gr.errors.NO_SESSIONS_LEFT);
    // Told once: later rounds do not try those weeks again.
    await bookAhead(tb.t.deps);
    expect(skipsTo(tb.t, m.email)).toHaveLength(3);
    expect(await bookedDates(tb.t.database.db, m.id)).toHaveLength(1);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
    expect(en.errors.NO_SESSIONS_LEFT).toBeTruthy();
  });

  it("until the package ends: books the weeks inside the package, then ends and says so", async () => {
    clock.set(MONDAY_MORNING);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 56 });
    const api = standingApi(tb.t.app);
    // The package is valid until 1 October 23:59.
    const m = await tb.member(10);
    const res = await api.make(m.cookie, { date: "2025-09-03", time: "19:00", end: { kind: "package" } });
    expect(res.status).toBe(201);
    expect((await made(res)).booked.map((b) => b.date)).toEqual([
      "2025-09-03",
      "2025-09-10",
      "2025-09-17",
      "2025-09-24",
      "2025-10-01",
    ]);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(5);
    const skips = skipsTo(tb.t, m.email);
    expect(skips).toHaveLength(1);
    expect(skips[0]).toContain("8 Οκτωβρίου 2025");
    expect(skips[0]).toContain("τελείωσε μαζί με το πακέτο");
    expect(await api.list(m.cookie)).toEqual([]);
    await bookAhead(tb.t.deps);
    expect(skipsTo(tb.t, m.email)).toHaveLength(1);
    await setRules(tb.t, tb.admin.cookie, { standingHorizonDays: 14 });
  });

  it("is refused at once by its first week's rule, or when the schedule forbids or caps it", async () => {
    clock.set(MONDAY_MORNING);
    const api = standingApi(tb.t.app);
    const code = async (cookie: string, body: Parameters<typeof api.make>[1]) =>
      (await errorOf(await api.make(cookie, body))).code;
    const weeks = (n: number) => ({ kind: "weeks" as const, weeks: n });
    expect(
      await code((await tb.member(0)).cookie, { date: "2025-09-04", time: "18:00", end: weeks(2) }),
    ).toBe("NO_SESSIONS_LEFT");
    const m = await tb.member(5);
    expect(await code(m.cookie, { date: "2025-09-07", time: "18:00", end: weeks(2) })).toBe("WEEKDAY_CLOSED");
    expect(
      await code(m.cookie, {
        date: "2025-09-04",
        time: "18:00",
        end: { kind: "until", until: "2025-09-01" },
      }),
    ).toBe("STANDING_END_BEFORE_START");
    const gym = (await (await tb.t.app.request("/api/schedules")).json()) as { key: string }[];
    const row = gym.find((s) => s.key === "gym")!;
    const put = (change: object) =>
      tb.t.app.request("/api/admin/schedules/gym", {
        method: "PUT",
        headers: {
          cookie: tb.admin.cookie,
          "content-type": "application/json",
          origin: "http://localhost:3000",
        },
        body: JSON.stringify({ ...row, ...change }),
      });
    expect((await put({ standingMaxWeeks: 3 })).status).toBe(200);
    const tooLong = await errorOf(
      await api.make(m.cookie, { date: "2025-09-04", time: "18:00", end: weeks(4) }),
    );
    expect(tooLong).toMatchObject({ code: "STANDING_TOO_LONG", params: { weeks: 3 } });
    expect((await put({ standingAllowed: false, standingMaxWeeks: 12 })).status).toBe(200);
    expect(await code(m.cookie, { date: "2025-09-04", time: "18:00", end: weeks(2) })).toBe(
      "STANDING_NOT_ALLOWED",
    );
    expect((await put({ standingAllowed: true })).status).toBe(200);
    expect(await gymSessions(tb.t.database.db, m.id)).toBe(5);
    expect(await bookedDates(tb.t.database.db, m.id)).toEqual([]);
  });
});
