import { Alert, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../../shared/domain/schedule";
import { PageShell } from "../../../components/PageShell";
import { ScrollTable } from "../../../components/ScrollTable";
import { shownAddress } from "../../../lib/address";
import { errorText } from "../../../lib/errorText";
import { DayNav } from "../components/DayNav";
import { ScheduleMark } from "../components/ScheduleMark";
import { dateTime, numericDay, shownName } from "../format";
import { useCancellations } from "./useAdminBooking";

/** /cancellations: the day's cancellations (user, date, time, e-mail, when), with day arrows. */
export default function CancellationsPage() {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const list = useCancellations(date);
  const shown = list.data?.date;
  return (
    <PageShell title={t("booking.admin.cancellations.title")} backTo="/admin" size="lg">
      {shown && <DayNav date={shown} prev={addDays(shown, -1)} next={addDays(shown, 1)} onChange={setDate} />}
      {list.isError && <Alert color="red">{errorText(t, list.error, "errors.INTERNAL")}</Alert>}
      {list.data && list.data.rows.length === 0 && (
        <Text c="dimmed" mt="md">
          {t("booking.admin.emptyList")}
        </Text>
      )}
      {list.data && list.data.rows.length > 0 && (
        <ScrollTable striped mt="md" data-testid="cancellations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {t("booking.admin.user")} / {t("booking.admin.email")}
              </Table.Th>
              <Table.Th>
                {t("booking.admin.date")} / {t("booking.admin.time")}
              </Table.Th>
              <Table.Th>{t("booking.admin.cancellations.cancelledAt")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {shownName(c.name, t)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {shownAddress(c.email, t)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {numericDay(c.date, i18n.language)} {c.time}
                  <ScheduleMark schedule={c.schedule} />
                </Table.Td>
                <Table.Td>
                  {dateTime(c.cancelledAt, i18n.language)}
                  {c.reason === "ADMIN_CANCELLATION" && ` (${t("booking.admin.cancellations.byAdmin")})`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </PageShell>
  );
}
