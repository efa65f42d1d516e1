import { describe, expect, it } from "vitest";
import type { AttendanceStats } from "../shared/schemas/attendance";
import { eraseAccount } from "./features/account/privacy";
import { bookingTestbed } from "./test/booking";

/**
 * Decision 015: attendance sums are unchanged by a deletion. A member who came in a month and then
 * deletes their account still counts in that month's figures, as an anonymous visitor.
 */
const tb = bookingTestbed({ start: "2026-01-12T06:00:00Z" }); // Monday 12 January 2026, 09:00 Athens

const stats = async (month: string) =>
  (await (
    await tb.t.app.request(`/api/admin/attendance?month=${month}`, { headers: { cookie: tb.admin.cookie } })
  ).json()) as AttendanceStats;
const desk = async (email: string, date: string, time: string) => {
  const { res, body } = await tb.deskBook({ email, date, time });
  expect(res.status).toBe(201);
  return body.reservation.id;
};

describe("a past month's attendance after a member is erased", () => {
  it("keeps every figure: the erased member counts without a name", async () => {
    const until = new Date("2026-06-01T00:00:00Z");
    const stays = await tb.member(5, until);
    const leaves = await tb.member(5, until);
    await desk(stays.email, "2026-01-12", "10:00");
    await desk(stays.email, "2026-01-14", "10:00");
    await desk(leaves.email, "2026-01-13", "10:00");
    const cancelled = await desk(leaves.email, "2026-01-15", "11:00");
    expect((await tb.api.admin.cancel(tb.admin.cookie, cancelled)).status).toBe(200);

    tb.clock.set("2026-02-02T08:00:00Z");
    const before = await stats("2026-01");
    expect(before.summary).toMatchObject({ visitors: 2, visits: 3, averageVisits: 1.5, cancellations: 1 });
    expect(before.members.map((m) => m.userId)).toContain(leaves.id);

    await eraseAccount(tb.t.database.db, leaves.id, { now: tb.clock.now(), tz: "Europe/Athens" });
    const after = await stats("2026-01");
    expect(after.summary).toEqual(before.summary);
    expect(after.statuses).toEqual(before.statuses);
    expect(after.days).toEqual(before.days);
    // Only the name goes: the list of members holds everyone else as it did.
    expect(after.members).toEqual(before.members.filter((m) => m.userId !== leaves.id));
  });
});
