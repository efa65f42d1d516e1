import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_REPS,
  DEFAULT_SETS,
  type Exercise,
  exerciseInputSchema,
  SETS_MAX,
  SETS_MIN,
} from "../../../shared/schemas/workouts";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { useSchemaForm } from "../../lib/form";
import { msg } from "../../lib/message";
import { useAddExercise } from "./mutations";

/** A new library exercise: its Greek and/or English name, muscle, equipment, default sets 3 and reps '10-12'. */
export function NewExerciseForm({ onSaved }: { onSaved: (e: Exercise) => void }) {
  const { t } = useTranslation();
  const add = useAddExercise();
  const feedback = useFeedback({ fallback: "workouts.exerciseSaveError" });
  const form = useSchemaForm(exerciseInputSchema, {
    initialValues: {
      name: "",
      nameGr: "",
      muscle: "",
      equipment: "",
      defaultSets: DEFAULT_SETS,
      defaultReps: DEFAULT_REPS,
    },
  });
  const submit = form.onSubmit((values) => {
    feedback.clear();
    add.mutate(exerciseInputSchema.parse(values), {
      onSuccess: (saved) => {
        form.reset();
        feedback.succeed(msg("workouts.exerciseSaved"));
        onSaved(saved);
      },
      onError: (err) => feedback.fail(err),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t("workouts.newExercise")}>
      <Stack gap="xs">
        <TextInput label={t("workouts.nameGr")} lang="el" {...form.getInputProps("nameGr")} />
        <TextInput label={t("workouts.nameEn")} lang="en" {...form.getInputProps("name")} />
        <Group grow gap="xs" align="flex-start">
          <TextInput label={t("workouts.muscle")} {...form.getInputProps("muscle")} />
          <TextInput label={t("workouts.equipment")} {...form.getInputProps("equipment")} />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t("workouts.defaultSets")}
            min={SETS_MIN}
            max={SETS_MAX}
            allowDecimal={false}
            {...form.getInputProps("defaultSets")}
          />
          <TextInput label={t("workouts.defaultReps")} {...form.getInputProps("defaultReps")} />
        </Group>
        <Button type="submit" variant="light" loading={add.isPending}>
          {t("workouts.saveExercise")}
        </Button>
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </form>
  );
}
