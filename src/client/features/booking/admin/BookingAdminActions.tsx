import { Button, Group } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../lib/useMe";

// The owner's mass-bookings form loads when opened, not with the dashboard.
const MassBookingModal = lazy(() =>
  import("./MassBookingModal").then((m) => ({ default: m.MassBookingModal })),
);

/**
 * The dashboard's booking buttons, each for the roles it is for: the mass-bookings modal and the
 * booking screens (a new booking is opened from the day's reservations, on the first screen).
 */
export function BookingAdminActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const desk = useCan("desk");
  const settings = useCan("settings");
  const credits = useCan("credits");
  const links = [
    desk && { to: "/cancellations", label: t("booking.admin.links.cancellations") },
    credits && { to: "/admin-sessions-check", label: t("booking.admin.links.sessionsCheck") },
    settings && { to: "/admin-slot-capacity", label: t("booking.admin.links.slotCapacity") },
    settings && { to: "/admin-closures", label: t("booking.admin.links.closures") },
    settings && { to: "/admin-classes", label: t("classes.admin.dashboardLink") },
  ].filter((l) => l !== false);
  if (!settings && links.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {settings && (
          <Button variant="light" onClick={() => setOpen(true)}>
            {t("booking.admin.mass.button")}
          </Button>
        )}
        {links.map((l) => (
          <Button key={l.to} component={Link} to={l.to} variant="default">
            {l.label}
          </Button>
        ))}
      </Group>
      {open && (
        <Suspense fallback={null}>
          <MassBookingModal opened onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
