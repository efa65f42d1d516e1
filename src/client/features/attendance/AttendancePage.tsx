import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addMonths } from "../../../shared/domain/attendance";
import { dateFormat } from "../../../shared/intl";
import type { AttendanceStats } from "../../../shared/schemas/attendance";
import { ByLocationTable } from "../../components/ByLocationTable";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { LocationSwitch, useCsvPlace } from "../../components/LocationSwitch";
import { PageShell } from "../../components/PageShell";
import { downloadCsv, toCsv } from "../../lib/csv";
import { withPlace } from "../../lib/csvPlace";
import { dateLocale } from "../../lib/lang";
import { AttendanceCharts } from "./AttendanceCharts";
import { AttendanceSummary } from "./AttendanceSummary";
import { AttendanceTable } from "./AttendanceTable";
import { useMonthStats } from "./queries";
import { DEFAULT_SORT, type Sort, type StatusFilter, visibleMembers } from "./view";

const monthTitle = (month: string, lang: string) =>
  dateFormat(dateLocale(lang), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/**
 * /admin-attendance: a month's statistics computed by the server, its chart, table and CSV export;
 * with two or more locations, of one location or of all with each beside the total (decision 057).
 */
export default function AttendancePage() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState<string | undefined>();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [place, setPlace] = useState<string | undefined>();
  const stats = useMonthStats(month, place);
  const csvPlace = useCsvPlace(place);
  const data = stats.data;
  const shown = data?.month ?? month;
  const rows = data ? visibleMembers(data.members, { search, status, sort }) : [];

  const exportCsv = (d: AttendanceStats) => {
    const columns = ["name", "email", "visits", "noShows", "lastVisit", "status"] as const;
    const table = withPlace(
      csvPlace,
      columns.map((c) => t(`attendance.columns.${c}`)),
      rows.map((r) => [
        r.name,
        r.email,
        r.visits,
        r.noShows,
        r.lastVisit,
        t(`attendance.statuses.${r.status}`),
      ]),
    );
    downloadCsv(`attendance-${d.month}.csv`, toCsv(table.header, table.rows));
  };

  return (
    <PageShell title={t("attendance.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="light"
            px="xs"
            aria-label={t("attendance.prevMonth")}
            disabled={!shown}
            onClick={() => shown && setMonth(addMonths(shown, -1))}
          >
            <IconChevronLeft size={20} />
          </Button>
          <Stack gap={0} align="center">
            <Text fw={700} fz="lg" aria-live="polite" data-testid="month-title">
              {shown ? monthTitle(shown, i18n.language) : "…"}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setMonth(undefined)}>
              {t("attendance.thisMonth")}
            </Button>
          </Stack>
          <Button
            variant="light"
            px="xs"
            aria-label={t("attendance.nextMonth")}
            disabled={!shown}
            onClick={() => shown && setMonth(addMonths(shown, 1))}
          >
            <IconChevronRight size={20} />
          </Button>
        </Group>
        <LocationSwitch value={place} onChange={setPlace} />

        {stats.isPending && <Loader role="status" mx="auto" aria-label={t("common.loading")} />}
        {stats.isError && (
          <LoadErrorAlert
            title={t("attendance.loadError")}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        )}
        {data && (
          <>
            <AttendanceSummary data={data} />
            {data.byLocation && (
              <ByLocationTable
                testId="attendance-by-location"
                columns={(["visits", "visitors", "bookings", "cancellations", "noShows"] as const).map((k) =>
                  t(`attendance.byLocation.${k}`),
                )}
                rows={data.byLocation.map((x) => ({
                  location: x.location,
                  cells: [x.visits, x.visitors, x.bookings, x.cancellations, x.noShows],
                }))}
                total={[
                  data.summary.visits,
                  data.summary.visitors,
                  data.summary.bookings,
                  data.summary.cancellations,
                  data.summary.noShows,
                ]}
              />
            )}
            <AttendanceCharts data={data} />
            <AttendanceTable
              data={data}
              rows={rows}
              search={search}
              onSearch={setSearch}
              status={status}
              onStatus={setStatus}
              sort={sort}
              onSort={setSort}
              actions={
                <Button
                  variant="light"
                  leftSection={<IconDownload size={18} />}
                  onClick={() => exportCsv(data)}
                  disabled={rows.length === 0}
                >
                  {t("attendance.exportCsv")}
                </Button>
              }
            />
          </>
        )}
      </Stack>
    </PageShell>
  );
}
