import { Badge, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatEuro } from "../../../shared/domain/packages";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { useLang } from "../../lib/lang";
import { CsvButton } from "./CsvButton";
import { change, euros } from "./view";

const FIGURES = ["revenue", "sold", "newMembers", "activeMembers"] as const;

/** The period's four headline figures, each with the period before and the change. */
export function SummaryCards({ data }: { data: OwnerReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const values = {
    revenue: data.revenueCents,
    sold: data.packagesSold,
    newMembers: data.newMembers,
    activeMembers: data.activeMembers,
  };
  const show = (k: (typeof FIGURES)[number], v: number) =>
    k === "revenue" ? formatEuro(v, lang) : String(v);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {FIGURES.map((k) => {
          const v = values[k];
          const delta = change(v.current, v.previous);
          return (
            <Paper key={k} withBorder p="xs" radius="md" data-testid={`summary-${k}`}>
              <Text size="sm" c="gray.7">
                {t(`ownerReport.summary.${k}`)}
              </Text>
              <Text fw={700} fz="xl">
                {show(k, v.current)}
              </Text>
              <Text size="xs" c="gray.7">
                {t("ownerReport.previous", { value: show(k, v.previous) })}
                {delta !== null && (
                  <Badge ml={4} size="xs" variant="light" color={delta >= 0 ? "teal" : "red"}>
                    {delta > 0 ? `+${delta}` : delta}%
                  </Badge>
                )}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <CsvButton
          what={t("ownerReport.title")}
          fileName={`report-${data.from}-${data.to}.csv`}
          header={["", `${data.from}..${data.to}`, `${data.previousFrom}..${data.previousTo}`]}
          rows={FIGURES.map((k) => {
            const csv = (v: number) => (k === "revenue" ? euros(v) : v);
            return [t(`ownerReport.summary.${k}`), csv(values[k].current), csv(values[k].previous)];
          })}
        />
      </Group>
    </>
  );
}
