import { Alert, Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { adminBookFormSchema, GUEST_NAME_MAX } from "../../../../shared/schemas/booking";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { errorText } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { DayNav } from "../components/DayNav";
import { SlotGrid } from "../components/SlotGrid";
import { useAdminBook, useAdminDay } from "./useAdminBooking";

type Feedback = FeedbackMessage | null;

/**
 * The front desk books for an e-mail: a member's spends their session, an unknown one is a guest
 * (decision record 002). Slots show bookings/max; the server never lets the desk exceed capacity.
 */
export function CreateBookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(adminBookFormSchema, { initialValues: { email: "", name: "" } });
  const [date, setDate] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const day = useAdminDay(date, props.opened);
  const book = useAdminBook();
  const slot = day.data?.slots.find((s) => s.time === selected && s.available);

  const submit = form.onSubmit(({ email, name }) => {
    if (!slot || !day.data) return;
    setFeedback(null);
    book.mutate(
      { email: email.trim(), name: name?.trim() || undefined, date: day.data.date, time: slot.time },
      {
        onSuccess: (r) => {
          setSelected(null);
          setFeedback({
            ok: true,
            text:
              r.kind === "member"
                ? t("booking.admin.create.created", { sessions: r.sessions ?? 0 })
                : t("booking.admin.create.createdGuest"),
          });
        },
        onError: (err) =>
          setFeedback({ ok: false, text: errorText(t, err, "booking.admin.create.failed", "desk") }),
      },
    );
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.admin.create.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("booking.admin.create.email")}
            type="email"
            required
            {...form.getInputProps("email")}
          />
          <TextInput
            label={t("booking.admin.create.name")}
            maxLength={GUEST_NAME_MAX}
            {...form.getInputProps("name")}
          />
          {day.data && (
            <>
              <DayNav
                date={day.data.date}
                prev={day.data.prevDay}
                next={day.data.nextDay}
                onChange={(d) => {
                  setDate(d);
                  setSelected(null);
                }}
              />
              <Text size="sm" c="dimmed">
                {day.data.closedReason
                  ? t(`booking.closed.${day.data.closedReason}`)
                  : t("booking.admin.create.chooseSlot")}
              </Text>
              <SlotGrid
                slots={day.data.slots}
                selected={selected}
                onSelect={setSelected}
                disabled={book.isPending}
                alwaysCounts
              />
            </>
          )}
          {day.isError && <Alert color="red">{t("booking.loadFailed")}</Alert>}
          <FeedbackAlert feedback={feedback} />
          <Button type="submit" loading={book.isPending} disabled={!slot}>
            {slot ? t("booking.admin.create.bookAt", { time: slot.time }) : t("booking.chooseSlot")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
