import { contactMessages, notifications } from "../db/schema";
import { creditMember, seedMember } from "./members";
import { as, type CaseContext, decide, type WriteCase } from "./staff-write-fixtures";

const DEC_31 = new Date("2025-12-31T20:00:00Z");

/** A member with gym sessions, booked by the desk into the slot running now (Monday 10:00, the walk's clock). */
async function bookedNow(c: CaseContext) {
  const m = await seedMember(c.t.database.db, {
    firstName: "Παρουσία",
    lastName: "Βόλτα",
    gym: 4,
    gymExpiresAt: DEC_31,
  });
  const r = await as(c, "POST", "/api/admin/reservations", {
    email: m.email,
    date: "2025-09-01",
    time: "10:00",
  });
  if (r.status !== 201) throw new Error(`desk booking: ${r.status} ${JSON.stringify(r.body)}`);
  c.state.running = (r.body as { reservation: { id: string } }).reservation.id;
}

/**
 * The day and the desk in the staff-write walk (`staff-write-cases.ts`): check-in and its undo, a
 * class and a standing booking made for a member, contact messages, notifications, package
 * requests, ± a session, deactivation.
 */
export const DESK_CASES: WriteCase[] = [
  [
    "PUT /api/admin/reservations/{id}/attendance",
    (c) => as(c, "PUT", `/api/admin/reservations/${c.state.running}/attendance`, { status: "attended" }),
    bookedNow,
  ],
  [
    "DELETE /api/admin/reservations/{id}/attendance",
    (c) => as(c, "DELETE", `/api/admin/reservations/${c.state.running}/attendance`),
  ],
  [
    "POST /api/admin/reservations",
    // A class at the desk (Wednesday's seeded 18:00 one), for a member holding credits of its kind.
    (c) =>
      as(c, "POST", "/api/admin/reservations", {
        schedule: "pilates",
        email: c.state.classEmail,
        date: "2025-09-03",
        time: "18:00",
      }),
    async (c) => {
      c.state.classEmail = (await creditMember(c.t.deps, { credits: 3, until: DEC_31 })).email;
    },
  ],
  [
    "POST /api/admin/standing-bookings",
    // Every Monday at 18:00 for four weeks, its first today.
    (c) =>
      as(c, "POST", "/api/admin/standing-bookings", {
        email: c.state.regularEmail,
        date: "2025-09-01",
        time: "18:00",
        end: { kind: "weeks", weeks: 4 },
      }),
    async (c) => {
      const m = await seedMember(c.t.database.db, {
        firstName: "Τακτική",
        lastName: "Βόλτα",
        gym: 8,
        gymExpiresAt: DEC_31,
      });
      c.state.regularEmail = m.email;
    },
  ],
  [
    "PATCH /api/admin/contact-messages/{id}",
    async (c) => {
      const [m] = await c.t.database.db
        .insert(contactMessages)
        .values({ email: "visitor@example.com", phone: "2100000000", message: "Ώρες;", clientKey: "k" })
        .returning({ id: contactMessages.id });
      return as(c, "PATCH", `/api/admin/contact-messages/${m!.id}`, { handled: true });
    },
  ],
  [
    "DELETE /api/admin/notifications",
    async (c) => {
      const params = { name: c.member.name, email: c.member.email, date: "2025-09-02", time: "10:00" };
      await c.t.database.db
        .insert(notifications)
        .values({ type: "reservation", message: "x", params, userId: c.member.id });
      return as(c, "DELETE", "/api/admin/notifications");
    },
  ],
  ["POST /api/admin/package-requests/{id}/approve", (c) => decide(c, "approve")],
  ["POST /api/admin/package-requests/{id}/reject", (c) => decide(c, "reject")],
  [
    "POST /api/admin/members/{id}/sessions",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/sessions`, { delta: 1, reason: "Paid" }),
  ],
  [
    "POST /api/admin/members/{id}/deactivate",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/deactivate`, {}),
  ],
  [
    "POST /api/admin/members/{id}/reactivate",
    (c) => as(c, "POST", `/api/admin/members/${c.member.id}/reactivate`, {}),
  ],
];
