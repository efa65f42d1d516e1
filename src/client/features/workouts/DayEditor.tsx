import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Weekday } from "../../../shared/domain/workouts";
import {
  DEFAULT_REPS,
  DEFAULT_SETS,
  EXERCISES_PER_DAY_MAX,
  type ProgramForm,
  SETS_MAX,
  SETS_MIN,
} from "../../../shared/schemas/workouts";
import { newRow } from "./rows";

/** One training day of the trainer's form: its exercises (name, sets, reps, notes), reordered or removed. */
export function DayEditor({ form, day }: { form: UseFormReturnType<ProgramForm>; day: Weekday }) {
  const { t } = useTranslation();
  const heading = useId();
  const path = `days.${day}`;
  const rows = form.values.days[day] ?? [];
  // The day's own refusal (no exercise: WORKOUT_DAY_EMPTY), shown under its title.
  const dayError = rows.length === 0 && form.errors[path] ? String(form.errors[path]) : null;
  const label = (name: string, i: number) => name.trim() || t("workouts.exerciseN", { n: i + 1 });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={heading}>
          {t(`workouts.days.${day}`)}
        </Title>
        {rows.length === 0 && <Text c="gray.7">{t("workouts.noExercises")}</Text>}
        {dayError && (
          <Text c="red.8" size="sm" role="alert" data-testid={`day-error-${day}`}>
            {dayError}
          </Text>
        )}
        {rows.map((row, i) => (
          <Paper key={row.key} withBorder p="xs" bg="gray.0">
            <Stack gap={6}>
              <TextInput label={t("workouts.name")} {...form.getInputProps(`${path}.${i}.name`)} />
              <Group grow gap="xs" align="flex-start">
                <NumberInput
                  label={t("workouts.sets")}
                  min={SETS_MIN}
                  max={SETS_MAX}
                  allowDecimal={false}
                  {...form.getInputProps(`${path}.${i}.sets`)}
                />
                <TextInput label={t("workouts.reps")} {...form.getInputProps(`${path}.${i}.reps`)} />
              </Group>
              <TextInput label={t("workouts.notes")} {...form.getInputProps(`${path}.${i}.notes`)} />
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  disabled={i === 0}
                  aria-label={t("workouts.moveUp", { name: label(row.name, i) })}
                  onClick={() => form.reorderListItem(path, { from: i, to: i - 1 })}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  disabled={i === rows.length - 1}
                  aria-label={t("workouts.moveDown", { name: label(row.name, i) })}
                  onClick={() => form.reorderListItem(path, { from: i, to: i + 1 })}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("workouts.removeNamed", { name: label(row.name, i) })}
                  onClick={() => form.removeListItem(path, i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= EXERCISES_PER_DAY_MAX}
          onClick={() =>
            form.insertListItem(
              path,
              newRow({ exerciseId: null, name: "", sets: DEFAULT_SETS, reps: DEFAULT_REPS }),
            )
          }
        >
          {t("workouts.addBlank")}
        </Button>
      </Stack>
    </Paper>
  );
}
