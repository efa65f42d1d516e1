import { Button } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the attendance statistics. */
export function AttendanceAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-attendance" variant="light" leftSection={<IconChartBar size={18} />}>
      {t("attendance.button")}
    </Button>
  );
}
