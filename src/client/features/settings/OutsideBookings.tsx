import { Alert, Button, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OutsideBooking } from "../../../shared/schemas/studio-settings";
import { WrapButton } from "../../components/WrapButton";
import { longDay } from "../../lib/dates";

/**
 * The bookings new hours would leave outside them, shown where the save button was: nothing is
 * saved until the owner keeps them or cancels them (or goes back to editing).
 */
export function OutsideBookings(props: {
  bookings: OutsideBooking[];
  pending: boolean;
  onKeep: () => void;
  onCancel: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t("settings.outsideTitle", { count: props.bookings.length })}>
      <Stack gap="sm">
        <Text size="sm">{t("settings.outsideHint")}</Text>
        <List size="sm" spacing={2}>
          {props.bookings.map((b) => (
            <List.Item key={b.id}>
              {longDay(b.date, i18n.language)} {b.time} · {b.name || b.email}
            </List.Item>
          ))}
        </List>
        <WrapButton onClick={props.onKeep} loading={props.pending} variant="light">
          {t("settings.keep")}
        </WrapButton>
        <WrapButton onClick={props.onCancel} loading={props.pending} color="red" variant="light">
          {t("settings.cancel")}
        </WrapButton>
        <Button onClick={props.onBack} variant="subtle" disabled={props.pending}>
          {t("settings.back")}
        </Button>
      </Stack>
    </Alert>
  );
}
