import { Alert, Button, Card, Group, List, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmWhenOpened } from "../../../components/ConfirmWhenOpened";
import { shownAddress } from "../../../lib/address";
import { errorText } from "../../../lib/errorText";
import { useScheduleName } from "../../../lib/schedules";
import { shortDay } from "../format";
import { useDeleteNotifications, useNotifications } from "./useAdminBooking";

/**
 * Unread booking notifications with delete-all (after a confirm); each marked with its schedule
 * (the seeded two by their short mark, one the owner added by its name). Folded to their count
 * until opened: the list grows with every booking, and on a phone it pushed the day's
 * reservations off the first screen.
 */
export function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const list = useNotifications();
  const scheduleName = useScheduleName();
  const remove = useDeleteNotifications();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const items = list.data ?? [];
  const shown = open && items.length > 0;
  const Chevron = shown ? IconChevronDown : IconChevronRight;
  return (
    <Card withBorder component="section" aria-labelledby="notifications-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="notifications-title">
          <UnstyledButton
            aria-expanded={shown}
            aria-controls="notifications-list"
            disabled={items.length === 0}
            onClick={() => setOpen(!open)}
            style={{ font: "inherit", display: "inline-flex", alignItems: "center", gap: 4 }}
          >
            {items.length > 0 && <Chevron size={18} aria-hidden />}
            {t("booking.admin.notifications.title")} ({items.length})
          </UnstyledButton>
        </Title>
        {shown && (
          <Button size="compact-sm" color="red" variant="light" onClick={() => setConfirming(true)}>
            {t("booking.admin.notifications.deleteAll")}
          </Button>
        )}
      </Group>
      {list.isError && <Alert color="red">{errorText(t, list.error, "errors.INTERNAL")}</Alert>}
      {remove.isError && <Alert color="red">{errorText(t, remove.error, "errors.INTERNAL")}</Alert>}
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t("booking.admin.notifications.empty")}
        </Text>
      ) : (
        <List
          spacing={4}
          size="sm"
          mt="xs"
          id="notifications-list"
          hidden={!shown}
          data-testid="notifications"
        >
          {items.map((n) => (
            <List.Item key={n.id} data-cancelled={n.cancelled || undefined}>
              <Text
                span
                size="sm"
                td={n.cancelled ? "line-through" : undefined}
                c={n.cancelled ? "dimmed" : undefined}
              >
                {t(
                  n.type === "account_deleted"
                    ? "booking.admin.notifications.accountDeleted"
                    : "booking.admin.notifications.newBooking",
                  {
                    name: n.name,
                    email: shownAddress(n.email, t),
                    day: shortDay(n.date, i18n.language),
                    time: n.time,
                  },
                )}
                {n.type !== "account_deleted" &&
                  ` · ${t(`classes.mark.${n.schedule}`, { defaultValue: scheduleName(n.schedule) })}`}
              </Text>
              {n.cancelled && (
                <Text span size="sm" fw={600} c="red.8">
                  {" "}
                  {t("booking.admin.notifications.cancelled")}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      <ConfirmWhenOpened
        opened={confirming}
        message={t("booking.admin.notifications.confirmDeleteAll")}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
