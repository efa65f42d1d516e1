import { Button, Group } from "@mantine/core";
import { IconPackage, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's buttons to active clients and package editing. */
export function PackagesAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component={Link} to="/active-users" variant="light" leftSection={<IconUsers size={18} />}>
        {t("members.button")}
      </Button>
      <Button
        component={Link}
        to="/admin-package-edit"
        variant="light"
        leftSection={<IconPackage size={18} />}
      >
        {t("packages.admin.editButton")}
      </Button>
    </Group>
  );
}
