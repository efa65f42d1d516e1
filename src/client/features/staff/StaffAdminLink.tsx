import { Button } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the staff screen (invitations of trainers and front desk). */
export function StaffAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-staff" variant="light" leftSection={<IconUsersPlus size={18} />}>
      {t("staff.link")}
    </Button>
  );
}
