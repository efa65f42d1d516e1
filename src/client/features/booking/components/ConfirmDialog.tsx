import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A confirm dialog (the spec's browser confirms, DESIGN decision 7). */
export function ConfirmDialog(props: {
  opened: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.admin.confirmTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t("booking.admin.no")}
        </Button>
        <Button color="red" loading={props.loading} onClick={props.onConfirm}>
          {t("booking.admin.yes")}
        </Button>
      </Group>
    </Modal>
  );
}
