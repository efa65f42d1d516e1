import { Stack } from "@mantine/core";
import { DayReservationsPanel } from "./DayReservationsPanel";
import { NotificationsPanel } from "./NotificationsPanel";

/** The dashboard's booking panels: the day's reservations, then the unread notifications (folded). */
export function BookingAdminPanels() {
  return (
    <Stack gap="md">
      <DayReservationsPanel />
      <NotificationsPanel />
    </Stack>
  );
}
