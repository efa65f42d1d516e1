import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioRules } from "../../../../shared/domain/studio-rules";
import type { MemberDay } from "../../../../shared/schemas/booking";
import { createStudioZone } from "../../../domain/studio-zone";
import { bookingApi, bookingTestbed } from "../../../test/booking";
import { createTestApp, type TestApp } from "../../../test/factories";
import { quickMembers } from "../../../test/members";
import { call, errorOf } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

/**
 * The studio's time zone as the owner's setting (decision 039): saved, it is the zone of the next
 * request, with no restart. Monday 2025-09-01 06:30 in Athens is still Sunday 23:30 in New York.
 */
const tb = bookingTestbed({ start: "2025-09-01T03:30:00Z", validUntil: new Date("2025-10-01T00:00:00Z") });
const { clock } = tb;

const dayOf = async (cookie: string) => (await (await tb.api.day(cookie)).json()) as MemberDay;

describe("the studio's time zone", () => {
  it("is STUDIO_TZ's (Athens by default) until the owner saves one", async () => {
    const m = await tb.member();
    expect((await call<StudioRules>(tb.t, "GET", "/api/studio-rules")).body.timeZone).toBe("Europe/Athens");
    expect((await dayOf(m.cookie)).today).toBe("2025-09-01");
  });

  it("refuses a zone nobody knows with its code, and keeps the one it had", async () => {
    const res = await setRules(tb.t, tb.admin.cookie, { timeZone: "Mars/Olympus" });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "VALIDATION",
      params: { issues: [{ path: "rules.timeZone", message: "SETTINGS_TIME_ZONE_UNKNOWN" }] },
    });
    expect((await call<StudioRules>(tb.t, "GET", "/api/studio-rules")).body.timeZone).toBe("Europe/Athens");
  });

  it("saved as New York, the next request's day, today and booking cutoff are New York's", async () => {
    const m = await tb.member();
    expect((await setRules(tb.t, tb.admin.cookie, { timeZone: "America/New_York" })).status).toBe(200);
    expect((await call<StudioRules>(tb.t, "GET", "/api/studio-rules")).body.timeZone).toBe(
      "America/New_York",
    );

    const day = await dayOf(m.cookie);
    expect(day.today).toBe("2025-08-31"); // Sunday in New York: closed, so the day shown is Monday
    expect(day.date).toBe("2025-09-01");

    // Monday 08:00 in New York is 12:00Z (EDT): bookable until 07:45 there, long after 08:00 in Athens.
    clock.set("2025-09-01T11:45:01Z");
    const late = await errorOf(await tb.api.book(m.cookie, { date: "2025-09-01", time: "08:00" }));
    expect(late).toMatchObject({ status: 409, code: "TOO_LATE_TO_BOOK" });
    clock.set("2025-09-01T11:45:00Z");
    expect((await tb.api.book(m.cookie, { date: "2025-09-01", time: "08:00" })).status).toBe(201);
    expect((await tb.bookingOf(m.id, "2025-09-01"))?.time).toBe("08:00");
  });

  it("is read from the settings at start: a restarted server keeps the owner's zone over STUDIO_TZ", async () => {
    const restarted = createStudioZone("Europe/Athens");
    expect(restarted()).toBe("Europe/Athens");
    expect(await restarted.load(tb.t.database.db)).toBe("America/New_York");
    expect(restarted()).toBe("America/New_York");
  });

  describe("beside another app in the same process", () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp({ clock, env: { STUDIO_TZ: "Asia/Tokyo" } });
    });
    afterAll(() => other.close());

    it("each app keeps its own zone: STUDIO_TZ's there, the owner's here", async () => {
      clock.set("2025-09-01T03:30:00Z"); // 12:30 Monday in Tokyo, 23:30 Sunday in New York
      const [there] = await quickMembers(other.deps, 1, { sessions: 1, expiresAt: new Date("2025-10-01") });
      expect((await call<StudioRules>(other, "GET", "/api/studio-rules")).body.timeZone).toBe("Asia/Tokyo");
      const theirs = (await (await bookingApi(other.app).day(there!.cookie)).json()) as MemberDay;
      expect(theirs.today).toBe("2025-09-01");
      expect((await dayOf((await tb.member()).cookie)).today).toBe("2025-08-31");
    });
  });
});
