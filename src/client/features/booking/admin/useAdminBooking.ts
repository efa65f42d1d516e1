import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminReservation,
  BlockBatch,
  CancellationView,
  DayView,
  NotificationView,
  SessionsCheck,
} from "../../../../shared/schemas/booking";
import { api, readJson } from "../../../lib/api";

/** Queries and commands of the admin's booking screens; every change refreshes the whole group. */
export const ADMIN_BOOKING_KEY = ["admin-booking"] as const;
const key = (...parts: unknown[]) => [...ADMIN_BOOKING_KEY, ...parts];

function useRefreshing<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_BOOKING_KEY }),
  });
}

export const useNotifications = () =>
  useQuery({
    queryKey: key("notifications"),
    queryFn: async () => readJson<NotificationView[]>(await api.admin.notifications.$get()),
  });

export const useDeleteNotifications = () =>
  useRefreshing(async () => readJson<{ deleted: number }>(await api.admin.notifications.$delete()));

export const useDayReservations = (date: string | undefined) =>
  useQuery({
    queryKey: key("reservations", date ?? "today"),
    queryFn: async () =>
      readJson<{ date: string; reservations: AdminReservation[]; blockedSlots: number }>(
        await api.admin.reservations.$get({ query: date ? { date } : {} }),
      ),
  });

export const useAdminDay = (date: string | undefined, enabled = true) =>
  useQuery({
    queryKey: key("day", date ?? "first"),
    queryFn: async () => readJson<DayView>(await api.admin.booking.day.$get({ query: date ? { date } : {} })),
    enabled,
  });

export const useAdminCancel = () =>
  useRefreshing(async (id: string) =>
    readJson<unknown>(await api.admin.reservations[":id"].$delete({ param: { id } })),
  );

export const useAdminBook = () =>
  useRefreshing(async (body: { email: string; name?: string; date: string; time: string }) =>
    readJson<{ kind: "member" | "guest"; sessions: number | null }>(
      await api.admin.reservations.$post({ json: body }),
    ),
  );

export const useCancellations = (date: string | undefined) =>
  useQuery({
    queryKey: key("cancellations", date ?? "today"),
    queryFn: async () =>
      readJson<{ date: string; rows: CancellationView[] }>(
        await api.admin.cancellations.$get({ query: date ? { date } : {} }),
      ),
  });

export const useSessionsCheck = (date: string | undefined) =>
  useQuery({
    queryKey: key("sessions-check", date ?? "today"),
    queryFn: async () =>
      readJson<SessionsCheck>(await api.admin["sessions-check"].$get({ query: date ? { date } : {} })),
  });

export const useBlocks = () =>
  useQuery({
    queryKey: key("blocks"),
    queryFn: async () => readJson<BlockBatch[]>(await api.admin.blocks.$get()),
  });

export const useFillRange = () =>
  useRefreshing(async (json: { startDate: string; endDate: string }) =>
    readJson<BlockBatch>(await api.admin.blocks.$post({ json })),
  );

export const useUndoFill = () =>
  useRefreshing(async (batchId: string) =>
    readJson<{ slots: number }>(await api.admin.blocks[":batchId"].$delete({ param: { batchId } })),
  );
