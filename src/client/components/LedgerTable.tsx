import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateFormat, timeFormat } from "../../shared/intl";
import type { LedgerEntry } from "../../shared/schemas/members";
import { useCreditKindName } from "../lib/creditKinds";
import { dateLocale } from "../lib/lang";
import { ScrollTable } from "./ScrollTable";

const KNOWN_REASONS = new Set([
  "package_approved",
  "forfeited",
  "booking",
  "cancellation",
  "admin_adjust",
  "admin_edit",
  "no_show_restored",
  "no_show_forfeited",
  "no_show_undone",
  "imported",
]);

/** Every change of a member's balances, newest first (the credit ledger). */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation();
  const kindName = useCreditKindName();
  if (entries.length === 0) return <Text c="gray.7">{t("members.noLedger")}</Text>;
  const locale = dateLocale(i18n.language);
  const date = dateFormat(locale, { day: "numeric", month: "numeric", year: "2-digit" });
  const time = timeFormat(locale);
  return (
    <ScrollTable minWidth={300} striped verticalSpacing={4} horizontalSpacing={6} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("members.ledgerColumns.when")}</Table.Th>
          <Table.Th>{t("members.ledgerColumns.what")}</Table.Th>
          <Table.Th ta="right">{t("members.ledgerColumns.change")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>
              {date.format(new Date(e.createdAt))}
              <Text size="xs" c="gray.7">
                {time.format(new Date(e.createdAt))}
              </Text>
            </Table.Td>
            <Table.Td>
              {t(`members.reasons.${KNOWN_REASONS.has(e.reason) ? e.reason : "other"}`, {
                context: e.byRole ?? undefined,
              })}{" "}
              · {kindName(e.kind)}
              {e.note && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }} data-note>
                  {t("members.ledgerNote", { note: e.note })}
                </Text>
              )}
              {e.by && (
                <Text size="xs" c="gray.7">
                  {t("members.ledgerBy", { name: e.by })}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {t("members.ledgerChange", {
                delta: e.delta > 0 ? `+${e.delta}` : String(e.delta),
                balance: e.balanceAfter,
              })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
