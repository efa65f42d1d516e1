import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { AdminBookRequest, BlockRequest } from "../../../../shared/schemas/booking";
import type { DeskStandingRequest } from "../../../../shared/schemas/standing";
import { api, call } from "../../../lib/api";
import { refreshAfter } from "../../../lib/queryKeys";
import { bookingKeys, bookingQueries } from "../queries";

/**
 * The admin's booking reads and commands. A desk booking, a cancellation, a mass fill, a capacity or
 * a closure changes what members and the desk see: each refreshes every booking query.
 */
export function useBookingMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...refreshAfter(qc, bookingKeys.all),
  });
}

export const useNotifications = () => useQuery(bookingQueries.notifications());
export const useDeleteNotifications = () => useBookingMutation(() => call(api.admin.notifications.$delete()));
export const useDayReservations = (date: string | undefined, location?: string) =>
  useQuery(bookingQueries.reservations(date, location));
export const useAdminDay = (schedule: Schedule, date: string | undefined, enabled = true) =>
  useQuery({ ...bookingQueries.adminDay(schedule, date), enabled });
export const useCancellations = (date: string | undefined) => useQuery(bookingQueries.cancellations(date));
export const useSessionsCheck = (date: string | undefined) => useQuery(bookingQueries.sessionsCheck(date));
export const useBlocks = () => useQuery(bookingQueries.blocks());

export const useAdminCancel = () =>
  useBookingMutation((id: string) => call(api.admin.reservations[":id"].$delete({ param: { id } })));
/** The desk books a slot or a class of any schedule for an e-mail (a member's spends a credit; otherwise a guest). */
export const useAdminBook = () =>
  useBookingMutation((json: AdminBookRequest) => call(api.admin.reservations.$post({ json })));
export const useFillRange = () =>
  useBookingMutation((json: BlockRequest) => call(api.admin.blocks.$post({ json })));
export const useUndoFill = () =>
  useBookingMutation((batchId: string) => call(api.admin.blocks[":batchId"].$delete({ param: { batchId } })));
/** The desk makes a standing booking for the member an e-mail names (decision 037). */
export const useDeskStanding = () =>
  useBookingMutation((json: DeskStandingRequest) => call(api.admin["standing-bookings"].$post({ json })));
