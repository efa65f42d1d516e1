import { Button, Group } from "@mantine/core";
import { IconReportAnalytics, IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's buttons to the owner's report and the drifting members' lists. */
export function OwnerReportAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to="/admin-report"
        variant="light"
        leftSection={<IconReportAnalytics size={18} />}
      >
        {t("ownerReport.button")}
      </Button>
      <Button component={Link} to="/admin-drift" variant="light" leftSection={<IconUserMinus size={18} />}>
        {t("ownerReport.driftButton")}
      </Button>
    </Group>
  );
}
