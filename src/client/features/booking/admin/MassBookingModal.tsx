import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateRangeSchema } from "../../../../shared/schemas/booking";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { errorMessage } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { msg } from "../../../lib/message";
import { numericDay } from "../format";
import { useBlocks, useFillRange, useUndoFill } from "./useAdminBooking";

type Feedback = FeedbackMessage | null;

/** Mass bookings: fill every slot of a date range so it shows full, and undo a fill. */
export function MassBookingModal(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(dateRangeSchema, { initialValues: { startDate: "", endDate: "" } });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const blocks = useBlocks();
  const fill = useFillRange();
  const undo = useUndoFill();
  const day = (d: string) => numericDay(d, i18n.language);

  const submit = form.onSubmit((range) => {
    setFeedback(null);
    fill.mutate(range, {
      onSuccess: (b) => setFeedback({ ok: true, text: msg("booking.admin.mass.done", { count: b.slots }) }),
      onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "booking.admin.mass.failed") }),
    });
  });
  const undoFill = (batchId: string) =>
    undo.mutate(batchId, {
      onSuccess: (r) => setFeedback({ ok: true, text: msg("booking.admin.mass.undone", { count: r.slots }) }),
      onError: (err) => setFeedback({ ok: false, text: errorMessage(err, "errors.INTERNAL") }),
    });

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
                      {t("booking.admin.mass.range", {
                        start: day(b.startDate),
                        end: day(b.endDate),
                        count: b.slots,
                      })}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="light"
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
