import { Button, Group, Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Announcement } from "../../../shared/schemas/announcements";
import { useLang } from "../../lib/lang";
import { AnnouncementView } from "./AnnouncementView";
import { announcementText } from "./announcementText";

/** A date-limited popup on the home page; closing it in any way dismisses it for this visitor. */
export default function AnnouncementPopup(props: { announcement: Announcement; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = announcementText(props.announcement, useLang(), t);
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
