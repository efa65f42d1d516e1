import { Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bookingQueries } from "../queries";

/** How many wait in each slot of the shown day (decision 018), under the day's reservations. */
export function WaitlistCounts({ date }: { date: string }) {
  const { t } = useTranslation();
  const waitlist = useQuery(bookingQueries.adminWaitlist("gym", date));
  if (!waitlist.data) return null;
  return (
    <Group gap="xs" mt="xs" data-testid="waitlist-counts">
      <Text size="sm" fw={600}>
        {t("waitlist.adminTitle")}:
      </Text>
      {waitlist.data.slots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("waitlist.adminNone")}
        </Text>
      ) : (
        waitlist.data.slots.map((s) => (
          <Text key={s.time} size="sm">
            {t("waitlist.adminSlot", { time: s.time, count: s.waiting })}
          </Text>
        ))
      )}
    </Group>
  );
}
