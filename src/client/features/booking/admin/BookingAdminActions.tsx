import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../lib/useMe";
import { CreateBookingModal } from "./CreateBookingModal";
import { MassBookingModal } from "./MassBookingModal";

/** The dashboard's booking buttons, each for the roles it is for: the create-booking and mass-bookings modals and the booking screens. */
export function BookingAdminActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"create" | "mass" | null>(null);
  const desk = useCan("desk");
  const settings = useCan("settings");
  const credits = useCan("credits");
  const links = [
    desk && { to: "/cancellations", label: t("booking.admin.links.cancellations") },
    credits && { to: "/admin-sessions-check", label: t("booking.admin.links.sessionsCheck") },
    settings && { to: "/admin-slot-capacity", label: t("booking.admin.links.slotCapacity") },
    settings && { to: "/admin-closures", label: t("booking.admin.links.closures") },
    settings && { to: "/admin-pilates", label: t("pilates.admin.dashboardLink") },
  ].filter((l) => l !== false);
  if (!desk && !settings && links.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {desk && <Button onClick={() => setOpen("create")}>{t("booking.admin.create.button")}</Button>}
        {settings && (
          <Button variant="light" onClick={() => setOpen("mass")}>
            {t("booking.admin.mass.button")}
          </Button>
        )}
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
