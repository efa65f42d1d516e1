import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../shared/intl";
import type { AttendanceStats } from "../../../shared/schemas/attendance";
import { dateLocale } from "../../lib/lang";

/** The month's counts: members, visitors, visits, average visits (1 decimal), cancellation rate (1 decimal), no-shows. */
export function AttendanceSummary({ data }: { data: AttendanceStats }) {
  const { t, i18n } = useTranslation();
  const oneDecimal = numberFormat(dateLocale(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const s = data.summary;
  const items: { key: string; value: string; detail?: string }[] = [
    { key: "members", value: String(s.members) },
    { key: "visitors", value: String(s.visitors) },
    { key: "visits", value: String(s.visits) },
    { key: "averageVisits", value: oneDecimal.format(s.averageVisits) },
    {
      key: "cancellationRate",
      value: `${oneDecimal.format(s.cancellationRate)}%`,
      detail: t("attendance.summary.cancellationDetail", {
        cancellations: s.cancellations,
        bookings: s.bookings,
      }),
    },
    { key: "noShows", value: String(s.noShows) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0} data-testid="attendance-summary">
      {items.map((i) => (
        <Paper key={i.key} withBorder p="xs" radius="md">
          <Text component="dt" size="xs" c="gray.7">
            {t(`attendance.summary.${i.key}`)}
          </Text>
          <Text component="dd" m={0}>
            <Text span fw={700} fz="xl" data-testid={`summary-${i.key}`}>
              {i.value}
            </Text>
            {i.detail && (
              <Text size="xs" c="gray.7">
                {i.detail}
              </Text>
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
