import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidDate, isValidTime } from "../../../../shared/domain/schedule";
import type { Schedule } from "../../../../shared/domain/schedules";
import type { ClassAdminDay } from "../../../../shared/schemas/classes";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { TimeField } from "../../../components/TimeField";
import { type Message, msg } from "../../../lib/message";
import { longDay } from "../format";
import { useChangeClassOn, useClassAdminDay, useClearClassChange } from "./useClassAdmin";

const k = "classes.admin";

/** One date's class of a class schedule: changed (time, length, places) or cancelled for that date only. */
export function OneDate({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState("");
  const picked = isValidDate(date) ? date : null;
  const day = useClassAdminDay(schedule, picked);
  return (
    <Stack component="section" gap="sm" aria-labelledby="class-one-date">
      <Title order={2} size="h3" id="class-one-date">
        {t(`${k}.oneDate`)}
      </Title>
      <DateField label={t(`${k}.date`)} value={date} onChange={setDate} />
      {picked && (
        <Text fw={600} data-testid="class-admin-day">
          {longDay(picked, i18n.language)}
        </Text>
      )}
      {day.data?.closed && <Text c="dimmed">{t(`${k}.closedThatDay`)}</Text>}
      {day.data && !day.data.closed && day.data.classes.length === 0 && (
        <Text c="dimmed">{t(`${k}.noClassesThatDay`)}</Text>
      )}
      {day.data &&
        !day.data.closed &&
        day.data.classes.map((c) => (
          <DateClass key={`${c.id}-${day.data.date}`} date={day.data.date} cls={c} />
        ))}
    </Stack>
  );
}

function DateClass(props: { date: string; cls: ClassAdminDay["classes"][number] }) {
  const { t } = useTranslation();
  const { cls, date } = props;
  const [time, setTime] = useState(cls.time);
  const [capacity, setCapacity] = useState(String(cls.max));
  const feedback = useFeedback();
  const [cancelling, setCancelling] = useState(false);
  const change = useChangeClassOn();
  const clear = useClearClassChange();
  const busy = change.isPending || clear.isPending;
  const done = (text: Message) => () => feedback.set({ ok: true, text });
  const failed = (err: unknown) => feedback.fail(err);
  // A whole number here; its largest (the studio's setting) the server says with the number.
  const capacityOk = /^\d+$/.test(capacity.trim());
  const timeOk = isValidTime(time);

  const onSave = () => {
    feedback.clear();
    if (!capacityOk) return feedback.set({ ok: false, text: msg("errors.CLASS_CAPACITY_RANGE") });
    if (!timeOk) return feedback.set({ ok: false, text: msg("errors.FILL_ALL_FIELDS") });
    const changed = {
      time: time === cls.weeklyTime ? null : time,
      capacity: Number(capacity) === cls.weeklyCapacity ? null : Number(capacity),
    };
    change.mutate(
      { id: cls.id, date, change: changed },
      { onSuccess: done(msg(`${k}.changeSaved`)), onError: failed },
    );
  };
  const onCancelClass = () =>
    change.mutate(
      { id: cls.id, date, change: { cancelled: true } },
      { onSuccess: done(msg(`${k}.classCancelled`)), onError: failed, onSettled: () => setCancelling(false) },
    );
  const onRestore = () => {
    feedback.clear();
    clear.mutate({ id: cls.id, date }, { onSuccess: done(msg(`${k}.restored`)), onError: failed });
  };

  return (
    <Paper withBorder p="sm" data-testid="class-date-class">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t("classes.classLine", { time: cls.time, minutes: cls.minutes })}</Text>
          <Text size="sm">
            {cls.cancelled
              ? t(`${k}.cancelledMark`)
              : `${t(`${k}.booked`, { count: cls.count, max: cls.max })}${cls.changed ? ` · ${t(`${k}.changedMark`)}` : ""}`}
          </Text>
        </Group>
        {!cls.cancelled && (
          <Group grow align="flex-start" gap="xs">
            <TimeField label={t(`${k}.dayTime`)} value={time} onChange={setTime} />
            <TextInput
              label={t(`${k}.dayCapacity`)}
              inputMode="numeric"
              value={capacity}
              onChange={(e) => setCapacity(e.currentTarget.value)}
            />
          </Group>
        )}
        <Group gap="xs">
          {!cls.cancelled && (
            <Button size="sm" onClick={onSave} loading={change.isPending && !cancelling}>
              {t(`${k}.saveChange`)}
            </Button>
          )}
          {!cls.cancelled && (
            <Button size="sm" variant="light" color="red" disabled={busy} onClick={() => setCancelling(true)}>
              {t(`${k}.cancelClass`)}
            </Button>
          )}
          {cls.changed && (
            <Button size="sm" variant="default" loading={clear.isPending} onClick={onRestore}>
              {t(`${k}.restore`)}
            </Button>
          )}
        </Group>
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
      <ConfirmDialog
        opened={cancelling}
        message={t(`${k}.confirmCancelClass`, { time: cls.time })}
        loading={change.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={onCancelClass}
      />
    </Paper>
  );
}
