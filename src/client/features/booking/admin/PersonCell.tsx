import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { shownName } from "../format";

/** A booking's person in the desk's tables: the name (the guest label when none) over the e-mail. */
export function PersonCell(props: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {shownName(props.name, t)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {props.email}
      </Text>
    </Table.Td>
  );
}
