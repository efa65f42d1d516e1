import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import type { DriftListAnswer, DriftMember } from "../../../shared/schemas/owner-report";
import { ScrollTable } from "../../components/ScrollTable";
import { shownAddress } from "../../lib/address";
import { useCreditKindName, useCreditKinds } from "../../lib/creditKinds";
import { studioDayOf } from "../../lib/dates";
import { useLang } from "../../lib/lang";
import { useStudioZone } from "../../lib/studioRules";
import { CsvButton } from "./CsvButton";

/** A list's members with their balances and last visit, and its CSV export. */
export function DriftTable({ data }: { data: DriftListAnswer }) {
  const { t } = useTranslation();
  const lang = useLang();
  const kinds = useCreditKinds();
  const kindName = useCreditKindName();
  const c = (k: string) => t(`ownerReport.drift.columns.${k}`);
  const zone = useStudioZone();
  // An expiry instant as the studio's date of it (the end of a day at the studio is the next day in UTC west of it).
  const csvDay = (iso: string | null) => (iso ? studioDayOf(iso, zone) : "");
  const day = (iso: string | null) => (iso ? formatStudioDay(csvDay(iso), lang, "short") : "");
  const balance = (sessions: number, expires: string | null) =>
    expires ? t("ownerReport.drift.balance", { sessions, date: day(expires) }) : "–";
  // A kind of credit's column only when someone on the list holds it, so a gym-only list fits a phone.
  const shown = kinds
    .map((k) => k.key)
    .filter((k) => data.members.some((x) => x.credits.some((c) => c.kind === k && c.expiresAt !== null)));
  const held = (x: DriftMember, kind: string) => x.credits.find((c) => c.kind === kind);
  const rows = (x: DriftMember) => [
    x.name,
    shownAddress(x.email, t),
    ...shown.flatMap((k) => [held(x, k)?.sessions ?? 0, csvDay(held(x, k)?.expiresAt ?? null)]),
    x.lastVisit ?? "",
    x.unsubscribed ? t("ownerReport.drift.unsubscribed") : "",
  ];
  if (data.members.length === 0) return <Text size="sm">{t("ownerReport.drift.empty")}</Text>;
  return (
    <Stack>
      <Group justify="flex-end">
        <CsvButton
          what={t(`ownerReport.drift.lists.${data.list}`)}
          fileName={`members-${data.list}.csv`}
          header={[
            c("name"),
            c("email"),
            ...shown.flatMap((k) => [kindName(k), `${kindName(k)} (${c("until")})`]),
            c("lastVisit"),
            "",
          ]}
          rows={data.members.map(rows)}
        />
      </Group>
      <ScrollTable striped fz="sm" data-testid="drift-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c("name")}</Table.Th>
            {shown.map((k) => (
              <Table.Th key={k}>{kindName(k)}</Table.Th>
            ))}
            <Table.Th>{c("lastVisit")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.members.map((x) => (
            <Table.Tr key={x.userId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {x.name}
                </Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                  {shownAddress(x.email, t)}
                </Text>
                {x.unsubscribed && (
                  <Badge size="xs" variant="light" color="gray">
                    {t("ownerReport.drift.unsubscribed")}
                  </Badge>
                )}
              </Table.Td>
              {shown.map((k) => (
                <Table.Td key={k}>
                  {balance(held(x, k)?.sessions ?? 0, held(x, k)?.expiresAt ?? null)}
                </Table.Td>
              ))}
              <Table.Td>{x.lastVisit ? day(x.lastVisit) : t("ownerReport.drift.never")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}
