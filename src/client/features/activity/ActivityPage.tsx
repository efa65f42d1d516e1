import { Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVITY_KINDS, type ActivityKind } from "../../../shared/domain/activity";
import { dateFormat, numberFormat } from "../../../shared/intl";
import type { ActivityEntryView } from "../../../shared/schemas/activity";
import type { MemberLookupItem } from "../../../shared/schemas/members";
import { DateField } from "../../components/DateField";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { MemberPicker } from "../../components/MemberPicker";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { useCreditKindName } from "../../lib/creditKinds";
import { downloadCsv, toCsv } from "../../lib/csv";
import { dateLocale } from "../../lib/lang";
import { useScheduleName } from "../../lib/schedules";
import { useStudioRules } from "../../lib/studioRules";
import { describeEntry } from "./describe";
import { type ActivityFilters, allActivity, useActivity } from "./queries";

/**
 * /admin-activity (decision 036): the owner reads who of the staff did what, for whom and
 * when; filtered by staff member, member, kind and dates, newest first, a page at a time, with the
 * whole selection as CSV.
 */
export default function ActivityPage() {
  const { t, i18n } = useTranslation();
  const [actor, setActor] = useState<MemberLookupItem | null>(null);
  const [member, setMember] = useState<MemberLookupItem | null>(null);
  const [kind, setKind] = useState<ActivityKind | "">("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);
  const filters: ActivityFilters = {
    actor: actor?.id,
    member: member?.id,
    kind: kind || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useActivity(filters, page);
  const scheduleName = useScheduleName();
  const creditKindName = useCreditKindName();
  // The studio's time, on the screen and in the CSV (the owner may read it from anywhere).
  const tz = useStudioRules().data?.timeZone;
  const describe = { t, lang: i18n.language, scheduleName, creditKindName, tz };
  const csv = useFeedback({ fallback: "activity.loadError" });
  const [exporting, setExporting] = useState(false);
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const locale = dateLocale(i18n.language);
  const zone = tz ? { timeZone: tz } : {};
  const day = (iso: string) =>
    dateFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", ...zone }).format(new Date(iso));
  const time = (iso: string) =>
    dateFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...zone }).format(
      new Date(iso),
    );
  const memberText = (e: ActivityEntryView) =>
    e.memberId
      ? e.memberName || t("activity.erased")
      : typeof e.details.guest === "string"
        ? t("activity.guest", { name: e.details.guest })
        : t("activity.nobody");
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // A long log is counted only up to a cap: then the page says "10,000+" and Next follows the server.
  const pageLabel = list.data?.totalCapped
    ? t("activity.pageOfMany", { page, total: numberFormat(locale).format(list.data.total) })
    : t("activity.page", { page, pages });

  const download = async () => {
    setExporting(true);
    csv.clear();
    try {
      const items = await allActivity(filters);
      const header = [
        t("activity.when"),
        t("activity.actor"),
        t("activity.member"),
        t("activity.kind"),
        t("activity.details"),
      ];
      // As the screen says it: the studio's day and time, the entry in words.
      const rows = items.map((e) => [
        `${day(e.at)} ${time(e.at)}`,
        e.actorName,
        memberText(e),
        t(`activity.kinds.${e.kind}`),
        describeEntry(describe, e).join(" · "),
      ]);
      downloadCsv(`${t("activity.csvFile")}.csv`, toCsv(header, rows));
    } catch (err) {
      csv.fail(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageShell title={t("activity.title")} backTo="/admin" size="lg">
      <Stack gap="md">
        <Text size="sm">{t("activity.intro")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MemberPicker label={t("activity.actor")} value={actor} onChange={refilter(setActor)} />
          <MemberPicker label={t("activity.member")} value={member} onChange={refilter(setMember)} />
          <NativeSelect
            label={t("activity.kind")}
            value={kind}
            onChange={(e) => refilter(setKind)(e.currentTarget.value as ActivityKind | "")}
            data={[
              { value: "", label: t("activity.anyKind") },
              ...ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activity.kinds.${k}`) })),
            ]}
          />
          <Group grow gap="xs" align="flex-end">
            <DateField label={t("activity.from")} value={from} onChange={refilter(setFrom)} />
            <DateField label={t("activity.to")} value={to} onChange={refilter(setTo)} />
          </Group>
        </SimpleGrid>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={exporting}
            onClick={download}
          >
            {t("activity.csv")}
          </Button>
        </Group>
        <FeedbackAlert feedback={csv.current} />
        {list.isPending ? (
          <Loader role="status" size="sm" aria-label={t("common.loading")} />
        ) : list.isError ? (
          <LoadErrorAlert
            error={list.error}
            onRetry={() => void list.refetch()}
            title={t("activity.loadError")}
          />
        ) : list.data.items.length === 0 ? (
          <Text c="gray.7">{t("activity.empty")}</Text>
        ) : (
          <ScrollTable minWidth={320} verticalSpacing="xs" horizontalSpacing="xs" data-testid="activity">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("activity.when")}</Table.Th>
                <Table.Th>{t("activity.who")}</Table.Th>
                <Table.Th>{t("activity.kind")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((e) => (
                <Table.Tr key={e.id} style={{ verticalAlign: "top" }}>
                  <Table.Td>
                    <Text size="sm">{day(e.at)}</Text>
                    <Text size="sm" c="gray.7">
                      {time(e.at)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "break-word" }}>
                    <Text size="sm">{e.actorName || t("activity.nobody")}</Text>
                    {e.memberId || typeof e.details.guest === "string" ? (
                      <Text size="sm" c="gray.7">
                        {t("activity.for", { name: memberText(e) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "break-word" }}>
                    <Text size="sm" fw={600}>
                      {t(`activity.kinds.${e.kind}`)}
                    </Text>
                    {describeEntry(describe, e).map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never move
                      <Text key={i} size="sm">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
        {list.data && (page > 1 || list.data.hasNext) && (
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t("activity.previous")}
            </Button>
            <Text size="sm">{pageLabel}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data.hasNext}
              onClick={() => setPage(page + 1)}
            >
              {t("activity.next")}
            </Button>
          </Group>
        )}
      </Stack>
    </PageShell>
  );
}
