import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ClassView } from "../../../../shared/schemas/classes";
import { waitlistEntries } from "../../../db/schema";
import { changeCredits, setCreditExpiry } from "../../../domain/credits";
import { bookingTestbed, MONDAY_MORNING, VALID_UNTIL } from "../../../test/booking";
import { creditsOf, type QuickMember, quickMembers } from "../../../test/members";
import { call, errorOf, send } from "../../../test/requests";
import { setRules } from "../../../test/studio-rules";

/**
 * The waitlist for regulars: a member joins only a line they could be booked from (their
 * package still valid when the slot starts), and a member booked from one line leaves the lines of
 * that day whose slot or class would overlap it, keeping the others. Monday 2025-09-01 09:00, Athens.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });
const { clock } = tb;
const as = (m: { cookie: string }) => ({ headers: { cookie: m.cookie } });

const join = (m: QuickMember, schedule: string, date: string, time: string) =>
  send(tb.t.app, "/api/waitlist", { schedule, date, time }, as(m));

/** The date's gym slots hold one place; `time` is taken by a new member. Answers that booking's id. */
async function fullGymSlot(date: string, time: string) {
  expect((await tb.api.admin.setCapacity(tb.admin.cookie, date, 1)).status).toBe(200);
  const holder = await tb.member();
  const res = await tb.api.book(holder.cookie, { date, time });
  expect(res.status).toBe(201);
  return { holder, id: ((await res.json()) as { reservation: { id: string } }).reservation.id };
}

/** A member with gym sessions and Pilates credits, both valid until VALID_UNTIL. */
async function bothKinds(): Promise<QuickMember> {
  const [m] = await quickMembers(tb.t.deps, 1, { sessions: 5, expiresAt: VALID_UNTIL });
  await tb.t.database.db.transaction(async (tx) => {
    await changeCredits(tx, { userId: m!.id, kind: "pilates", delta: 5, reason: "package_approved" });
    await setCreditExpiry(tx, { userId: m!.id, kind: "pilates" }, VALID_UNTIL);
  });
  return m!;
}

/** A one-reformer class on the weekday of `date` at `time`, booked by a new member. */
async function fullClass(weekday: number, time: string, date: string) {
  const cls = await call<ClassView>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, {
    weekday,
    time,
    minutes: 50,
    capacity: 1,
  });
  expect(cls.status).toBe(201);
  const holder = await bothKinds();
  const booked = await call<{ reservation: { id: string } }>(tb.t, "POST", "/api/bookings", holder.cookie, {
    schedule: "pilates",
    date,
    time,
  });
  expect(booked.status).toBe(201);
  return { holder, id: booked.body.reservation.id };
}

const placeOf = async (userId: string, schedule: string, date: string) =>
  (
    await tb.t.database.db
      .select({ state: waitlistEntries.state, reason: waitlistEntries.reason })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.userId, userId),
          eq(waitlistEntries.schedule, schedule),
          eq(waitlistEntries.date, date),
        ),
      )
  )[0];

describe("joining a line one could be booked from", () => {
  it("is refused at once when the package ends before the slot, and allowed before", async () => {
    clock.set(MONDAY_MORNING);
    await fullGymSlot("2025-09-03", "18:00");
    await fullGymSlot("2025-09-05", "18:00");
    // Valid until Wednesday 3 September 23:59 in Athens.
    const m = await tb.member(5, new Date("2025-09-03T20:59:59.999Z"));
    const refused = await errorOf(await join(m, "gym", "2025-09-05", "18:00"));
    expect(refused).toMatchObject({ status: 409, code: "WAITLIST_PACKAGE_ENDS" });
    expect((await join(m, "gym", "2025-09-03", "18:00")).status).toBe(201);
    // Without a credit of the kind, told at once too.
    const empty = await tb.member(0);
    expect((await errorOf(await join(empty, "gym", "2025-09-05", "18:00"))).code).toBe("NO_SESSIONS_LEFT");
  });
});

describe("a member booked from one line", () => {
  it("leaves the other lines of that day that clash with the booking, and keeps the rest", async () => {
    clock.set(MONDAY_MORNING);
    // Tuesday 2 September: the gym at 18:00 and the 18:00 class overlap; Tuesday 9th: the 20:00 class does not.
    const gym2 = await fullGymSlot("2025-09-02", "18:00");
    await fullClass(2, "18:00", "2025-09-02");
    const m = await bothKinds();
    expect((await join(m, "gym", "2025-09-02", "18:00")).status).toBe(201);
    expect((await join(m, "pilates", "2025-09-02", "18:00")).status).toBe(201);
    expect((await tb.api.cancel(gym2.holder.cookie, gym2.id)).status).toBe(200);
    expect(await placeOf(m.id, "gym", "2025-09-02")).toEqual({ state: "promoted", reason: null });
    expect(await placeOf(m.id, "pilates", "2025-09-02")).toEqual({
      state: "skipped",
      reason: "WAITLIST_BOOKED_ELSEWHERE",
    });
    // No e-mail for the place left: the promotion's own tells where they are booked.
    expect(tb.t.mail.filter((x) => x.to === m.email && x.template === "waitlistSkipped")).toHaveLength(0);

    const gym9 = await fullGymSlot("2025-09-09", "18:00");
    await fullClass(2, "20:00", "2025-09-09");
    const n = await bothKinds();
    expect((await join(n, "gym", "2025-09-09", "18:00")).status).toBe(201);
    expect((await join(n, "pilates", "2025-09-09", "20:00")).status).toBe(201);
    expect((await tb.api.cancel(gym9.holder.cookie, gym9.id)).status).toBe(200);
    expect(await placeOf(n.id, "gym", "2025-09-09")).toEqual({ state: "promoted", reason: null });
    expect(await placeOf(n.id, "pilates", "2025-09-09")).toEqual({ state: "waiting", reason: null });
  });
});

describe("the late window on a class schedule (decision 018)", () => {
  it("offers a freed reformer to everyone waiting; the first claim spends one Pilates credit", async () => {
    clock.set(MONDAY_MORNING);
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 4 })).status).toBe(200);
    const date = "2025-09-01";
    const { holder, id } = await fullClass(1, "12:00", date);
    const a = await bothKinds();
    const b = await bothKinds();
    const placeId = async (m: QuickMember) =>
      ((await (await join(m, "pilates", date, "12:00")).json()) as { place: { id: string } }).place.id;
    const [pa, pb] = [await placeId(a), await placeId(b)];
    expect((await tb.api.cancel(holder.cookie, id)).status).toBe(200);
    expect(await placeOf(a.id, "pilates", date)).toEqual({ state: "waiting", reason: null });
    expect(
      tb.t.mail.filter((x) => x.template === "waitlistOffered" && [a.email, b.email].includes(x.to)),
    ).toHaveLength(2);

    expect((await send(tb.t.app, `/api/waitlist/${pb}/claim`, undefined, as(b))).status).toBe(201);
    const credits = (m: QuickMember) => creditsOf(tb.t.database.db, m.id, "pilates");
    expect(await credits(b)).toBe(4);
    const lost = await send(tb.t.app, `/api/waitlist/${pa}/claim`, undefined, as(a));
    expect((await errorOf(lost)).code).toBe("WAITLIST_OFFER_TAKEN");
    expect(await credits(a)).toBe(5);
    expect(await placeOf(a.id, "pilates", date)).toEqual({ state: "waiting", reason: null });
    expect((await setRules(tb.t, tb.admin.cookie, { lateWindowHours: 0 })).status).toBe(200);
  });
});
