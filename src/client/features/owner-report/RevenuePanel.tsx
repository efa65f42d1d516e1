import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatEuro, formatStudioDay, packageName } from "../../../shared/domain/packages";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { ScrollTable } from "../../components/ScrollTable";
import { useLang } from "../../lib/lang";
import { CsvButton } from "./CsvButton";
import { Figure } from "./Figure";
import { euros } from "./view";

/** Revenue of the period by week (a bar chart) and by package (a table), each downloadable. */
export function RevenuePanel({ data }: { data: OwnerReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const weeks = data.byWeek.map((w) => ({
    week: formatStudioDay(w.week, lang, "short"),
    euros: w.cents / 100,
  }));
  const c = (k: string) => t(`ownerReport.columns.${k}`);
  return (
    <Stack gap="md">
      {/* Decision 030, "Revenue price": the owner reads which price the figures are. */}
      <Text size="xs" c="gray.7" data-testid="revenue-price">
        {t("ownerReport.revenuePrice")}
      </Text>
      <Figure
        id="revenue-by-week"
        title={t("ownerReport.revenueByWeek")}
        csv={
          <CsvButton
            what={t("ownerReport.revenueByWeek")}
            fileName={`revenue-by-week-${data.from}-${data.to}.csv`}
            header={[c("week"), c("revenue"), c("sold")]}
            rows={data.byWeek.map((w) => [w.week, euros(w.cents), w.sold])}
          />
        }
      >
        {data.byWeek.length === 0 ? (
          <Text size="sm">{t("ownerReport.noRevenue")}</Text>
        ) : (
          <>
            <div aria-hidden="true" data-testid="revenue-chart">
              <BarChart
                h={180}
                data={weeks}
                dataKey="week"
                maxBarWidth={48}
                series={[{ name: "euros", label: c("revenue"), color: "teal.7" }]}
                valueFormatter={(v) => formatEuro(Math.round(v * 100), lang)}
                tickLine="none"
                withTooltip={false}
                barChartProps={{ accessibilityLayer: false }}
              />
            </div>
            <VisuallyHidden>
              <Text component="p">
                {data.byWeek
                  .map(
                    (w) =>
                      `${t("ownerReport.weekOf", { date: formatStudioDay(w.week, lang) })}: ${formatEuro(w.cents, lang)}`,
                  )
                  .join(", ")}
              </Text>
            </VisuallyHidden>
          </>
        )}
      </Figure>
      <Figure
        id="revenue-by-package"
        title={t("ownerReport.revenueByPackage")}
        csv={
          <CsvButton
            what={t("ownerReport.revenueByPackage")}
            fileName={`revenue-by-package-${data.from}-${data.to}.csv`}
            header={[
              c("package"),
              c("revenue"),
              c("sold"),
              c("previousRevenue"),
              `${c("sold")} (${c("previousRevenue")})`,
            ]}
            rows={data.byPackage.map((p) => [
              packageName(p, lang),
              euros(p.cents),
              p.sold,
              euros(p.previousCents),
              p.previousSold,
            ])}
          />
        }
      >
        {data.byPackage.length === 0 ? (
          <Text size="sm">{t("ownerReport.noRevenue")}</Text>
        ) : (
          <ScrollTable striped fz="sm" data-testid="revenue-by-package">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c("package")}</Table.Th>
                <Table.Th ta="right">{c("revenue")}</Table.Th>
                <Table.Th ta="right">{c("sold")}</Table.Th>
                <Table.Th ta="right">{c("previousRevenue")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byPackage.map((p) => (
                <Table.Tr key={p.name}>
                  <Table.Td>{packageName(p, lang)}</Table.Td>
                  <Table.Td ta="right">{formatEuro(p.cents, lang)}</Table.Td>
                  <Table.Td ta="right">{p.sold}</Table.Td>
                  <Table.Td ta="right">{formatEuro(p.previousCents, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Figure>
    </Stack>
  );
}
