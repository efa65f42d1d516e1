import { ActionIcon, Group } from "@mantine/core";
import { IconEye, IconMinus, IconPencil, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { MemberRow } from "../../../shared/schemas/members";
import { useCan } from "../../lib/useMe";

export type MemberAction = { kind: "details" | "edit" } | { kind: "adjust"; delta: 1 | -1 };
export type OnMemberAction = (row: MemberRow, action: MemberAction) => void;

/** A member's actions: view details, edit, plus and minus one session. */
export function MemberActions({
  row,
  busy,
  onAction,
}: {
  row: MemberRow;
  busy: boolean;
  onAction: OnMemberAction;
}) {
  const { t } = useTranslation();
  // Setting balances and expiries by hand is the owner's; the desk changes a balance by one session.
  const mayEdit = useCan("balances");
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t("members.detailsOf", { name: row.name })}
        onClick={() => onAction(row, { kind: "details" })}
      >
        <IconEye size={20} />
      </ActionIcon>
      {mayEdit && (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("members.editOf", { name: row.name })}
          onClick={() => onAction(row, { kind: "edit" })}
        >
          <IconPencil size={20} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="light"
        size="lg"
        disabled={busy}
        aria-label={t("members.plusOne", { name: row.name })}
        onClick={() => onAction(row, { kind: "adjust", delta: 1 })}
      >
        <IconPlus size={20} />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        disabled={busy}
        aria-label={t("members.minusOne", { name: row.name })}
        onClick={() => onAction(row, { kind: "adjust", delta: -1 })}
      >
        <IconMinus size={20} />
      </ActionIcon>
    </Group>
  );
}
