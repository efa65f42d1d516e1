import { Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useActingForName } from "../../lib/actingFor";

/**
 * The member's booking of the shown day, with its cancel button. Cancelling asks first, as the
 * desk's does: a mis-tap on a phone could otherwise lose the slot to someone else.
 */
export function MyBooking(props: { time: string; loading: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Acting for a dependant: the booking shown is theirs, and the words say so.
  const name = useActingForName();
  const words = { time: props.time, name };
  return (
    <Paper withBorder p="sm" data-testid="my-booking">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t(name ? "booking.theirBooking" : "booking.yourBooking", words)}</Text>
        <Button color="red" variant="light" loading={props.loading} onClick={() => setAsking(true)}>
          {t("booking.cancelBooking")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("booking.cancelHint")}
      </Text>
      <ConfirmDialog
        opened={asking}
        message={t(name ? "booking.confirmCancelTheirs" : "booking.confirmCancel", words)}
        confirmLabel={t("booking.cancelBooking")}
        cancelLabel={t("booking.keepBooking")}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onCancel();
        }}
      />
    </Paper>
  );
}
