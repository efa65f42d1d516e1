import { Stack } from "@mantine/core";
import { DayReservationsPanel } from "./DayReservationsPanel";
import { NotificationsPanel } from "./NotificationsPanel";

/** The dashboard's booking panels: unread notifications and the day's reservations. */
export function BookingAdminPanels() {
  return (
    <Stack gap="md">
      <NotificationsPanel />
      <DayReservationsPanel />
    </Stack>
  );
}
