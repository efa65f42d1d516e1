import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../components/ScrollTable";
import { type HeatMap as HeatMapData, heatStep, percent } from "./view";

/** Teal shades from empty (step 0) to full (step 5); the text turns white on the dark ones. */
const SHADES = ["gray.0", "teal.1", "teal.3", "teal.5", "teal.7", "teal.9"];
const shade = (step: number) => `var(--mantine-color-${SHADES[step]!.replace(".", "-")})`;

/**
 * The weekday × slot heat map as a plain table: a row per slot start time, each cell the slot's
 * bookings ÷ places on that weekday in percent, coloured by fifths; it fits a 360 px screen (seven
 * narrow columns).
 */
export function HeatMap({ map, label }: { map: HeatMapData; label: string }) {
  const { t } = useTranslation();
  const days = t("ownerReport.weekdays", { returnObjects: true }) as string[];
  return (
    <ScrollTable
      aria-label={label}
      layout="fixed"
      fz="xs"
      verticalSpacing={2}
      horizontalSpacing={2}
      withRowBorders={false}
      data-testid="heat-map"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="3.2rem" />
          {map.weekdays.map((d) => (
            <Table.Th key={d} ta="center">
              {days[d]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {map.times.map((time) => (
          <Table.Tr key={time}>
            <Table.Th scope="row" fw={500}>
              {time}
            </Table.Th>
            {map.weekdays.map((d) => {
              const cell = map.cells.get(time)?.get(d);
              const share = cell ? percent(cell.bookings, cell.capacity) : null;
              const step = heatStep(share);
              return (
                <Table.Td
                  key={d}
                  ta="center"
                  style={{
                    background: step === null ? undefined : shade(step),
                    color: step !== null && step >= 3 ? "white" : undefined,
                    borderRadius: 4,
                  }}
                  title={cell ? `${cell.bookings}/${cell.capacity}` : undefined}
                >
                  {share === null ? (
                    <Text span c="gray.5" fz="xs" aria-label="—">
                      ·
                    </Text>
                  ) : (
                    `${share}%`
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
