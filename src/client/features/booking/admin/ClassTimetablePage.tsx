import {
  Button,
  Group,
  NativeSelect,
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
import { type Schedule, scheduleName } from "../../../../shared/domain/schedules";
import { CLASS_WEEKDAYS, type ClassView, classFormSchema } from "../../../../shared/schemas/classes";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FeedbackAlert, useFeedback } from "../../../components/FeedbackAlert";
import { PageShell } from "../../../components/PageShell";
import { ScrollTable } from "../../../components/ScrollTable";
import { TimeField } from "../../../components/TimeField";
import { useSchemaForm } from "../../../lib/form";
import { msg } from "../../../lib/message";
import { scheduleQueries } from "../../../lib/schedules";
import { OneDate } from "./ClassDateChanges";
import { useAddClass, useRemoveClass, useWeeklyClasses } from "./useClassAdmin";

const k = "classes.admin";

/**
 * /admin-classes: the weekly timetable of a class schedule (the seeded one or one the owner added), the change or cancellation of a
 * single date's class, and the studio's one-active-reservation setting.
 */
export default function ClassTimetablePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const all = useQuery(scheduleQueries.all()).data ?? [];
  const classSchedules = all.filter((s) => s.timetable === "classes");
  // Without a schedule in the address, the first class schedule in the owner's order.
  const schedule = params.get("schedule") ?? classSchedules[0]?.key;
  const row = all.find((s) => s.key === schedule);
  return (
    <PageShell
      title={t(`${k}.title`, { schedule: row ? scheduleName(row, i18n.language) : (schedule ?? "") })}
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
        {schedule && <WeeklyTimetable key={`w-${schedule}`} schedule={schedule} />}
        {schedule && <OneDate key={`d-${schedule}`} schedule={schedule} />}
      </Stack>
    </PageShell>
  );
}

function WeeklyTimetable({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const classes = useWeeklyClasses(schedule);
  const add = useAddClass();
  const remove = useRemoveClass();
  const feedback = useFeedback();
  const [removing, setRemoving] = useState<ClassView | null>(null);
  const form = useSchemaForm(classFormSchema, {
    initialValues: { weekday: "1", time: "09:00", minutes: "50", capacity: "5" },
  });
  const days = t(`${k}.weekdays`, { returnObjects: true }) as string[];

  const onAdd = form.onSubmit((values) => {
    feedback.clear();
    const parsed = classFormSchema.parse(values);
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
    <Stack component="section" gap="sm" aria-labelledby="class-weekly">
      <Title order={2} size="h3" id="class-weekly">
        {t(`${k}.weekly`)}
      </Title>
      {classes.data && classes.data.length === 0 && <Text c="dimmed">{t(`${k}.empty`)}</Text>}
      {classes.data && classes.data.length > 0 && (
        <ScrollTable striped data-testid="class-weekly">
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
                  {t("classes.classLine", { time: c.time, minutes: c.minutes })}
                </Table.Td>
                <Table.Td>{c.capacity}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => setRemoving(c)}
                    aria-label={t(`${k}.removeNamed`, { day: days[c.weekday], time: c.time })}
                  >
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
              data={CLASS_WEEKDAYS.map((d) => ({ value: String(d), label: days[d]! }))}
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
