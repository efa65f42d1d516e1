import { Loader, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import type { Lang } from "../../../shared/i18n";
import { ScrollTable } from "../../components/ScrollTable";
import { errorText } from "../../lib/errorText";
import { useMemberReminders } from "./queries";

/** The automatic reminders the member got: which, and when; newest first. */
export function MemberReminders(props: { memberId: string; lang: Lang }) {
  const { t } = useTranslation();
  const q = useMemberReminders(props.memberId);
  const rows = q.data?.reminders;
  return (
    <section aria-labelledby="member-reminders">
      <Title order={3} fz="md" mb={4} id="member-reminders">
        {t("reminders.member.title")}
      </Title>
      {q.isPending && <Loader size="sm" role="status" aria-label={t("common.loading")} />}
      {q.isError && <Text c="red.8">{errorText(t, q.error, "reminders.loadFailed")}</Text>}
      {rows && rows.length === 0 && <Text c="gray.7">{t("reminders.member.none")}</Text>}
      {rows && rows.length > 0 && (
        <ScrollTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("reminders.member.kind")}</Table.Th>
              <Table.Th>{t("reminders.member.sentAt")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.kind} ${r.occasion}`}>
                <Table.Td>{t(`reminders.kinds.${r.kind}`)}</Table.Td>
                <Table.Td>{formatStudioDay(r.sentOn, props.lang, "short")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </section>
  );
}
