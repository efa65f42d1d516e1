import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateRangeSchema } from "../../../../shared/schemas/booking";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { errorMessage } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { msg } from "../../../lib/message";
import { useHoursSchedulePick, useScheduleName } from "../../../lib/schedules";
import { ScheduleChoice } from "../components/ScheduleChoice";
import { numericDay } from "../format";
import { useBlocks, useFillRange, useUndoFill } from "./useAdminBooking";

type Feedback = FeedbackMessage | null;

/**
 * Mass bookings: fill every slot of a date range of an hours schedule so it shows full (a choice of
 * schedule when the studio has more than one switched on), and undo a fill.
 */
export function MassBookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(dateRangeSchema, { initialValues: { startDate: "", endDate: "" } });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const hours = useHoursSchedulePick(true);
  const scheduleName = useScheduleName();
  const blocks = useBlocks();
  const fill = useFillRange();
  const undo = useUndoFill();
  const day = (d: string) => numericDay(d, i18n.language);

  const submit = form.onSubmit((range) => {
    setFeedback(null);
    fill.mutate(
      { ...range, schedule: hours.key },
      {
        onSuccess: (b) => setFeedback({ ok: true, text: msg("booking.admin.mass.done", { count: b.slots }) }),
        onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "booking.admin.mass.failed") }),
      },
    );
  });
  const undoFill = (batchId: string) =>
    undo.mutate(batchId, {
      onSuccess: (r) => setFeedback({ ok: true, text: msg("booking.admin.mass.undone", { count: r.slots }) }),
      onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "errors.INTERNAL") }),
    });

  // A fill names its schedule when fills may be of more than one (or one no longer listed).
  const named = hours.schedules.length > 1 || (blocks.data ?? []).some((b) => b.schedule !== hours.key);

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("booking.admin.mass.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("booking.admin.mass.intro")}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ScheduleChoice
              schedules={hours.schedules}
              value={hours.key}
              onChange={(v) => {
                hours.pick(v);
                setFeedback(null);
              }}
            />
            <Group grow align="flex-start">
              <DateField
                inForm
                label={t("booking.admin.mass.startDate")}
                {...form.getInputProps("startDate")}
              />
              <DateField inForm label={t("booking.admin.mass.endDate")} {...form.getInputProps("endDate")} />
            </Group>
            <Button type="submit" loading={fill.isPending}>
              {t("booking.admin.mass.fill")}
            </Button>
          </Stack>
        </form>
        <FeedbackAlert feedback={feedback} />
        {(blocks.data?.length ?? 0) > 0 && (
          <>
            <Text fw={600}>{t("booking.admin.mass.existing")}</Text>
            <List spacing="xs" listStyleType="none" data-testid="fills">
              {blocks.data?.map((b) => (
                <List.Item key={b.batchId}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">
                      {t(named ? "booking.admin.mass.rangeOf" : "booking.admin.mass.range", {
                        schedule: scheduleName(b.schedule),
                        start: day(b.startDate),
                        end: day(b.endDate),
                        count: b.slots,
                      })}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="light"
                      style={{ flexShrink: 0 }}
                      loading={undo.isPending && undo.variables === b.batchId}
                      onClick={() => undoFill(b.batchId)}
                    >
                      {t("booking.admin.mass.undo")}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Modal>
  );
}
