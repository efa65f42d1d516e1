import { and, asc, eq } from "drizzle-orm";
import type { StandingEnd } from "../../../../shared/domain/standing";
import type { StandingView } from "../../../../shared/schemas/standing";
import type { AppType } from "../../../app";
import type { Db } from "../../../db/client";
import { reservations } from "../../../db/schema";
import type { TestApp } from "../../../test/factories";
import { send } from "../../../test/requests";

/** The standing bookings' endpoints as the browser calls them, for the integration tests. */
export function standingApi(app: AppType) {
  const as = (cookie: string) => ({ headers: { cookie } });
  return {
    make: (cookie: string, body: { schedule?: string; date: string; time: string; end: StandingEnd }) =>
      send(app, "/api/standing-bookings", body, as(cookie)),
    list: async (cookie: string) =>
      (
        (await (await app.request("/api/standing-bookings", as(cookie))).json()) as {
          standing: StandingView[];
        }
      ).standing,
    end: (cookie: string, id: string) =>
      send(app, `/api/standing-bookings/${id}`, undefined, { method: "DELETE", ...as(cookie) }),
    desk: (cookie: string, body: { email: string; date: string; time: string; end: StandingEnd }) =>
      send(app, "/api/admin/standing-bookings", body, as(cookie)),
  };
}

/** A made standing booking's answer (status checked by the caller). */
export const made = async (res: Response) => (await res.json()) as StandingView;

/** The member's booked dates, in order, with the series each belongs to. */
export async function bookedDates(db: Db, userId: string) {
  return db
    .select({ id: reservations.id, date: reservations.date, standingId: reservations.standingId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId)))
    .orderBy(asc(reservations.date));
}

/** The standing-skip e-mails to a member: date and reason, in order. */
export const skipsTo = (t: TestApp, email: string) =>
  t.mail.filter((m) => m.to === email.toLowerCase() && m.template === "standingSkipped").map((m) => m.text);
