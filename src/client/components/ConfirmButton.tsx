import { Button, type ButtonProps, Group, Modal } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/** A button that asks first (the spec's browser confirms become dialogs, DESIGN decision 7). */
export function ConfirmButton(
  props: ButtonProps & { question: string; onConfirm: () => Promise<void> | void; children: ReactNode },
) {
  const { question, onConfirm, children, ...button } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={question}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
                setOpen(false);
              }
            }}
          >
            {children}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
