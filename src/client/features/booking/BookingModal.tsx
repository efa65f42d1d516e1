import { Alert, Button, Center, Loader, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schedule } from "../../../shared/domain/schedules";
import type { MemberDay } from "../../../shared/schemas/booking";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { DayNav } from "./components/DayNav";
import { SlotGrid } from "./components/SlotGrid";
import { shortDay } from "./format";
import { MyBooking } from "./MyBooking";
import { PilatesDayPanel } from "./PilatesDay";
import { SessionsSummary } from "./SessionsSummary";
import { useBook, useCancelBooking, useMemberDay, useMemberWaitlist } from "./useBooking";
import { WaitlistPanel, WaitlistPlaces } from "./waitlist/WaitlistPanel";

/** An outcome and the control it answers, so it shows beside that control. */
type Feedback = (FeedbackMessage & { from: "book" | "cancel" }) | null;

/**
 * The booking calendar (spec section 2): the day with arrows over closed days, the member's
 * sessions and expiry, the active-reservation warning, the slot grid and the day's own booking.
 * The server decides everything; this screen shows its answers.
 */
export default function BookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [schedule, setSchedule] = useState<Schedule>("gym");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="md"
    >
      <SegmentedControl
        fullWidth
        mb="sm"
        aria-label={t("pilates.chooseSchedule")}
        value={schedule}
        onChange={(v) => setSchedule(v as Schedule)}
        data={[
          { value: "gym", label: t("pilates.schedule.gym") },
          { value: "pilates", label: t("pilates.schedule.pilates") },
        ]}
      />
      {schedule === "gym" ? <GymDayPanel /> : <PilatesDayPanel />}
    </Modal>
  );
}

/** The gym floor's day: hourly slots. */
function GymDayPanel() {
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
    <>
      {day.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t("common.loading")} />
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
    </>
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
  const waitlist = useMemberWaitlist("gym", day.date);

  const onBook = () => {
    if (!slot || busy) return;
    setFeedback(null);
    book.mutate(
      { date: day.date, time: slot.time, seenCount: slot.count },
      {
        onSuccess: (r) => {
          props.onSelect(null);
          setFeedback({
            from: "book",
            ok: true,
            text: t("booking.booked", {
              day: shortDay(r.reservation.date, i18n.language),
              time: r.reservation.time,
            }),
          });
        },
        onError: (err) =>
          setFeedback({ from: "book", ok: false, text: errorText(t, err, "errors.BOOKING_FAILED") }),
      },
    );
  };

  const onCancel = (id: string) => {
    setFeedback(null);
    cancel.mutate(id, {
      onSuccess: () => setFeedback({ from: "cancel", ok: true, text: t("booking.cancelled") }),
      onError: (err) =>
        setFeedback({ from: "cancel", ok: false, text: errorText(t, err, "errors.CANCELLATION_FAILED") }),
    });
  };

  return (
    <Stack gap="sm">
      <DayNav date={day.date} prev={day.prevDay} next={day.nextDay} onChange={props.go} disabled={busy} />
      <SessionsSummary account={day.account} />
      {waitlist.data && <WaitlistPlaces waitlist={waitlist.data} shown={day.date} go={props.go} />}
      {day.active && (
        <Alert color="yellow" data-testid="active-warning">
          {day.active.schedule === "pilates" && `${t("pilates.schedule.pilates")} · `}
          {t("booking.activeWarning", {
            day: shortDay(day.active.date, i18n.language),
            time: day.active.time,
          })}
          {day.active.date !== day.date && day.active.schedule === "gym" && (
            <Button variant="subtle" size="compact-sm" ml={4} onClick={() => props.go(day.active!.date)}>
              {t("booking.showActive")}
            </Button>
          )}
        </Alert>
      )}
      {day.mine && (
        <MyBooking time={day.mine.time} loading={cancel.isPending} onCancel={() => onCancel(day.mine!.id)} />
      )}
      {/* A cancellation's outcome stays where its button was, even once the booking is gone. */}
      <FeedbackAlert feedback={props.feedback?.from === "cancel" ? props.feedback : null} />
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
      <FeedbackAlert feedback={props.feedback?.from === "book" ? props.feedback : null} />
      {!day.closedReason && !day.mine && (
        <Button fullWidth size="md" disabled={!slot} loading={book.isPending} onClick={onBook}>
          {slot ? t("booking.bookAt", { time: slot.time }) : t("booking.chooseSlot")}
        </Button>
      )}
      {!day.closedReason && waitlist.data && (
        <WaitlistPanel key={day.date} date={day.date} waitlist={waitlist.data} booked={day.mine !== null} />
      )}
    </Stack>
  );
}
