import { Button } from "@mantine/core";
import { IconId } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's button to the studio's identity (name, contact, logo, colour, words). */
export function IdentityAdminLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/admin-identity" variant="light" leftSection={<IconId size={18} />}>
      {t("identity.title")}
    </Button>
  );
}
