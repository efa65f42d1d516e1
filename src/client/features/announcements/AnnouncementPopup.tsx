import { Button, Group, Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isLang } from "../../../shared/i18n";
import type { Announcement } from "../../../shared/schemas/announcements";
import { AnnouncementView } from "./AnnouncementView";
import { announcementText } from "./announcementText";

/** A date-limited popup on the home page; closing it in any way dismisses it for this visitor. */
export default function AnnouncementPopup(props: { announcement: Announcement; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const text = announcementText(props.announcement, isLang(i18n.language) ? i18n.language : "gr", t);
  return (
    <Modal
      opened
      onClose={props.onDismiss}
      title={text.title}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <AnnouncementView text={text} />
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onDismiss}>{t("site.announcements.ok")}</Button>
      </Group>
    </Modal>
  );
}
