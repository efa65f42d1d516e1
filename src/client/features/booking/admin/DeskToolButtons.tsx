import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminReservation } from "../../../../shared/schemas/booking";

/** Which dialog the desk opened, for which row (kept by the table: a row the dialog changes may leave it). */
export type DeskTool = { kind: "place" | "standing"; r: AdminReservation } | null;

/**
 * 'Change place' and 'Standing bookings' for one row of the day's table (decision 037). Apart from
 * their dialogs (DeskBookingTools.tsx), which load when the desk opens one.
 */
export function DeskToolButtons({ r, open }: { r: AdminReservation; open: (tool: DeskTool) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {r.place !== null && !r.ended && (
        <Button size="compact-sm" variant="light" onClick={() => open({ kind: "place", r })}>
          {t("places.move")}
        </Button>
      )}
      {r.standingId && r.userId && (
        <Button size="compact-sm" variant="light" color="grape" onClick={() => open({ kind: "standing", r })}>
          {t("places.deskStanding")}
        </Button>
      )}
    </>
  );
}
