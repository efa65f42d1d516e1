import { Button } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to moving members in from a spreadsheet. */
export function MemberImportAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-import" variant="light" leftSection={<IconFileImport size={18} />}>
      {t("memberImport.button")}
    </Button>
  );
}
