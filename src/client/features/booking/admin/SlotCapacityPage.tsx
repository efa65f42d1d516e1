import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidDate } from "../../../../shared/domain/schedule";
import { capacityFormSchema } from "../../../../shared/schemas/booking";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, type Feedback as FeedbackMessage } from "../../../components/FeedbackAlert";
import { PageShell } from "../../../components/PageShell";
import { errorMessage } from "../../../lib/errorText";
import { useSchemaForm } from "../../../lib/form";
import { msg } from "../../../lib/message";
import { useHoursSchedulePick } from "../../../lib/schedules";
import { useStudioRules } from "../../../lib/studioRules";
import { ScheduleChoice } from "../components/ScheduleChoice";
import { longDay } from "../format";
import { useCapacity, useClearCapacity, useSetCapacity } from "./useCalendarAdmin";

type Feedback = FeedbackMessage | null;

/**
 * /admin-slot-capacity: the capacity of every slot of one date of an hours schedule (0 closes it;
 * a choice of schedule when the studio has more than one); clear goes back to the schedule's default.
 */
export default function SlotCapacityPage() {
  const { t, i18n } = useTranslation();
  const rules = useStudioRules();
  const { schedules: hoursSchedules, picked: schedule, key, pick } = useHoursSchedulePick();
  const form = useSchemaForm(capacityFormSchema, { initialValues: { date: "", capacity: "" } });
  const date = form.values.date;
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const picked = isValidDate(date) ? date : null;
  const current = useCapacity(key, picked);
  const save = useSetCapacity(key);
  const clear = useClearCapacity(key);
  const k = "booking.admin.capacity";

  const onSave = form.onSubmit((values) => {
    setFeedback(null);
    save.mutate(
      { date: values.date, capacity: Number(values.capacity.trim()) },
      {
        onSuccess: () => setFeedback({ ok: true, text: msg(`${k}.saved`) }),
        onError: (err) => setFeedback({ ok: false, text: errorMessage(err, `${k}.saveFailed`) }),
      },
    );
  });
  const askClear = () => {
    if (!picked) return setFeedback({ ok: false, text: msg(`${k}.pickDateToClear`) });
    setConfirming(true);
  };
  const onClear = () =>
    clear.mutate(picked!, {
      onSuccess: () => setFeedback({ ok: true, text: msg(`${k}.cleared`) }),
      onError: (err) => setFeedback({ ok: false, text: errorMessage(err, `${k}.clearFailed`) }),
      onSettled: () => setConfirming(false),
    });

  const capacity = current.data?.capacity;
  return (
    <PageShell title={t(`${k}.title`)} backTo="/admin">
      <Stack component="section" gap="sm">
        <ScheduleChoice
          schedules={hoursSchedules}
          value={key}
          onChange={(v) => {
            pick(v);
            setFeedback(null);
          }}
        />
        <DateField inForm label={t(`${k}.date`)} {...form.getInputProps("date")} />
        {picked && (
          <Text fw={600} data-testid="capacity-day">
            {longDay(picked, i18n.language)}
          </Text>
        )}
        {picked && current.data && (
          <Text size="sm" c="dimmed" data-testid="capacity-current">
            {t(`${k}.current`, {
              value:
                capacity === null || capacity === undefined
                  ? t(`${k}.isDefault`, {
                      value: schedule?.defaultCapacity ?? rules.data?.defaultCapacity ?? "…",
                    })
                  : t(`${k}.isOverride`, { value: capacity }),
            })}
          </Text>
        )}
        <TextInput label={t(`${k}.capacity`)} inputMode="numeric" {...form.getInputProps("capacity")} />
        <Group>
          <Button onClick={() => onSave()} loading={save.isPending}>
            {t("common.save")}
          </Button>
          <Button variant="light" color="red" onClick={askClear}>
            {t(`${k}.clear`)}
          </Button>
        </Group>
        <FeedbackAlert feedback={feedback} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        message={t(`${k}.confirmClear`, { day: picked ? longDay(picked, i18n.language) : "" })}
        loading={clear.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onClear}
      />
    </PageShell>
  );
}
