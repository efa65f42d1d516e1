import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LocationKey } from "../../shared/domain/locations";
import { useLocations } from "../lib/locations";
import { ScrollTable } from "./ScrollTable";

type Cell = string | number;

/**
 * A total's figures beside each location's (decision 057): one row per location, then the total.
 * Only the screens of a studio with two or more locations draw it (their answers carry `byLocation`).
 */
export function ByLocationTable(props: {
  columns: string[];
  rows: { location: LocationKey; cells: Cell[] }[];
  total: Cell[];
  testId: string;
}) {
  const { t } = useTranslation();
  const places = useLocations();
  return (
    <ScrollTable striped fz="sm" data-testid={props.testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("locations.choose")}</Table.Th>
          {props.columns.map((c) => (
            <Table.Th key={c}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((r) => (
          <Table.Tr key={r.location}>
            <Table.Td>{places.name(r.location)}</Table.Td>
            {r.cells.map((c, i) => (
              <Table.Td key={props.columns[i]}>{c}</Table.Td>
            ))}
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{t("locations.total")}</Table.Td>
          {props.total.map((c, i) => (
            <Table.Td key={props.columns[i]}>{c}</Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </ScrollTable>
  );
}
