import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PilatesClassOfDay, PilatesDay } from "../../../shared/schemas/pilates";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { DayNav } from "./components/DayNav";
import { shortDay } from "./format";
import { MyBooking } from "./MyBooking";
import { SessionsSummary } from "./SessionsSummary";
import { useBookPilates, useCancelBooking, useMemberWaitlist, usePilatesDay } from "./useBooking";
import { WaitlistPanel, WaitlistPlaces } from "./waitlist/WaitlistPanel";

type Feedback = (FeedbackMessage & { from: "book" | "cancel" }) | null;

/**
 * The booking modal's Reformer Pilates side (issue 17): the day's classes with places left, the
 * member's Pilates credits and expiry, their class that day with its cancel button, and the
 * reservation that keeps them from booking another. A class that cannot be booked says why; a full
 * class offers its waitlist (the gym's `WaitlistPanel`, read for the Pilates schedule).
 */
export function PilatesDayPanel() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const day = usePilatesDay(date);
  const go = (d: string) => {
    setDate(d);
    setSelected(null);
    setFeedback(null);
  };
  if (day.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t("common.loading")} />
      </Center>
    );
  if (day.isError)
    return (
      <Alert color="red" role="alert">
        {t("booking.loadFailed")}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void day.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  return (
    <PilatesDayBody
      day={day.data}
      selected={selected}
      onSelect={setSelected}
      feedback={feedback}
      setFeedback={setFeedback}
      go={go}
    />
  );
}

function PilatesDayBody(props: {
  day: PilatesDay;
  selected: string | null;
  onSelect: (time: string | null) => void;
  feedback: Feedback;
  setFeedback: (f: Feedback) => void;
  go: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { day, selected, setFeedback } = props;
  const book = useBookPilates();
  const cancel = useCancelBooking();
  const waitlist = useMemberWaitlist("pilates", day.date);
  const busy = book.isPending || cancel.isPending;
  const cls = day.classes.find((c) => c.time === selected && c.available);

  const onBook = () => {
    if (!cls || busy) return;
    setFeedback(null);
    book.mutate(
      { date: day.date, time: cls.time, seenCount: cls.count },
      {
        onSuccess: (r) => {
          props.onSelect(null);
          const text = t("pilates.booked", {
            day: shortDay(r.reservation.date, i18n.language),
            time: r.reservation.time,
          });
          setFeedback({ from: "book", ok: true, text });
        },
        onError: (err) =>
          setFeedback({ from: "book", ok: false, text: errorText(t, err, "errors.BOOKING_FAILED") }),
      },
    );
  };
  const onCancel = (id: string) => {
    setFeedback(null);
    cancel.mutate(id, {
      onSuccess: () => setFeedback({ from: "cancel", ok: true, text: t("pilates.cancelled") }),
      onError: (err) =>
        setFeedback({ from: "cancel", ok: false, text: errorText(t, err, "errors.CANCELLATION_FAILED") }),
    });
  };

  return (
    <Stack gap="sm" data-testid="pilates-day">
      <DayNav date={day.date} prev={day.prevDay} next={day.nextDay} onChange={props.go} disabled={busy} />
      <SessionsSummary account={day.account} schedule="pilates" />
      {waitlist.data && <WaitlistPlaces waitlist={waitlist.data} shown={day.date} go={props.go} />}
      {day.active && day.active.id !== day.mine?.id && (
        <Alert color="yellow" data-testid="active-warning">
          {t("pilates.activeWarning", {
            what: t(`pilates.schedule.${day.active.schedule}`),
            day: shortDay(day.active.date, i18n.language),
            time: day.active.time,
          })}
        </Alert>
      )}
      {day.mine && (
        <MyBooking time={day.mine.time} loading={cancel.isPending} onCancel={() => onCancel(day.mine!.id)} />
      )}
      <FeedbackAlert feedback={props.feedback?.from === "cancel" ? props.feedback : null} />
      {day.closedReason ? (
        <Text c="dimmed">{t(`pilates.closed.${day.closedReason}`)}</Text>
      ) : (
        <Stack gap="xs" role="group" aria-label={t("pilates.classes")}>
          {day.classes.map((c) => (
            <ClassButton
              key={c.id}
              cls={c}
              selected={selected === c.time}
              disabled={busy || day.mine !== null}
              onSelect={() => props.onSelect(c.time)}
            />
          ))}
        </Stack>
      )}
      <FeedbackAlert feedback={props.feedback?.from === "book" ? props.feedback : null} />
      {!day.closedReason && !day.mine && (
        <Button fullWidth size="md" disabled={!cls} loading={book.isPending} onClick={onBook}>
          {cls ? t("pilates.bookAt", { time: cls.time }) : t("booking.chooseSlot")}
        </Button>
      )}
      {!day.closedReason && waitlist.data && (
        <WaitlistPanel key={day.date} date={day.date} waitlist={waitlist.data} booked={day.mine !== null} />
      )}
    </Stack>
  );
}

/** One class: its time and length, places left, or why it cannot be booked (in its text and its name). */
function ClassButton(props: {
  cls: PilatesClassOfDay;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { cls } = props;
  const left = Math.max(0, cls.max - cls.count);
  const status = cls.available
    ? t("pilates.placesLeft", { count: left, max: cls.max })
    : t(`pilates.unavailable.${cls.unavailable ?? "closed"}`);
  const line = t("pilates.classLine", { time: cls.time, minutes: cls.minutes });
  const disabled = !cls.available || props.disabled;
  return (
    <UnstyledButton
      onClick={props.onSelect}
      disabled={disabled}
      aria-pressed={props.selected}
      aria-label={`${line}. ${status}`}
      data-testid="pilates-class"
    >
      <Paper
        withBorder
        p="sm"
        bg={props.selected ? "var(--mantine-primary-color-light)" : undefined}
        style={{
          borderColor: props.selected ? "var(--mantine-primary-color-filled)" : undefined,
          opacity: cls.available ? 1 : 0.75,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{line}</Text>
          <Text size="sm" c={cls.available ? undefined : "dimmed"} ta="right">
            {status}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
