import { Group, Text } from "@mantine/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { scheduleQueries, useScheduleName } from "../../../lib/schedules";
import { bookingQueries } from "../queries";

/**
 * How many wait in each slot or class of the shown day (decision 018), under the day's
 * reservations: every schedule members book, in the studio's order, each named when there are several.
 */
export function WaitlistCounts({ date }: { date: string }) {
  const { t } = useTranslation();
  const nameOf = useScheduleName();
  const schedules = useQuery(scheduleQueries.members()).data;
  const counts = useQueries({
    queries: (schedules ?? []).map((s) => bookingQueries.adminWaitlist(s.key, date)),
  });
  if (!schedules || counts.some((q) => !q.data)) return null;
  const slots = schedules.flatMap((s, i) =>
    counts[i]!.data!.slots.map((slot) => {
      const line = t("waitlist.adminSlot", { time: slot.time, count: slot.waiting });
      return {
        key: `${s.key} ${slot.time}`,
        label: schedules.length > 1 ? `${nameOf(s.key)} ${line}` : line,
      };
    }),
  );
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
          <Text key={s.key} size="sm">
            {s.label}
          </Text>
        ))
      )}
    </Group>
  );
}
