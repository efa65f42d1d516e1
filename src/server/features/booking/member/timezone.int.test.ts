import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberDay } from "../../../../shared/schemas/booking";
import { cancellations } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { errorOf } from "../../../test/requests";

/**
 * The studio's clock changes (Europe/Athens: 2026-03-29 03:00 → 04:00, 2026-10-25 04:00 → 03:00)
 * with the server process in UTC and in a zone far from the studio's.
 */
const tb = bookingTestbed({
  start: "2026-03-27T06:00:00Z",
  validUntil: new Date("2026-12-31T21:59:59.999Z"),
});
const { clock } = tb;
const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe.each(["UTC", "America/Los_Angeles"])("with the server process in %s", (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it("takes the 15-minute cutoff on the Monday after the spring change in summer time", async () => {
    const m = await tb.member();
    // Monday 2026-03-30 08:00 in Athens is 05:00Z (EEST, UTC+3), not 06:00Z.
    clock.set("2026-03-30T04:45:01Z");
    expect((await errorOf(await tb.api.book(m.cookie, { date: "2026-03-30", time: "08:00" }))).code).toBe(
      "TOO_LATE_TO_BOOK",
    );
    const other = await tb.member();
    clock.set("2026-03-30T04:45:00Z");
    expect((await tb.api.book(other.cookie, { date: "2026-03-30", time: "08:00" })).status).toBe(201);
  });

  it("sees Saturday night before the change as Saturday and moves on to Monday", async () => {
    const m = await tb.member();
    clock.set("2026-03-28T21:30:00Z"); // Saturday 23:30 in Athens (EET), still Saturday
    const day = (await (await tb.api.day(m.cookie)).json()) as MemberDay;
    expect(day.today).toBe("2026-03-28");
    expect(day.date).toBe("2026-03-28");
    expect(day.nextDay).toBe("2026-03-30");
    expect(day.slots.every((s) => !s.available)).toBe(true);
  });

  it("counts the cancellation hour in real minutes across the autumn change", async () => {
    const m = await tb.member();
    clock.set("2026-10-24T06:00:00Z");
    // Monday 2026-10-26 08:00 in Athens is 06:00Z (EET, UTC+2) after the change.
    const res = await tb.api.book(m.cookie, { date: "2026-10-26", time: "08:00" });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { reservation: { id: string } }).reservation.id;
    clock.set("2026-10-26T05:00:01Z");
    expect((await errorOf(await tb.api.cancel(m.cookie, id))).code).toBe("CANCEL_TOO_LATE");
    clock.set("2026-10-26T05:00:00Z");
    expect((await tb.api.cancel(m.cookie, id)).status).toBe(200);
    const [c] = await tb.t.database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.reservationId, id));
    expect(c!.reservationTimeCalculated.toISOString()).toBe("2026-10-26T06:00:00.000Z");
    expect(c!.timeDifferenceMinutes).toBe(60);
  });

  it("books the Saturday before the autumn change at studio time", async () => {
    const m = await tb.member();
    // Saturday 2026-10-24 17:00 in Athens is 14:00Z (EEST); 16:45 Athens is the last minute to book.
    clock.set("2026-10-24T13:45:00Z");
    const day = (await (await tb.api.day(m.cookie, "2026-10-24")).json()) as MemberDay;
    expect(day.slots.filter((s) => s.available).map((s) => s.time)).toEqual(["17:00"]);
    expect((await tb.api.book(m.cookie, { date: "2026-10-24", time: "17:00" })).status).toBe(201);
  });
});
