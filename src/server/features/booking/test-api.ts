import type { AppType } from "../../app";
import { send } from "../../test/requests";

/** Calls of the booking API as the browser makes them, for the integration tests. */
export function bookingApi(app: AppType) {
  const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });
  const as = (cookie: string) => ({ headers: { cookie } });
  return {
    day: (cookie: string, date?: string) => get(`/api/booking/day${date ? `?date=${date}` : ""}`, cookie),
    book: (cookie: string, body: { date: string; time: string; seenCount?: number }) =>
      send(app, "/api/bookings", body, as(cookie)),
    cancel: (cookie: string, id: string) =>
      send(app, `/api/bookings/${id}`, undefined, { method: "DELETE", ...as(cookie) }),
    admin: {
      day: (cookie: string, date?: string) =>
        get(`/api/admin/booking/day${date ? `?date=${date}` : ""}`, cookie),
      reservations: (cookie: string, date: string) => get(`/api/admin/reservations?date=${date}`, cookie),
      book: (cookie: string, body: { email: string; name?: string; date: string; time: string }) =>
        send(app, "/api/admin/reservations", body, as(cookie)),
      cancel: (cookie: string, id: string) =>
        send(app, `/api/admin/reservations/${id}`, undefined, { method: "DELETE", ...as(cookie) }),
      notifications: (cookie: string) => get("/api/admin/notifications", cookie),
      deleteNotifications: (cookie: string) =>
        send(app, "/api/admin/notifications", undefined, { method: "DELETE", ...as(cookie) }),
      cancellations: (cookie: string, date: string) => get(`/api/admin/cancellations?date=${date}`, cookie),
      sessionsCheck: (cookie: string, date: string) => get(`/api/admin/sessions-check?date=${date}`, cookie),
      setCapacity: (cookie: string, date: string, capacity: number) =>
        send(app, `/api/admin/slot-capacity/${date}`, { capacity }, { method: "PUT", ...as(cookie) }),
      capacity: (cookie: string, date: string) => get(`/api/admin/slot-capacity/${date}`, cookie),
      clearCapacity: (cookie: string, date: string) =>
        send(app, `/api/admin/slot-capacity/${date}`, undefined, { method: "DELETE", ...as(cookie) }),
      closures: (cookie: string) => get("/api/admin/closures", cookie),
      addClosure: (cookie: string, body: { startDate: string; endDate: string; note?: string }) =>
        send(app, "/api/admin/closures", body, as(cookie)),
      removeClosure: (cookie: string, id: string) =>
        send(app, `/api/admin/closures/${id}`, undefined, { method: "DELETE", ...as(cookie) }),
      block: (cookie: string, body: { startDate: string; endDate: string }) =>
        send(app, "/api/admin/blocks", body, as(cookie)),
      blocks: (cookie: string) => get("/api/admin/blocks", cookie),
      unblock: (cookie: string, batchId: string) =>
        send(app, `/api/admin/blocks/${batchId}`, undefined, { method: "DELETE", ...as(cookie) }),
    },
  };
}
