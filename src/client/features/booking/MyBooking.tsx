import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The member's booking of the shown day, with its cancel button. */
export function MyBooking(props: { time: string; loading: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="my-booking">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t("booking.yourBooking", { time: props.time })}</Text>
        <Button color="red" variant="light" loading={props.loading} onClick={props.onCancel}>
          {t("booking.cancelBooking")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("booking.cancelHint")}
      </Text>
    </Paper>
  );
}
