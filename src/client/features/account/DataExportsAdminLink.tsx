import { Button } from "@mantine/core";
import { IconFileExport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the exports' audit. */
export function DataExportsAdminLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/admin-data-exports"
      variant="light"
      leftSection={<IconFileExport size={18} />}
    >
      {t("account.exports.button")}
    </Button>
  );
}
