import { Button, Group } from "@mantine/core";
import { IconPackage, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../lib/useMe";

/** The dashboard's buttons to active clients and package editing. */
export function PackagesAdminLinks() {
  const { t } = useTranslation();
  const credits = useCan("credits");
  const settings = useCan("settings");
  if (!credits && !settings) return null;
  return (
    <Group gap="xs">
      {credits && (
        <Button component={Link} to="/active-users" variant="light" leftSection={<IconUsers size={18} />}>
          {t("members.button")}
        </Button>
      )}
      {settings && (
        <Button
          component={Link}
          to="/admin-package-edit"
          variant="light"
          leftSection={<IconPackage size={18} />}
        >
          {t("packages.admin.editButton")}
        </Button>
      )}
    </Group>
  );
}
