import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GUEST_NAME } from "../../../../shared/schemas/booking";
import { cancellations, reservations } from "../../../db/schema";
import { bookingTestbed, MONDAY_MORNING } from "../../../test/booking";
import { ledgerRowsOf } from "../../../test/members";
import { errorOf } from "../../../test/requests";

const tb = bookingTestbed();
const { clock } = tb;
const START = MONDAY_MORNING;

describe("bookings made by the front desk", () => {
  it("spend the member's session for a member's e-mail, in any letter case", async () => {
    clock.set(START);
    const m = await tb.member(3);
    const { res, body } = await tb.deskBook({
      email: m.email.toUpperCase(),
      date: "2025-09-02",
      time: "10:00",
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ kind: "member", sessions: 2 });
    expect((await ledgerRowsOf(tb.t.database.db, m.id)).at(-1)).toEqual({
      delta: -1,
      reason: "booking",
      relatedId: body.reservation.id,
      actorId: tb.admin.id,
    });
    const [r] = await tb.t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, body.reservation.id));
    expect(r).toMatchObject({
      kind: "member",
      userId: m.id,
      createdBy: tb.admin.id,
      sessionsBeforeBooking: 3,
    });
  });

  it("follow the member's package rules and one booking per date, but not the member-only cutoffs", async () => {
    clock.set(START);
    const at = (email: string, date = "2025-09-02", time = "11:00") =>
      tb.api.admin.book(tb.admin.cookie, { email, date, time });
    expect((await errorOf(await at((await tb.member(0)).email))).code).toBe("NO_SESSIONS_LEFT");
    expect((await errorOf(await at((await tb.member(5, null)).email))).code).toBe("PACKAGE_EXPIRED");
    const m = await tb.member(5);
    expect((await tb.api.book(m.cookie, { date: "2025-09-03", time: "12:00" })).status).toBe(201);
    expect((await errorOf(await at(m.email, "2025-09-03", "18:00"))).code).toBe("ALREADY_BOOKED_THIS_DAY");
    // The member's own active reservation does not stop the desk, nor does the 15-minute cutoff.
    expect((await at(m.email, "2025-09-02")).status).toBe(201);
    clock.set("2025-09-01T07:10:00Z"); // 10:10 Athens: the 10:00 slot runs until 11:00
    expect((await at((await tb.member()).email, "2025-09-01", "10:00")).status).toBe(201);
    clock.set("2025-09-01T08:00:00Z");
    expect((await errorOf(await at((await tb.member()).email, "2025-09-01", "10:00"))).code).toBe(
      "SLOT_ENDED",
    );
    clock.set(START);
  });

  it("make a guest booking for an unknown e-mail", async () => {
    const { res, body } = await tb.deskBook({
      email: "walk-in@example.com",
      name: "Νίκος",
      date: "2025-09-02",
      time: "12:00",
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ kind: "guest", sessions: null });
    // Without a date the table shows the studio's today.
    const today = (await (
      await tb.t.app.request("/api/admin/reservations", { headers: { cookie: tb.admin.cookie } })
    ).json()) as {
      date: string;
    };
    expect(today.date).toBe("2025-09-01");
    const day = (await (await tb.api.admin.reservations(tb.admin.cookie, "2025-09-02")).json()) as {
      reservations: { name: string; email: string; kind: string; time: string }[];
    };
    expect(day.reservations).toContainEqual(
      expect.objectContaining({ name: "Νίκος", email: "walk-in@example.com", kind: "guest", time: "12:00" }),
    );
  });

  it("store a guest booked without a name (or a blank one) with the guest label (spec section 3)", async () => {
    clock.set(START);
    for (const [email, name] of [
      ["nameless@example.com", undefined],
      ["blank@example.com", "   "],
    ] as const) {
      const { res } = await tb.deskBook({ email, name, date: "2025-09-03", time: "12:00" });
      expect(res.status).toBe(201);
    }
    const day = (await (await tb.api.admin.reservations(tb.admin.cookie, "2025-09-03")).json()) as {
      reservations: { name: string; email: string }[];
    };
    const mine = day.reservations.filter((r) =>
      ["nameless@example.com", "blank@example.com"].includes(r.email),
    );
    expect(mine.map((r) => [r.email, r.name]).sort()).toEqual([
      ["blank@example.com", GUEST_NAME],
      ["nameless@example.com", GUEST_NAME],
    ]);
  });

  it("never exceed capacity, and a blocked slot is full for the desk too", async () => {
    await tb.api.admin.setCapacity(tb.admin.cookie, "2025-09-05", 1);
    expect(
      (await tb.deskBook({ email: "a@example.com", date: "2025-09-05", time: "10:00" })).res.status,
    ).toBe(201);
    expect(
      await errorOf(
        await tb.api.admin.book(tb.admin.cookie, {
          email: "b@example.com",
          date: "2025-09-05",
          time: "10:00",
        }),
      ),
    ).toMatchObject({
      status: 409,
      code: "SLOT_FULL",
      params: { count: 1, max: 1, timetable: "hours" },
    });
    await tb.api.admin.block(tb.admin.cookie, { startDate: "2025-09-05", endDate: "2025-09-05" });
    expect(
      (
        await errorOf(
          await tb.api.admin.book(tb.admin.cookie, {
            email: "c@example.com",
            date: "2025-09-05",
            time: "11:00",
          }),
        )
      ).code,
    ).toBe("SLOT_FULL");
  });
});

