import { Button, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateFormat } from "../../../shared/intl";
import { DATA_EXPORTS_MAX, type DataExportItem } from "../../../shared/schemas/account";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import { MemberPicker } from "../../components/MemberPicker";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { dateLocale } from "../../lib/lang";
import { useDataExports } from "./queries";

type Person = DataExportItem["subject"];

/**
 * /admin-data-exports: every 'download my data' and every export made at the desk,
 * newest first (the newest 200), optionally of one member: when, whose data, who asked and why.
 */
export default function DataExportsPage() {
  const { t, i18n } = useTranslation();
  const [member, setMember] = useState<MemberLookupItem | null>(null);
  const { data, isPending, isError, refetch } = useDataExports(member?.id ?? null);
  const phone = useMediaQuery("(max-width: 48em)");
  const when = (iso: string) =>
    dateFormat(dateLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const person = (p: Person) =>
    p.erased ? (
      <Text size="sm" fs="italic" c="gray.7">
        {t("account.exports.erased")}
      </Text>
    ) : (
      <>
        <Text size="sm" fw={600}>
          {p.name}
        </Text>
        <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
          {p.email}
        </Text>
      </>
    );
  const asker = (r: DataExportItem) =>
    r.requestedBy === null ? (
      <Text size="sm" c="gray.7">
        {t("account.exports.unknownAdmin")}
      </Text>
    ) : r.requestedBy.self ? (
      <Text size="sm">{t("account.exports.self")}</Text>
    ) : (
      person(r.requestedBy)
    );
  const reason = (r: DataExportItem) => (
    <Text size="sm" fw={r.reason === "desk" ? 600 : undefined}>
      {t(`account.exports.reasons.${r.reason}`)}
    </Text>
  );

  return (
    <PageShell title={t("account.exports.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <Text size="sm">{t("account.exports.intro")}</Text>
        <MemberPicker label={t("account.exports.member")} value={member} onChange={setMember} />
        {isPending ? (
          <Loader role="status" size="sm" aria-label={t("common.loading")} />
        ) : isError ? (
          <Group>
            <Text c="red.8">{t("members.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        ) : data.items.length === 0 ? (
          <Text c="gray.7">{t("account.exports.empty")}</Text>
        ) : phone ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {data.items.map((r) => (
              <Paper key={r.id} withBorder p="sm" component="li">
                <Text size="xs" c="gray.7">
                  {when(r.at)}
                </Text>
                {reason(r)}
                <Text size="xs" c="gray.7" mt={6}>
                  {t("account.exports.whose")}
                </Text>
                {person(r.subject)}
                <Text size="xs" c="gray.7" mt={6}>
                  {t("account.exports.askedBy")}
                </Text>
                {asker(r)}
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollTable striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("account.exports.when")}</Table.Th>
                <Table.Th>{t("account.exports.whose")}</Table.Th>
                <Table.Th>{t("account.exports.askedBy")}</Table.Th>
                <Table.Th>{t("account.exports.reason")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text size="sm">{when(r.at)}</Text>
                  </Table.Td>
                  <Table.Td>{person(r.subject)}</Table.Td>
                  <Table.Td>{asker(r)}</Table.Td>
                  <Table.Td>{reason(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
        {data && data.items.length >= DATA_EXPORTS_MAX && (
          <Text size="xs" c="gray.7">
            {t("account.exports.newest", { count: DATA_EXPORTS_MAX })}
          </Text>
        )}
      </Stack>
    </PageShell>
  );
}
