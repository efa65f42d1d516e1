import { Button } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to /admin-mass-email. */
export function MassMailAdminLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/admin-mass-email"
      variant="light"
      leftSection={<IconMail size={18} />}
      style={{ alignSelf: "flex-start" }}
    >
      {t("massMail.button")}
    </Button>
  );
}
