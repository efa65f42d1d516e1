import { Button, Group } from "@mantine/core";
import { IconChartLine } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the coach's attention list. */
export function CoachingAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component={Link} to="/admin-coaching" variant="light" leftSection={<IconChartLine size={18} />}>
        {t("coaching.coach.title")}
      </Button>
    </Group>
  );
}
