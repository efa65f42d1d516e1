import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A confirm dialog (the spec's browser confirms become dialogs, DESIGN decision 7). */
export function ConfirmDialog(props: {
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  message?: string;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  loading?: boolean;
  /** The confirming button's colour: red (the default) for what cannot be undone. */
  confirmColor?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t("common.confirmTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      {props.message && <Text mb="md">{props.message}</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {props.cancelLabel ?? t("common.no")}
        </Button>
        <Button color={props.confirmColor ?? "red"} loading={props.loading} onClick={props.onConfirm}>
          {props.confirmLabel ?? t("common.yes")}
        </Button>
      </Group>
    </Modal>
  );
}
