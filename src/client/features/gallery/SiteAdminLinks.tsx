import { Button, Group } from "@mantine/core";
import { IconMail, IconPhoto, IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The admin dashboard's buttons to the public site's screens: photos, contact messages, announcements. */
export function SiteAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component={Link} to="/admin/photos" variant="light" leftSection={<IconPhoto size={18} />}>
        {t("site.admin.photos")}
      </Button>
      <Button component={Link} to="/admin/messages" variant="light" leftSection={<IconMail size={18} />}>
        {t("site.admin.messages")}
      </Button>
      <Button
        component={Link}
        to="/admin/announcements"
        variant="light"
        leftSection={<IconSpeakerphone size={18} />}
      >
        {t("site.admin.announcements")}
      </Button>
    </Group>
  );
}
