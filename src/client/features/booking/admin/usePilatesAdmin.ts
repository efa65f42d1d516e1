import { useQuery } from "@tanstack/react-query";
import type { AdminBookRequest } from "../../../../shared/schemas/booking";
import type {
  BookingSettings,
  PilatesChangeInput,
  PilatesClassInput,
} from "../../../../shared/schemas/pilates";
import { api, call } from "../../../lib/api";
import { bookingQueries } from "../queries";
import { useBookingMutation } from "./useAdminBooking";

/** The Pilates timetable, one date's changes and the booking setting: each refreshes every booking query. */

export const usePilatesClasses = () => useQuery(bookingQueries.pilatesClasses());
export const usePilatesAdminDay = (date: string | null) => useQuery(bookingQueries.pilatesAdminDay(date));
export const useBookingSettings = () => useQuery(bookingQueries.settings());

export const useAddClass = () =>
  useBookingMutation((json: PilatesClassInput) => call(api.admin.pilates.classes.$post({ json })));

export const useRemoveClass = () =>
  useBookingMutation((id: string) => call(api.admin.pilates.classes[":id"].$delete({ param: { id } })));

export const useChangeClassOn = () =>
  useBookingMutation((o: { id: string; date: string; change: PilatesChangeInput }) =>
    call(
      api.admin.pilates.classes[":id"].dates[":date"].$put({
        param: { id: o.id, date: o.date },
        json: o.change,
      }),
    ),
  );

export const useClearClassChange = () =>
  useBookingMutation((o: { id: string; date: string }) =>
    call(api.admin.pilates.classes[":id"].dates[":date"].$delete({ param: o })),
  );

export const useSaveBookingSettings = () =>
  useBookingMutation((json: BookingSettings) => call(api.admin["booking-settings"].$put({ json })));

/** The desk books a class for an e-mail (a member's spends a Pilates credit; otherwise a guest). */
export const useAdminPilatesBook = () =>
  useBookingMutation((json: AdminBookRequest) => call(api.admin.pilates.bookings.$post({ json })));
