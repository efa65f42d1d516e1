import { Alert, Button, Group, Loader, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MassMailAudience } from "../../../shared/schemas/mass-mail";
import { errorText } from "../../lib/errorText";
import { useRecipientCount } from "./queries";

/**
 * Asked before a campaign starts: how many members it will reach now (unsubscribed ones left
 * out, counted by the server as the campaign would), and 'send now' only when someone would.
 */
export function SendConfirm(props: {
  input: { audience: MassMailAudience; days: number | null } | null;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const count = useRecipientCount(props.input);
  const n = count.data?.count;
  return (
    <Modal
      opened={props.input !== null}
      onClose={props.onClose}
      title={t("massMail.confirm.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      {count.isPending && (
        <Group gap="xs" mb="md">
          <Loader size="sm" role="status" aria-label={t("massMail.confirm.counting")} />
          <Text>{t("massMail.confirm.counting")}</Text>
        </Group>
      )}
      {count.isError && (
        <Alert color="red" role="alert" mb="md">
          {errorText(t, count.error, "massMail.confirm.countFailed")}
        </Alert>
      )}
      {n !== undefined && (
        <Text mb="md" data-testid="mass-mail-recipients">
          {n === 0 ? t("massMail.confirm.none") : t("massMail.confirm.count", { count: n })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t("common.cancel")}
        </Button>
        <Button loading={props.sending} disabled={!n} onClick={props.onConfirm}>
          {t("massMail.confirm.send")}
        </Button>
      </Group>
    </Modal>
  );
}
