import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { WaitlistHistory as History } from "../../../../shared/schemas/waitlist";
import { useScheduleName } from "../../../lib/schedules";
import { dateTime, longDay } from "../format";
import { useWaitlistHistory } from "../useBooking";

type Event = History["events"][number];

/**
 * The member's waitlist history on the account page (decision 018): newest first, each
 * line what happened (booked from the line, offered, claimed, someone else took it, passed over with
 * the rule, closed without a place), the schedule, the class's day and time, and when. A list, not a
 * table, so it reads at 360 px.
 */
export function WaitlistHistory() {
  const { t } = useTranslation();
  const history = useWaitlistHistory();
  if (history.isPending) return <Loader size="sm" role="status" aria-label={t("common.loading")} />;
  const events = history.data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-history-title" data-testid="waitlist-history">
      <Title order={2} fz="lg" id="waitlist-history-title" mb="xs">
        {t("waitlist.historyTitle")}
      </Title>
      <Paper withBorder p="sm">
        <Stack gap={8} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {events.map((e) => (
            <HistoryLine key={e.id} e={e} />
          ))}
        </Stack>
      </Paper>
    </section>
  );
}

function HistoryLine({ e }: { e: Event }) {
  const { t, i18n } = useTranslation();
  const scheduleName = useScheduleName();
  const why = e.reason ? t(`errors.${e.reason}`, { defaultValue: "" }) : "";
  return (
    <li>
      <Text size="sm" fw={600}>
        {t(`waitlist.event.${e.kind}`, { why })}
      </Text>
      <Text size="sm">
        {scheduleName(e.schedule)} · {longDay(e.date, i18n.language)} {e.time}
      </Text>
      <Text size="xs" c="dimmed">
        {dateTime(e.at, i18n.language)}
      </Text>
    </li>
  );
}
