import { and, eq } from "drizzle-orm";
import type { ClassView } from "../../../../shared/schemas/classes";
import type { PlacesView } from "../../../../shared/schemas/places";
import { reservations } from "../../../db/schema";
import type { BookingTestbed } from "../../../test/booking";
import { creditMember, creditsOf, type QuickMember } from "../../../test/members";
import { call } from "../../../test/requests";

/** The numbered places' endpoints as the browser calls them, for the integration tests (decision 037). */
export function placesApi(tb: BookingTestbed) {
  return {
    places: (m: { cookie: string }, date: string, time: string, schedule = "pilates") =>
      call<PlacesView>(
        tb.t,
        "GET",
        `/api/classes/places?schedule=${schedule}&date=${date}&time=${time}`,
        m.cookie,
      ),
    book: (m: { cookie: string }, body: { date: string; time: string; place?: number }) =>
      call<{ reservation: { id: string; place: number | null }; sessions: number }>(
        tb.t,
        "POST",
        "/api/bookings",
        m.cookie,
        { schedule: "pilates", ...body },
      ),
    /** The desk books a class for an e-mail (a member's or a guest's), with a place or without. */
    deskBook: (
      staff: { cookie: string },
      body: { email: string; name?: string; date: string; time: string; place?: number },
    ) =>
      call<{ reservation: { id: string; place: number | null }; kind: "member" | "guest" }>(
        tb.t,
        "POST",
        "/api/admin/reservations",
        staff.cookie,
        { schedule: "pilates", ...body },
      ),
    move: (staff: { cookie: string }, id: string, place: number) =>
      call<{ id: string; place: number }>(tb.t, "PUT", `/api/admin/bookings/${id}/place`, staff.cookie, {
        place,
      }),
    /** The place the member's booking of a date holds, as stored. */
    placeOf: async (userId: string, date: string) =>
      (
        await tb.t.database.db
          .select({ place: reservations.place })
          .from(reservations)
          .where(and(eq(reservations.userId, userId), eq(reservations.date, date)))
      )[0]?.place,
  };
}

/** A signed-in member with `pilates` credits of the seeded class schedule's kind valid until `until`. */
export const pilatesMember = (tb: BookingTestbed, pilates: number, until: Date): Promise<QuickMember> =>
  creditMember(tb.t.deps, { credits: pilates, until });

/** The member's balance of the seeded class schedule's kind. */
export const pilatesCredits = (tb: BookingTestbed, userId: string): Promise<number> =>
  creditsOf(tb.t.database.db, userId, "pilates");

/** The owner adds a weekly class of 50 minutes to the seeded class schedule's timetable (the answer checked). */
export async function addWeeklyClass(
  tb: BookingTestbed,
  c: { weekday: number; time: string; capacity: number },
): Promise<void> {
  const res = await call<ClassView>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, {
    ...c,
    minutes: 50,
  });
  if (res.status !== 201) throw new Error(`adding the class answered ${res.status}`);
}