describe("cancellations by an admin", () => {
  it("restore the member's session, even within the hour, and are listed for the day", async () => {
    clock.set(START);
    const m = await tb.member(2);
    const booked = (await (await tb.api.book(m.cookie, { date: "2025-09-08", time: "10:00" })).json()) as {
      reservation: { id: string };
    };
    clock.set("2025-09-08T06:30:00Z"); // 09:30 Athens, 30 minutes before
    const res = await tb.api.admin.cancel(tb.admin.cookie, booked.reservation.id);
    expect(await res.json()).toEqual({ sessionRestored: true, sessions: 2 });
    const [c] = await tb.t.database.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.reservationId, booked.reservation.id));
    expect(c).toMatchObject({
      cancellationReason: "ADMIN_CANCELLATION",
      cancelledBy: tb.admin.id,
      timeDifferenceMinutes: 30,
    });
    const listed = (await (await tb.api.admin.cancellations(tb.admin.cookie, "2025-09-08")).json()) as {
      date: string;
      rows: { email: string }[];
    };
    expect(listed.date).toBe("2025-09-08");
    expect(listed.rows.map((l) => l.email)).toContain(m.email);
    clock.set(START);
  });

  it("cancel a guest without touching any balance, and refuse an ended slot", async () => {
    clock.set(START);
    const guest = await tb.deskBook({ email: "guest2@example.com", date: "2025-09-01", time: "10:00" });
    expect(await (await tb.api.admin.cancel(tb.admin.cookie, guest.body.reservation.id)).json()).toEqual({
      sessionRestored: false,
      sessions: null,
    });
    const late = await tb.deskBook({ email: "guest3@example.com", date: "2025-09-01", time: "10:00" });
    const endedOf = async () => {
      const day = (await (await tb.api.admin.reservations(tb.admin.cookie, "2025-09-01")).json()) as {
        reservations: { id: string; ended: boolean }[];
      };
      return day.reservations.find((r) => r.id === late.body.reservation.id)?.ended;
    };
    clock.set("2025-09-01T07:59:00Z"); // 10:59 Athens: the 10:00 slot still runs, so it can be cancelled
    expect(await endedOf()).toBe(false);
    clock.set("2025-09-01T08:00:00Z");
    // The day table says the slot ended, so it offers no cancel the server would refuse.
    expect(await endedOf()).toBe(true);
    expect((await errorOf(await tb.api.admin.cancel(tb.admin.cookie, late.body.reservation.id))).code).toBe(
      "SLOT_ENDED",
    );
    expect((await errorOf(await tb.api.admin.cancel(tb.admin.cookie, crypto.randomUUID()))).code).toBe(
      "RESERVATION_NOT_FOUND",
    );
    clock.set(START);
  });
});

describe("notifications", () => {
  it("lists each member booking unread, and deletes them all", async () => {
    const m = await tb.member();
    await tb.api.book(m.cookie, { date: "2025-09-09", time: "19:00" });
    const list = (await (await tb.api.admin.notifications(tb.admin.cookie)).json()) as {
      email: string;
      date: string;
      time: string;
    }[];
    expect(list[0]).toMatchObject({ email: m.email, date: "2025-09-09", time: "19:00" });
    expect((await tb.api.admin.deleteNotifications(tb.admin.cookie)).status).toBe(200);
    expect(await (await tb.api.admin.notifications(tb.admin.cookie)).json()).toEqual([]);
  });
  it("list a member's booking made at the desk as well, and no guest's", async () => {
    const m = await tb.member(2);
    const emails = async () =>
      ((await (await tb.api.admin.notifications(tb.admin.cookie)).json()) as { email: string }[]).map(
        (n) => n.email,
      );
    expect((await tb.deskBook({ email: m.email, date: "2025-09-11", time: "10:00" })).res.status).toBe(201);
    expect(await emails()).toContain(m.email);
    const guest = "walk-in.notified@example.com";
    expect((await tb.deskBook({ email: guest, date: "2025-09-11", time: "10:00" })).res.status).toBe(201);
    expect(await emails()).not.toContain(guest);
  });
  it("stay after their booking is cancelled, marked as cancelled", async () => {
    clock.set(START);
    const m = await tb.member(2);
    const booked = (await (await tb.api.book(m.cookie, { date: "2025-09-10", time: "18:00" })).json()) as {
      reservation: { id: string };
    };
    const mine = async () =>
      (
        (await (await tb.api.admin.notifications(tb.admin.cookie)).json()) as {
          email: string;
          cancelled: boolean;
        }[]
      )
        .filter((n) => n.email === m.email)
        .map((n) => n.cancelled);
    expect(await mine()).toEqual([false]);
    expect((await tb.api.cancel(m.cookie, booked.reservation.id)).status).toBe(200);
    expect(await mine()).toEqual([true]);
  });
  it("are for admins only", async () => {
    expect((await tb.api.admin.notifications((await tb.member()).cookie)).status).toBe(403);
  });
});
