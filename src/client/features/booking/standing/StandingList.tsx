import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClosedWeek, StandingView } from "../../../../shared/schemas/standing";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { msg } from "../../../lib/message";
import { useScheduleName } from "../../../lib/schedules";
import { longDay, shortDay, weekdayName } from "../format";
import { useCancelBooking, useEndStanding, useMyStanding } from "../useBooking";

/**
 * The member's standing bookings (decision 037): each with its weekday, time and end, its booked
 * weeks (each cancelled alone, the series kept) and 'End series'; above them, the weeks a closure
 * cancelled that are still to come. Nothing when they have neither.
 */
export function StandingList() {
  const { t } = useTranslation();
  const standing = useMyStanding();
  // Kept here: a series ended leaves the list, its outcome stays.
  const feedback = useFeedback({ fallback: "standing.failed" });
  // The mutations live here, not in an item: an item ended leaves before its answer is handled.
  const actions = { end: useEndStanding(), cancel: useCancelBooking(), feedback };
  const list = standing.data?.standing ?? [];
  const closed = standing.data?.closed ?? [];
  if (list.length === 0 && closed.length === 0 && !feedback.current) return null;
  return (
    <Card withBorder p="sm" data-testid="standing-list">
      <Title order={3} size="h5" mb={6}>
        {t("standing.myTitle")}
      </Title>
      <Stack gap="sm">
        <ClosedWeeks weeks={closed} />
        {list.map((s) => (
          <StandingItem key={s.id} s={s} actions={actions} />
        ))}
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </Card>
  );
}

/** The weeks a closure cancelled, still to come: the studio is closed that day, the session returned. */
function ClosedWeeks({ weeks }: { weeks: ClosedWeek[] }) {
  const { t, i18n } = useTranslation();
  const name = useScheduleName();
  if (weeks.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="standing-closed">
      <Stack gap={4}>
        {weeks.map((w) => (
          <Text size="sm" key={`${w.schedule} ${w.date} ${w.time}`}>
            {t("standing.closedWeek", {
              day: longDay(w.date, i18n.language),
              schedule: name(w.schedule),
              time: w.time,
            })}
            {w.sessionReturned && ` ${t("standing.closedReturned")}`}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

type Actions = {
  end: ReturnType<typeof useEndStanding>;
  cancel: ReturnType<typeof useCancelBooking>;
  feedback: ReturnType<typeof useFeedback>;
};

function StandingItem({ s, actions }: { s: StandingView; actions: Actions }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = useScheduleName();
  const { end, cancel, feedback } = actions;
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const week = s.booked.find((b) => b.id === cancelling);
  const every = t("standing.every", { weekday: weekdayName(s.startsOn, lang), time: s.time });
  const until = s.until
    ? t("standing.untilDate", { date: longDay(s.until, lang) })
    : t("standing.untilPackage");
  return (
    <Stack gap={4} data-testid="standing-item">
      <Text fw={600}>
        {name(s.schedule)} · {every}
      </Text>
      <Text size="sm" c="dimmed">
        {until}
        {s.place !== null && ` · ${t("places.keeps", { place: s.place })}`}
        {s.byDesk && ` · ${t("standing.byDesk")}`}
      </Text>
      {s.booked.length === 0 ? (
        <Text size="sm">{t("standing.noneBooked")}</Text>
      ) : (
        <Group gap={6}>
          {s.booked.map((b) => (
            <Button
              key={b.id}
              size="compact-sm"
              variant="light"
              loading={cancel.isPending && cancelling === b.id}
              onClick={() => setCancelling(b.id)}
              aria-label={t("standing.cancelWeek", { day: `${shortDay(b.date, lang)} ${b.time}` })}
              data-testid="standing-week"
            >
              {shortDay(b.date, lang)}
              {b.place !== null && ` · ${t("places.place", { place: b.place })}`} ✕
            </Button>
          ))}
        </Group>
      )}
      <Group>
        <Button
          color="red"
          variant="light"
          size="compact-md"
          loading={end.isPending && end.variables === s.id}
          onClick={() => setAsking(true)}
        >
          {t("standing.end")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={week !== undefined && !cancel.isPending}
        message={t("booking.confirmCancel", {
          time: week ? `${shortDay(week.date, lang)} ${week.time}` : "",
        })}
        confirmLabel={t("booking.cancelBooking")}
        cancelLabel={t("booking.keepBooking")}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          const id = cancelling!;
          feedback.clear();
          cancel.mutate(id, {
            onSuccess: () => {
              setCancelling(null);
              feedback.succeed(msg("booking.cancelled"));
            },
            onError: (err) => {
              setCancelling(null);
              feedback.fail(err);
            },
          });
        }}
      />
      <ConfirmDialog
        opened={asking}
        message={t("standing.confirmEnd")}
        confirmLabel={t("standing.end")}
        cancelLabel={t("standing.keep")}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          feedback.clear();
          end.mutate(s.id, {
            onSuccess: (r) => feedback.succeed(msg("standing.ended", { count: r.cancelled })),
            onError: (err) => feedback.fail(err),
          });
        }}
      />
    </Stack>
  );
}
