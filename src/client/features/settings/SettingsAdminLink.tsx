import { Button } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the studio's rules. */
export function SettingsAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-settings" variant="light" leftSection={<IconSettings size={18} />}>
      {t("settings.title")}
    </Button>
  );
}
