import { Alert, Badge, List, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "../../../../shared/domain/schedule";
import type { SessionStatus } from "../../../../shared/schemas/booking";
import { PageShell } from "../../../components/PageShell";
import { ScrollTable } from "../../../components/ScrollTable";
import { shownAddress } from "../../../lib/address";
import { errorText } from "../../../lib/errorText";
import { DayNav } from "../components/DayNav";
import { ScheduleMark } from "../components/ScheduleMark";
import { PersonCell } from "./PersonCell";
import { useSessionsCheck } from "./useAdminBooking";

const statusColor: Record<SessionStatus, string> = {
  ok: "green",
  noSessions: "red",
  expired: "red",
  unknown: "gray",
  guest: "blue",
};

/** /admin-sessions-check: each booking of the day with the member's sessions before and now, and warnings. */
export default function SessionsCheckPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const check = useSessionsCheck(date);
  const data = check.data;
  const count = (n: number | null) => (n === null ? t("common.unknown") : String(n));
  return (
    <PageShell title={t("booking.admin.sessionsCheck.title")} backTo="/admin" size="lg">
      {data && (
        <DayNav
          date={data.date}
          prev={addDays(data.date, -1)}
          next={addDays(data.date, 1)}
          onChange={setDate}
        />
      )}
      {check.isError && <Alert color="red">{errorText(t, check.error, "errors.INTERNAL")}</Alert>}
      {data && data.rows.length === 0 && (
        <Text c="dimmed" mt="md">
          {t("booking.admin.emptyList")}
        </Text>
      )}
      {data && data.rows.length > 0 && (
        <ScrollTable striped mt="md" data-testid="sessions-check">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("booking.admin.time")}</Table.Th>
              <Table.Th>
                {t("booking.admin.name")} / {t("booking.admin.email")}
              </Table.Th>
              <Table.Th>
                {t("booking.admin.sessionsCheck.sessionsBefore")} →{" "}
                {t("booking.admin.sessionsCheck.activeSessions")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.time}
                  <ScheduleMark schedule={r.schedule} />
                </Table.Td>
                <PersonCell name={r.name} email={r.email} />
                <Table.Td>
                  <Text size="sm">
                    {r.status === "guest" ? "–" : `${count(r.sessionsBefore)} → ${count(r.activeSessions)}`}
                  </Text>
                  <Badge
                    color={statusColor[r.status]}
                    variant="light"
                    // The text in the page's own colour: a light badge's coloured text (green on pale
                    // green) is under the contrast a small label needs; the colour stays in its fill.
                    c="var(--mantine-color-text)"
                    size="sm"
                    mt={4}
                    aria-label={`${t("booking.admin.sessionsCheck.status")}: ${t(`booking.admin.sessionsCheck.statuses.${r.status}`)}`}
                  >
                    {t(`booking.admin.sessionsCheck.statuses.${r.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {data && (
        <>
          <Title order={2} size="h4" mt="lg" mb="xs">
            {t("booking.admin.sessionsCheck.warnings")}
          </Title>
          {data.warnings.length === 0 ? (
            <Text c="dimmed">{t("booking.admin.sessionsCheck.noWarnings")}</Text>
          ) : (
            <List spacing={4} data-testid="warnings">
              {data.warnings.map((w) => (
                <List.Item key={`${w.kind}-${w.email}-${w.time}`}>
                  {t(`booking.admin.sessionsCheck.${w.kind}`, {
                    name: w.name,
                    email: shownAddress(w.email, t),
                    time: w.time ?? "",
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </PageShell>
  );
}
