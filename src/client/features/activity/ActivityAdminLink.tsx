import { Button } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the staff activity log (the owner's). */
export function ActivityAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-activity" variant="light" leftSection={<IconHistory size={18} />}>
      {t("activity.button")}
    </Button>
  );
}
