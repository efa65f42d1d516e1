import { Badge, Group, Select, Table, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSearch, IconSelector } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ATTENDANCE_STATUSES, type AttendanceStatus } from "../../../shared/domain/attendance";
import { formatStudioDay } from "../../../shared/domain/packages";
import type { AttendanceMember, AttendanceStats } from "../../../shared/schemas/attendance";
import { ScrollTable } from "../../components/ScrollTable";
import { shownAddress } from "../../lib/address";
import { useLang } from "../../lib/lang";
import { nextSort, SORT_COLUMNS, type Sort, type SortColumn, type StatusFilter } from "./view";

/** Filled badges in shades dark enough for white text (WCAG AA). */
const statusColor: Record<AttendanceStatus, string> = {
  inactive: "gray.7",
  dormant: "red.9",
  heavy: "teal.9",
  regular: "blue.9",
  low: "cyan.9",
};

type Props = {
  data: AttendanceStats;
  rows: AttendanceMember[];
  search: string;
  onSearch: (s: string) => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
  sort: Sort;
  onSort: (s: Sort) => void;
  actions: ReactNode;
};

/** The month's members with visits, no-shows, last visit and status: searchable, filterable, sortable by every column. */
export function AttendanceTable(p: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const header = (column: SortColumn) => {
    const sorted = p.sort.column === column;
    const Icon = !sorted ? IconSelector : p.sort.descending ? IconArrowDown : IconArrowUp;
    const numeric = column === "visits" || column === "noShows";
    return (
      <Table.Th
        key={column}
        aria-sort={sorted ? (p.sort.descending ? "descending" : "ascending") : undefined}
        ta={numeric ? "right" : undefined}
      >
        <UnstyledButton
          onClick={() => p.onSort(nextSort(p.sort, column))}
          aria-label={t("attendance.sortBy", { column: t(`attendance.columns.${column}`) })}
          fw={600}
          fz="sm"
        >
          <Group gap={4} wrap="nowrap" justify={numeric ? "flex-end" : undefined}>
            {t(`attendance.columns.${column}`)}
            <Icon size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <section aria-labelledby="attendance-members">
      <Group justify="space-between" align="end" gap="xs" mb="xs">
        <Text component="h2" id="attendance-members" fw={700} fz="lg" m={0}>
          {t("attendance.shown", { shown: p.rows.length, count: p.data.members.length })}
        </Text>
        {p.actions}
      </Group>
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap" mb="xs">
        <TextInput
          label={t("attendance.search")}
          placeholder={t("attendance.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={p.search}
          onChange={(e) => p.onSearch(e.currentTarget.value)}
          miw={180}
        />
        <Select
          label={t("attendance.statusFilter")}
          data={[
            { value: "all", label: t("attendance.allStatuses") },
            ...ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`attendance.statuses.${s}`) })),
          ]}
          value={p.status}
          onChange={(v) => p.onStatus((v ?? "all") as StatusFilter)}
          allowDeselect={false}
          miw={160}
        />
      </Group>
      {p.rows.length === 0 ? (
        <Text c="gray.7">{t("attendance.empty")}</Text>
      ) : (
        <ScrollTable minWidth={640} striped data-testid="attendance-table">
          <Table.Thead>
            <Table.Tr>{SORT_COLUMNS.map(header)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.rows.map((r) => (
              <Table.Tr key={r.userId}>
                <Table.Td fw={600}>{r.name}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{shownAddress(r.email, t)}</Table.Td>
                <Table.Td ta="right">{r.visits}</Table.Td>
                <Table.Td ta="right">{r.noShows}</Table.Td>
                <Table.Td>{r.lastVisit ? formatStudioDay(r.lastVisit, lang, "short") : "–"}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[r.status]} variant="filled">
                    {t(`attendance.statuses.${r.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </section>
  );
}
