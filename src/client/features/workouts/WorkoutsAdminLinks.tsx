import { Button, Group } from "@mantine/core";
import { IconBarbell } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the workout programs. */
export function WorkoutsAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component={Link} to="/admin-workouts" variant="light" leftSection={<IconBarbell size={18} />}>
        {t("workouts.adminButton")}
      </Button>
    </Group>
  );
}
