import { useQuery } from "@tanstack/react-query";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { ClassChangeInput, ClassInput } from "../../../../shared/schemas/classes";
import { api, call } from "../../../lib/api";
import { bookingQueries } from "../queries";
import { useBookingMutation } from "./useAdminBooking";

/** A class schedule's timetable and one date's changes: each refreshes every booking query. */

export const useWeeklyClasses = (schedule: Schedule) => useQuery(bookingQueries.classes(schedule));
export const useClassAdminDay = (schedule: Schedule, date: string | null) =>
  useQuery(bookingQueries.classAdminDay(schedule, date));

export const useAddClass = () =>
  useBookingMutation((json: ClassInput) => call(api.admin.classes.$post({ json })));

export const useRemoveClass = () =>
  useBookingMutation((id: string) => call(api.admin.classes[":id"].$delete({ param: { id } })));

export const useChangeClassOn = () =>
  useBookingMutation((o: { id: string; date: string; change: ClassChangeInput }) =>
    call(
      api.admin.classes[":id"].dates[":date"].$put({
        param: { id: o.id, date: o.date },
        json: o.change,
      }),
    ),
  );

export const useClearClassChange = () =>
  useBookingMutation((o: { id: string; date: string }) =>
    call(api.admin.classes[":id"].dates[":date"].$delete({ param: o })),
  );
