import { Button, type ButtonProps } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "./ConfirmDialog";

/** A button that asks first; the dialog's confirm button repeats the button's label. */
export function ConfirmButton(
  props: ButtonProps & { question: string; onConfirm: () => Promise<void> | void; children: ReactNode },
) {
  const { question, onConfirm, children, ...button } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        opened={open}
        title={question}
        confirmLabel={children}
        cancelLabel={t("common.cancel")}
        loading={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
