import { Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";

/**
 * The member's booking of the shown day, with its cancel button. Cancelling asks first, as the
 * desk's does: a mis-tap on a phone could otherwise lose the slot to someone else.
 */
export function MyBooking(props: { time: string; loading: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="my-booking">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t("booking.yourBooking", { time: props.time })}</Text>
        <Button color="red" variant="light" loading={props.loading} onClick={() => setAsking(true)}>
          {t("booking.cancelBooking")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("booking.cancelHint")}
      </Text>
      <ConfirmDialog
        opened={asking}
        message={t("booking.confirmCancel", { time: props.time })}
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
