import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CreateBookingModal } from "./CreateBookingModal";
import { MassBookingModal } from "./MassBookingModal";

/** The dashboard's booking buttons: the create-booking and mass-bookings modals and the booking screens. */
export function BookingAdminActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"create" | "mass" | null>(null);
  const links = [
    { to: "/cancellations", label: t("booking.admin.links.cancellations") },
    { to: "/admin-sessions-check", label: t("booking.admin.links.sessionsCheck") },
    { to: "/admin-slot-capacity", label: t("booking.admin.links.slotCapacity") },
    { to: "/admin-closures", label: t("booking.admin.links.closures") },
    { to: "/admin-pilates", label: t("pilates.admin.dashboardLink") },
  ];
  return (
    <>
      <Group gap="xs">
        <Button onClick={() => setOpen("create")}>{t("booking.admin.create.button")}</Button>
        <Button variant="light" onClick={() => setOpen("mass")}>
          {t("booking.admin.mass.button")}
        </Button>
        {links.map((l) => (
          <Button key={l.to} component={Link} to={l.to} variant="default">
            {l.label}
          </Button>
        ))}
      </Group>
      {open === "create" && <CreateBookingModal opened onClose={() => setOpen(null)} />}
      {open === "mass" && <MassBookingModal opened onClose={() => setOpen(null)} />}
    </>
  );
}
