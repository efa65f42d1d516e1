import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDecimal } from "../../../shared/decimals";
import type { Progress } from "../../../shared/schemas/coaching";
import { ScrollTable } from "../../components/ScrollTable";
import { formatDay } from "../../lib/lang";

/** dd/mm of a date, for a chart's axis at 360 px. */
const short = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}`;

/** A chart (hidden from screen readers) over its numbers in a table, under one heading. */
function Figure(props: { title: string; chart: React.ReactNode; table: React.ReactNode; testId: string }) {
  const heading = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={heading}>
          {props.title}
        </Title>
        <div aria-hidden="true" data-testid={props.testId}>
          {props.chart}
        </div>
        {props.table}
      </Stack>
    </Paper>
  );
}

/** A figure's numbers as a table: column titles and one row of cells per point. */
function Numbers({ head, rows }: { head: string[]; rows: { key: string; cells: React.ReactNode[] }[] }) {
  return (
    <ScrollTable>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            {r.cells.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns
              <Table.Td key={i}>{c}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

const chartProps = { h: 180, tickLine: "none", withTooltip: false } as const;
/** A chart's axis numbers in the page's language (53,8 in Greek). */
const axisIn = (lang: string) => ({ valueFormatter: (v: number) => formatDecimal(v, lang) });

/**
 * The member's progress, as the member and the coach read it: sessions planned and done per week,
 * per exercise the estimated 1RM (Epley, named) and volume per session, and measurements over time;
 * each chart with its numbers in a table.
 */
export function ProgressView({ data, coach = false }: { data: Progress; coach?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const kindName = (k: Progress["kinds"][number]) => (lang === "en" ? k.nameEn : k.nameGr);
  // A library exercise in the page's language, as /my-workouts names it; a typed one as logged.
  const exerciseTitle = (e: Progress["exercises"][number]) =>
    e.names ? e.names[lang === "en" ? "en" : "gr"] : e.name;
  return (
    <Stack gap="md">
      <Figure
        title={t("coaching.progress.weeks")}
        testId="weeks-chart"
        chart={
          <BarChart
            {...chartProps}
            data={data.weeks.map((w) => ({ week: short(w.weekStart), planned: w.planned, done: w.done }))}
            dataKey="week"
            series={[
              { name: "planned", label: t("coaching.progress.planned"), color: "gray.5" },
              { name: "done", label: t("coaching.progress.done"), color: "teal.7" },
            ]}
            barChartProps={{ accessibilityLayer: false }}
          />
        }
        table={
          <Numbers
            head={[
              t("coaching.progress.weekOf"),
              t("coaching.progress.done"),
              t("coaching.progress.planned"),
            ]}
            rows={data.weeks.map((w) => ({
              key: w.weekStart,
              cells: [formatDay(w.weekStart, lang), w.done, w.planned],
            }))}
          />
        }
      />
      <Text fz="sm">{t("coaching.progress.epley")}</Text>
      {data.exercises.length === 0 && (
        <Text c="gray.7">{t(coach ? "coaching.coach.noLogs" : "coaching.progress.noLogs")}</Text>
      )}
      {data.exercises.map((e) => (
        <Figure
          key={e.key}
          title={
            e.best1rm === null
              ? exerciseTitle(e)
              : t("coaching.progress.best", {
                  name: exerciseTitle(e),
                  kg: formatDecimal(e.best1rm, lang),
                  date: formatDay(e.bestDate!, lang),
                })
          }
          testId="exercise-chart"
          chart={
            <LineChart
              {...chartProps}
              {...axisIn(lang)}
              data={e.sessions.map((s) => ({ date: short(s.date), e1rm: s.e1rm }))}
              dataKey="date"
              series={[{ name: "e1rm", label: t("coaching.progress.e1rm"), color: "brand.7" }]}
              lineChartProps={{ accessibilityLayer: false }}
            />
          }
          table={
            <Numbers
              head={[
                t("coaching.progress.date"),
                t("coaching.progress.e1rmKg"),
                t("coaching.progress.volumeKg"),
              ]}
              rows={e.sessions.map((x) => ({
                key: x.date,
                cells: [
                  formatDay(x.date, lang),
                  x.e1rm === null ? "–" : formatDecimal(x.e1rm, lang),
                  formatDecimal(x.volume, lang),
                ],
              }))}
            />
          }
        />
      ))}
      {data.kinds.map((k) => {
        const points = data.measurements.filter((m) => m.kindId === k.id);
        return (
          <Figure
            key={k.id}
            title={`${kindName(k)} (${k.unit})`}
            testId="measurement-chart"
            chart={
              <LineChart
                {...chartProps}
                {...axisIn(lang)}
                data={points.map((m) => ({ date: short(m.date), value: m.value }))}
                dataKey="date"
                yAxisProps={{ domain: ["dataMin - 1", "dataMax + 1"] }}
                series={[{ name: "value", label: kindName(k), color: "blue.6" }]}
                lineChartProps={{ accessibilityLayer: false }}
              />
            }
            table={
              <Numbers
                head={[t("coaching.progress.date"), `${kindName(k)} (${k.unit})`]}
                rows={points.map((m) => ({
                  key: m.id,
                  cells: [formatDay(m.date, lang), formatDecimal(m.value, lang)],
                }))}
              />
            }
          />
        );
      })}
    </Stack>
  );
}
