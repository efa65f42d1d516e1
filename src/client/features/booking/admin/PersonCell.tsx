import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { shownAddress } from "../../../lib/address";
import { shownName } from "../format";

/**
 * A booking's person in the desk's tables: the name (the guest label when none) over the e-mail,
 * and under them the row's buttons when the screen is too narrow for a column of their own.
 */
export function PersonCell(props: {
  name: string;
  email: string;
  /** The adult who holds a booked dependant (family accounts). */
  guardian?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {shownName(props.name, t)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {shownAddress(props.email, t)}
      </Text>
      {props.guardian && (
        <Text size="xs" data-guardian>
          {t("family.bookedBy", { name: props.guardian })}
        </Text>
      )}
      {props.children}
    </Table.Td>
  );
}
