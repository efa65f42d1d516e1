import { Button, Group } from "@mantine/core";
import { IconMail, IconPhoto, IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../lib/useMe";

/** The admin dashboard's buttons to the public site's screens: photos, contact messages, announcements. */
export function SiteAdminLinks() {
  const { t } = useTranslation();
  const settings = useCan("settings");
  const desk = useCan("desk");
  if (!settings && !desk) return null;
  return (
    <Group gap="xs">
      {settings && (
        <Button component={Link} to="/admin/photos" variant="light" leftSection={<IconPhoto size={18} />}>
          {t("site.admin.photos")}
        </Button>
      )}
      {desk && (
        <Button component={Link} to="/admin/messages" variant="light" leftSection={<IconMail size={18} />}>
          {t("site.admin.messages")}
        </Button>
      )}
      {settings && (
        <Button
          component={Link}
          to="/admin/announcements"
          variant="light"
          leftSection={<IconSpeakerphone size={18} />}
        >
          {t("site.admin.announcements")}
        </Button>
      )}
    </Group>
  );
}
