import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isValidDate, isValidTime } from "../../../../shared/domain/schedule";
import { PILATES, type Schedule, scheduleName } from "../../../../shared/domain/schedules";
import {
  PILATES_WEEKDAYS,
  type PilatesAdminDay,
  type PilatesClassView,
  pilatesClassFormSchema,
} from "../../../../shared/schemas/pilates";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DateField } from "../../../components/DateField";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { PageShell } from "../../../components/PageShell";
import { ScrollTable } from "../../../components/ScrollTable";
import { TimeField } from "../../../components/TimeField";
import { useSchemaForm } from "../../../lib/form";
import { type Message, msg } from "../../../lib/message";
import { scheduleQueries } from "../../../lib/schedules";
import { longDay } from "../format";
import {
  useAddClass,
  useChangeClassOn,
  useClearClassChange,
  usePilatesAdminDay,
  usePilatesClasses,
  useRemoveClass,
} from "./usePilatesAdmin";

const k = "pilates.admin";

/**
 * /admin-pilates (issue 17): the weekly timetable of a class schedule (Reformer Pilates or one the owner added), the change or cancellation of a
 * single date's class, and the studio's one-active-reservation setting.
 */
export default function PilatesTimetablePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const all = useQuery(scheduleQueries.all()).data ?? [];
  const classSchedules = all.filter((s) => s.timetable === "classes");
  const schedule = params.get("schedule") ?? PILATES;
  const row = all.find((s) => s.key === schedule);
  return (
    <PageShell
      title={t(`${k}.title`, { schedule: row ? scheduleName(row, i18n.language) : schedule })}
      backTo="/admin"
    >
      <Stack gap="xl">
        <Text>{t(`${k}.intro`)}</Text>
        {classSchedules.length > 1 && (
          <NativeSelect
            label={t("schedules.choose")}
            value={schedule}
            onChange={(e) => setParams({ schedule: e.currentTarget.value }, { replace: true })}
            data={classSchedules.map((s) => ({ value: s.key, label: scheduleName(s, i18n.language) }))}
          />
        )}
        <WeeklyTimetable key={`w-${schedule}`} schedule={schedule} />
        <OneDate key={`d-${schedule}`} schedule={schedule} />
      </Stack>
    </PageShell>
  );
}

function WeeklyTimetable({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const classes = usePilatesClasses(schedule);
  const add = useAddClass();
  const remove = useRemoveClass();
  const feedback = useFeedback();
  const [removing, setRemoving] = useState<PilatesClassView | null>(null);
  const form = useSchemaForm(pilatesClassFormSchema, {
    initialValues: { weekday: "1", time: "09:00", minutes: "50", capacity: "5" },
  });
  const days = t(`${k}.weekdays`, { returnObjects: true }) as string[];

  const onAdd = form.onSubmit((values) => {
    feedback.clear();
    const parsed = pilatesClassFormSchema.parse(values);
    add.mutate(
      { ...parsed, schedule },
      {
        onSuccess: () => feedback.succeed(msg(`${k}.added`)),
        onError: (err) => feedback.fail(err),
      },
    );
  });
  const onRemove = () => {
    if (!removing) return;
    feedback.clear();
    remove.mutate(removing.id, {
      onSuccess: () => feedback.succeed(msg(`${k}.removed`)),
      onError: (err) => feedback.fail(err),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="pilates-weekly">
      <Title order={2} size="h3" id="pilates-weekly">
        {t(`${k}.weekly`)}
      </Title>
      {classes.data && classes.data.length === 0 && <Text c="dimmed">{t(`${k}.empty`)}</Text>}
      {classes.data && classes.data.length > 0 && (
        <ScrollTable striped data-testid="pilates-weekly">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {t(`${k}.weekday`)} / {t(`${k}.time`)}
              </Table.Th>
              <Table.Th>{t(`${k}.capacity`)}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("booking.admin.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text span fw={600} display="block">
                    {days[c.weekday]}
                  </Text>
                  {t("pilates.classLine", { time: c.time, minutes: c.minutes })}
                </Table.Td>
                <Table.Td>{c.capacity}</Table.Td>
                <Table.Td ta="right">
                  <Button size="compact-sm" variant="light" color="red" onClick={() => setRemoving(c)}>
                    {t(`${k}.remove`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <form onSubmit={onAdd}>
        <Stack gap="xs">
          <Group grow align="flex-start" gap="xs">
            <NativeSelect
              label={t(`${k}.weekday`)}
              data={PILATES_WEEKDAYS.map((d) => ({ value: String(d), label: days[d]! }))}
              {...form.getInputProps("weekday")}
            />
            <TimeField label={t(`${k}.time`)} {...form.getInputProps("time")} />
          </Group>
          <Group grow align="flex-start" gap="xs">
            <TextInput label={t(`${k}.minutes`)} inputMode="numeric" {...form.getInputProps("minutes")} />
            <TextInput label={t(`${k}.capacity`)} inputMode="numeric" {...form.getInputProps("capacity")} />
          </Group>
          <Button type="submit" loading={add.isPending}>
            {t(`${k}.add`)}
          </Button>
        </Stack>
      </form>
      <FeedbackAlert feedback={feedback.current} />
      <ConfirmDialog
        opened={removing !== null}
        message={
          removing ? t(`${k}.confirmRemove`, { day: days[removing.weekday], time: removing.time }) : ""
        }
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={onRemove}
      />
    </Stack>
  );
}

function OneDate({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState("");
  const picked = isValidDate(date) ? date : null;
  const day = usePilatesAdminDay(schedule, picked);
  return (
    <Stack component="section" gap="sm" aria-labelledby="pilates-one-date">
      <Title order={2} size="h3" id="pilates-one-date">
        {t(`${k}.oneDate`)}
      </Title>
      <DateField label={t(`${k}.date`)} value={date} onChange={setDate} />
      {picked && (
        <Text fw={600} data-testid="pilates-admin-day">
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

function DateClass(props: { date: string; cls: PilatesAdminDay["classes"][number] }) {
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
    <Paper withBorder p="sm" data-testid="pilates-date-class">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t("pilates.classLine", { time: cls.time, minutes: cls.minutes })}</Text>
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
