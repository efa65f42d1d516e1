import { Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bookingQueries } from "../queries";

/**
 * How many wait in each slot of the shown day (decision 018), under the day's reservations: the
 * gym's slots, then the Reformer Pilates classes, marked as such.
 */
export function WaitlistCounts({ date }: { date: string }) {
  const { t } = useTranslation();
  const gym = useQuery(bookingQueries.adminWaitlist("gym", date));
  const pilates = useQuery(bookingQueries.adminWaitlist("pilates", date));
  if (!gym.data || !pilates.data) return null;
  const slots = [
    ...gym.data.slots.map((s) => ({
      ...s,
      label: t("waitlist.adminSlot", { time: s.time, count: s.waiting }),
    })),
    ...pilates.data.slots.map((s) => ({
      ...s,
      label: `${t("pilates.schedule.pilates")} ${t("waitlist.adminSlot", { time: s.time, count: s.waiting })}`,
    })),
  ];
  return (
    <Group gap="xs" mt="xs" data-testid="waitlist-counts">
      <Text size="sm" fw={600}>
        {t("waitlist.adminTitle")}:
      </Text>
      {slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("waitlist.adminNone")}
        </Text>
      ) : (
        slots.map((s) => (
          <Text key={s.label} size="sm">
            {s.label}
          </Text>
        ))
      )}
    </Group>
  );
}
