import { Button, List, SegmentedControl, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocationKey } from "../../../shared/domain/locations";
import { formatStudioDay } from "../../../shared/domain/packages";
import { GYM, type Schedule, scheduleName } from "../../../shared/domain/schedules";
import {
  type OccupancyCell,
  type OwnerReport,
  REPORT_SLOTS_SHOWN,
} from "../../../shared/schemas/owner-report";
import { ScrollTable } from "../../components/ScrollTable";
import { CsvPlace } from "../../lib/csvPlace";
import { useLang } from "../../lib/lang";
import { useLocations } from "../../lib/locations";
import { scheduleQueries } from "../../lib/schedules";
import { CsvButton } from "./CsvButton";
import { Figure } from "./Figure";
import { HeatMap } from "./HeatMap";
import { fullestAndEmptiest, heatMap, orderedCells, slotFigures } from "./view";

const pct = (n: number | null) => (n === null ? "–" : `${n}%`);

/**
 * Occupancy per schedule: the heat map, the fullest and emptiest slots, every slot's numbers, the
 * waitlists. Of one location (`place`), only its schedules to pick from; with two or more locations
 * the CSV files name the schedule's location.
 */
export function OccupancyPanel({ data, place }: { data: OwnerReport; place?: LocationKey }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [picked, setSchedule] = useState<Schedule>(GYM);
  const every = useQuery(scheduleQueries.all()).data ?? [];
  const schedules = place ? every.filter((s) => s.location === place) : every;
  // The schedule picked at another location: the first of this one's.
  const schedule = schedules.some((s) => s.key === picked) ? picked : (schedules[0]?.key ?? picked);
  const places = useLocations();
  const screenPlace = useContext(CsvPlace);
  const [allShown, setAllShown] = useState(false);
  const days = t("ownerReport.weekdays", { returnObjects: true }) as string[];
  const row = schedules.find((s) => s.key === schedule);
  const name = row ? scheduleName(row, lang) : schedule;
  const cells = orderedCells(data.occupancy, schedule);
  const { fullest, emptiest } = fullestAndEmptiest(data.occupancy, schedule, REPORT_SLOTS_SHOWN);
  const c = (k: string) => t(`ownerReport.columns.${k}`);
  const slotName = (x: OccupancyCell) => `${days[x.weekday]} ${x.time}`;
  const waitlists = data.waitlists.filter((w) => w.schedule === schedule);
  // With nothing booked every slot is 0%: no slot is fuller or emptier than another.
  const anyBooked = cells.some((x) => x.bookings > 0);
  const period = `${data.from}-${data.to}`;
  // A schedule's figures are at its location, whichever the screen shows.
  const csvPlace = screenPlace && row ? { ...screenPlace, value: places.name(row.location) } : screenPlace;

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={schedule}
        onChange={(v) => setSchedule(v as Schedule)}
        data={schedules.map((s) => ({ value: s.key, label: scheduleName(s, lang) }))}
        aria-label={t("ownerReport.occupancy")}
      />
      <Figure
        id="heat-map-title"
        title={t("ownerReport.heatMapTitle", { schedule: name })}
        csv={
          <CsvButton
            place={csvPlace}
            what={t("ownerReport.slotsTable")}
            fileName={`occupancy-${schedule}-${period}.csv`}
            header={[
              "weekday",
              "time",
              "slots",
              "capacity",
              "bookings",
              "occupancy",
              "noShowRate",
              "waitlisted",
              "longestWaitlist",
            ].map(c)}
            rows={cells.map((x) => {
              const f = slotFigures(x);
              return [
                days[x.weekday]!,
                x.time,
                x.slots,
                x.capacity,
                x.bookings,
                f.occupancy,
                f.noShowRate,
                x.waitlisted,
                x.longestWaitlist,
              ];
            })}
          />
        }
      >
        {cells.length === 0 ? (
          <Text size="sm">{t("ownerReport.noSlots")}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="xs" c="gray.7">
              {t("ownerReport.heatMapHint")}
            </Text>
            <HeatMap
              map={heatMap(data.occupancy, schedule)}
              label={t("ownerReport.heatMapTitle", { schedule: name })}
            />
          </Stack>
        )}
      </Figure>
      {cells.length > 0 && !anyBooked && (
        <Text size="sm" data-testid="slots-none-booked">
          {t("ownerReport.noneBooked", { schedule: name })}
        </Text>
      )}
      {anyBooked && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              ["fullest", fullest],
              ["emptiest", emptiest],
            ] as const
          ).map(([k, list]) => (
            <Figure key={k} id={`slots-${k}`} title={t(`ownerReport.${k}`)}>
              <List size="sm" data-testid={`slots-${k}`}>
                {list.map((x) => (
                  <List.Item key={slotName(x)}>
                    {slotName(x)}: {pct(slotFigures(x).occupancy)} ({x.bookings}/{x.capacity})
                  </List.Item>
                ))}
              </List>
            </Figure>
          ))}
        </SimpleGrid>
      )}
      {cells.length > 0 && (
        <Figure id="slots-table" title={t("ownerReport.slotsTable")}>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setAllShown((v) => !v)}
            aria-expanded={allShown}
          >
            {t(allShown ? "ownerReport.hideSlots" : "ownerReport.showSlots", { count: cells.length })}
          </Button>
          {allShown && (
            <ScrollTable striped fz="sm" minWidth={520} data-testid="slots-table">
              <Table.Thead>
                <Table.Tr>
                  {["weekday", "time", "bookings", "capacity", "occupancy", "noShowRate", "waitlisted"].map(
                    (k) => (
                      <Table.Th key={k}>{c(k)}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cells.map((x) => {
                  const f = slotFigures(x);
                  return (
                    <Table.Tr key={slotName(x)}>
                      <Table.Td>{days[x.weekday]}</Table.Td>
                      <Table.Td>{x.time}</Table.Td>
                      <Table.Td>{x.bookings}</Table.Td>
                      <Table.Td>{x.capacity}</Table.Td>
                      <Table.Td>{pct(f.occupancy)}</Table.Td>
                      <Table.Td>{pct(f.noShowRate)}</Table.Td>
                      <Table.Td>{x.waitlisted}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </ScrollTable>
          )}
        </Figure>
      )}
      <Figure
        id="waitlists"
        title={t("ownerReport.waitlists")}
        csv={
          <CsvButton
            place={csvPlace}
            what={t("ownerReport.waitlists")}
            fileName={`waitlists-${schedule}-${period}.csv`}
            header={[c("date"), c("time"), c("places")]}
            rows={waitlists.map((w) => [w.date, w.time, w.places])}
          />
        }
      >
        {waitlists.length === 0 ? (
          <Text size="sm">{t("ownerReport.noWaitlists")}</Text>
        ) : (
          <ScrollTable striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c("date")}</Table.Th>
                <Table.Th>{c("time")}</Table.Th>
                <Table.Th>{c("places")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waitlists.map((w) => (
                <Table.Tr key={`${w.date} ${w.time}`}>
                  <Table.Td>{formatStudioDay(w.date, lang, "short")}</Table.Td>
                  <Table.Td>{w.time}</Table.Td>
                  <Table.Td>{w.places}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Figure>
    </Stack>
  );
}
