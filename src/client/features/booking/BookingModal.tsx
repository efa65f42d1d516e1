import { Alert, Button, Center, Loader, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberDay } from "../../../shared/schemas/booking";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { DayNav } from "./components/DayNav";
import { SlotGrid } from "./components/SlotGrid";
import { shortDay } from "./format";
import { MyBooking } from "./MyBooking";
import { SessionsSummary } from "./SessionsSummary";
import { useBook, useCancelBooking, useMemberDay } from "./useBooking";

type Feedback = FeedbackMessage | null;

/**
 * The booking calendar (spec section 2): the day with arrows over closed days, the member's
 * sessions and expiry, the active-reservation warning, the slot grid and the day's own booking.
 * The server decides everything; this screen shows its answers.
 */
export default function BookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const day = useMemberDay(date);

  const go = (d: string) => {
    setDate(d);
    setSelected(null);
    setFeedback(null);
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="md"
    >
      {day.isPending && (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      )}
      {day.isError && (
        <Alert color="red" role="alert">
          {t("booking.loadFailed")}{" "}
          <Button variant="subtle" size="compact-sm" onClick={() => void day.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      )}
      {day.data && (
        <DayBody
          day={day.data}
          selected={selected}
          onSelect={setSelected}
          feedback={feedback}
          setFeedback={setFeedback}
          go={go}
        />
      )}
    </Modal>
  );
}

function DayBody(props: {
  day: MemberDay;
  selected: string | null;
  onSelect: (time: string | null) => void;
  feedback: Feedback;
  setFeedback: (f: Feedback) => void;
  go: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { day, selected, setFeedback } = props;
  const book = useBook();
  const cancel = useCancelBooking();
  const busy = book.isPending || cancel.isPending;
  const slot = day.slots.find((s) => s.time === selected && s.available);

  const onBook = () => {
    if (!slot || busy) return;
    setFeedback(null);
    book.mutate(
      { date: day.date, time: slot.time, seenCount: slot.count },
      {
        onSuccess: (r) => {
          props.onSelect(null);
          setFeedback({
            ok: true,
            text: t("booking.booked", {
              day: shortDay(r.reservation.date, i18n.language),
              time: r.reservation.time,
            }),
          });
        },
        onError: (err) => setFeedback({ ok: false, text: errorText(t, err, "errors.BOOKING_FAILED") }),
      },
    );
  };

  const onCancel = (id: string) => {
    setFeedback(null);
    cancel.mutate(id, {
      onSuccess: () => setFeedback({ ok: true, text: t("booking.cancelled") }),
      onError: (err) => setFeedback({ ok: false, text: errorText(t, err, "errors.CANCELLATION_FAILED") }),
    });
  };

  return (
    <Stack gap="sm">
      <DayNav date={day.date} prev={day.prevDay} next={day.nextDay} onChange={props.go} disabled={busy} />
      <SessionsSummary account={day.account} />
      {day.active && (
        <Alert color="yellow" data-testid="active-warning">
          {t("booking.activeWarning", {
            day: shortDay(day.active.date, i18n.language),
            time: day.active.time,
          })}
          {day.active.date !== day.date && (
            <Button variant="subtle" size="compact-sm" ml={4} onClick={() => props.go(day.active!.date)}>
              {t("booking.showActive")}
            </Button>
          )}
        </Alert>
      )}
      {day.mine && (
        <MyBooking time={day.mine.time} loading={cancel.isPending} onCancel={() => onCancel(day.mine!.id)} />
      )}
      {day.closedReason ? (
        <Text c="dimmed">{t(`booking.closed.${day.closedReason}`)}</Text>
      ) : (
        <SlotGrid
          slots={day.slots}
          selected={selected}
          onSelect={props.onSelect}
          disabled={busy || day.mine !== null}
        />
      )}
      <FeedbackAlert feedback={props.feedback} />
      {!day.closedReason && !day.mine && (
        <Button fullWidth size="md" disabled={!slot} loading={book.isPending} onClick={onBook}>
          {slot ? t("booking.bookAt", { time: slot.time }) : t("booking.chooseSlot")}
        </Button>
      )}
    </Stack>
  );
}
