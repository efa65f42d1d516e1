import { Alert, Button, Center, Loader } from "@mantine/core";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Feedback } from "../../components/FeedbackAlert";
import { errorMessage } from "../../lib/errorText";
import { msg } from "../../lib/message";
import { shortDay } from "./format";
import { useCancelBooking } from "./useBooking";

/** An outcome and the control it answers (book or cancel), so it shows beside that control. */
export type DayFeedback = (Feedback & { from: "book" | "cancel" }) | null;

/** What a day panel keeps (an hours or a class schedule): the date shown, the picked time, the last outcome. */
export function useDayState() {
  const [date, setDate] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<DayFeedback>(null);
  /** Another day: nothing picked, no outcome of the day before. */
  const go = (d: string) => {
    setDate(d);
    setSelected(null);
    setFeedback(null);
  };
  return { date, selected, setSelected, feedback, setFeedback, go };
}

export type DayState = ReturnType<typeof useDayState>;

type BookAnswer = { reservation: { date: string; time: string; place?: number | null } };

/**
 * Book the picked time and cancel the member's booking of the day, on either schedule: each
 * outcome is kept with the control that acted, in the schedule's own words (`texts`).
 */
export function useDayActions<I, R extends BookAnswer>(
  state: Pick<DayState, "setFeedback" | "setSelected">,
  book: UseMutationResult<R, Error, I>,
  /** The texts of a booking and a cancellation, with what they name besides the day and time (the schedule). */
  texts: {
    booked: string;
    cancelled: string;
    params?: Record<string, string>;
    /** The text of a booking holding a numbered place, with `place` (decision 037). */
    bookedPlace?: string;
  },
) {
  const { i18n } = useTranslation();
  const cancel = useCancelBooking();
  const { setFeedback } = state;
  const busy = book.isPending || cancel.isPending;
  const onBook = (input: I | null) => {
    if (!input || busy) return;
    setFeedback(null);
    book.mutate(input, {
      onSuccess: (r) => {
        state.setSelected(null);
        const when = {
          ...texts.params,
          day: shortDay(r.reservation.date, i18n.language),
          time: r.reservation.time,
        };
        const { place } = r.reservation;
        const text =
          place && texts.bookedPlace ? msg(texts.bookedPlace, { ...when, place }) : msg(texts.booked, when);
        setFeedback({ from: "book", ok: true, text });
      },
      onError: (err) =>
        setFeedback({ from: "book", ok: false, text: errorMessage(err, "errors.BOOKING_FAILED") }),
    });
  };
  const onCancel = (id: string) => {
    setFeedback(null);
    cancel.mutate(id, {
      onSuccess: () => setFeedback({ from: "cancel", ok: true, text: msg(texts.cancelled, texts.params) }),
      onError: (err) =>
        setFeedback({ from: "cancel", ok: false, text: errorMessage(err, "errors.CANCELLATION_FAILED") }),
    });
  };
  return { busy, cancelling: cancel.isPending, onBook, onCancel };
}

/** A day still loading, or one that failed to load with a retry; nothing once it is there. */
export function DayLoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t("common.loading")} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t("booking.loadFailed")}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  return null;
}
