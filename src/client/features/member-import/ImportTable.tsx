import { Checkbox, List, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import type { ImportLine, ImportReport } from "../../../shared/schemas/member-import";
import { ScrollTable } from "../../components/ScrollTable";
import { useCreditKindName } from "../../lib/creditKinds";
import { useLang } from "../../lib/lang";
import { messageText, msg } from "../../lib/message";

/** Lines drawn at once: a 5,000-line file's report would make a phone's page very long. */
const SHOWN_MAX = 300;
const COLOR = { create: "teal.9", member: "gray.8", error: "red.9" } as const;

/**
 * The dry run's (or the import's) answer per line: who, with what (the package and its expiry, then a
 * line per kind of credit, named in the screen's language), and what happens or what is wrong.
 */
export function ImportTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const kindName = useCreditKindName();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const lines = onlyErrors ? report.lines.filter((l) => l.outcome === "error") : report.lines;
  const shown = lines.slice(0, SHOWN_MAX);
  const day = (d: string) => formatStudioDay(d, lang, "short");
  const errorText = (e: ImportLine["errors"][number]) =>
    messageText(
      t,
      msg(`errors.${e.code}`, {
        ...e.params,
        // A kind's own column ('credits:yoga') is named as the file heads it.
        field: e.field ? t(`memberImport.columns.${e.field}`) : String(e.params.column ?? ""),
      }),
    );
  const outcome = (l: ImportLine) =>
    t(`memberImport.outcome.${l.outcome === "create" && report.applied ? "created" : l.outcome}`);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t("memberImport.onlyErrors")}
        checked={onlyErrors}
        onChange={(e) => setOnlyErrors(e.currentTarget.checked)}
        disabled={report.counts.error === 0}
      />
      {lines.length > SHOWN_MAX && (
        <Text size="sm">{t("memberImport.shown", { shown: SHOWN_MAX, total: lines.length })}</Text>
      )}
      <ScrollTable striped fz="sm" data-testid="import-table">
        <Table.Caption>{t("memberImport.table.caption")}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("memberImport.table.line")}</Table.Th>
            <Table.Th>{t("memberImport.table.member")}</Table.Th>
            <Table.Th>{t("memberImport.table.outcome")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((l) => (
            <Table.Tr key={l.line} data-outcome={l.outcome}>
              <Table.Td>{l.line}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Text size="sm" fw={600}>
                  {`${l.firstName} ${l.lastName}`.trim() || "–"}
                </Text>
                <Text size="xs">{l.email || "–"}</Text>
                {l.phone && <Text size="xs">{l.phone}</Text>}
                {l.packageName && (
                  <Text size="xs" c="gray.7">
                    {t("memberImport.packageUntil", {
                      name: l.packageName,
                      expires: l.expires ? day(l.expires) : "–",
                    })}
                  </Text>
                )}
                {l.credits.map((c) => (
                  <Text size="xs" c="gray.7" key={c.kind} data-kind={c.kind}>
                    {t("memberImport.credit", { kind: kindName(c.kind), count: c.sessions })}
                  </Text>
                ))}
                {l.nutritionUntil && (
                  <Text size="xs" c="gray.7">
                    {t("memberImport.nutritionUntil", { date: day(l.nutritionUntil) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={COLOR[l.outcome]}>
                  {outcome(l)}
                </Text>
                {l.errors.length > 0 && (
                  <List size="xs" c="red.9" mt={4}>
                    {l.errors.map((e) => (
                      <List.Item key={`${e.code}-${e.field}`}>{errorText(e)}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}
