import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ATTENDANCE_STATUSES } from "../../../shared/domain/attendance";
import type { AttendanceStats } from "../../../shared/schemas/attendance";

/** Visits per day of the month and the status split, each with its figures in text for screen readers. */
export function AttendanceCharts({ data }: { data: AttendanceStats }) {
  const { t } = useTranslation();
  const days = data.days.map((d) => ({ day: String(Number(d.date.slice(8))), visits: d.visits }));
  const statuses = ATTENDANCE_STATUSES.map((s) => ({
    status: t(`attendance.statuses.${s}`),
    members: data.statuses[s],
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="sm" radius="md" component="figure" m={0} aria-labelledby="visits-per-day">
        <Title order={2} size="h5" id="visits-per-day" mb="xs">
          {t("attendance.visitsPerDay")}
        </Title>
        <div aria-hidden="true" data-testid="visits-chart">
          <BarChart
            h={200}
            data={days}
            dataKey="day"
            series={[{ name: "visits", label: t("attendance.visitsSeries"), color: "teal.7" }]}
            tickLine="none"
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <VisuallyHidden>
          <Text component="p">
            {data.days.map((d) => `${Number(d.date.slice(8))}: ${d.visits}`).join(", ")}
          </Text>
        </VisuallyHidden>
      </Paper>
      <Paper withBorder p="sm" radius="md" component="figure" m={0} aria-labelledby="status-split">
        <Title order={2} size="h5" id="status-split" mb="xs">
          {t("attendance.statusSplit")}
        </Title>
        <div aria-hidden="true" data-testid="status-chart">
          <BarChart
            h={200}
            data={statuses}
            dataKey="status"
            orientation="vertical"
            gridAxis="y"
            yAxisProps={{ width: 96, interval: 0 }}
            series={[{ name: "members", label: t("attendance.membersSeries"), color: "blue.6" }]}
            tickLine="none"
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <VisuallyHidden>
          <Text component="p">{statuses.map((s) => `${s.status}: ${s.members}`).join(", ")}</Text>
        </VisuallyHidden>
      </Paper>
    </SimpleGrid>
  );
}
