import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_REPS,
  DEFAULT_SETS,
  type Exercise,
  exerciseInputSchema,
  SETS_MAX,
  SETS_MIN,
} from "../../../shared/schemas/workouts";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useAddExercise } from "./queries";

/** A new library exercise: name required, muscle, equipment, default sets 3 and reps '10-12'. */
export function NewExerciseForm({ onSaved }: { onSaved: (e: Exercise) => void }) {
  const { t } = useTranslation();
  const add = useAddExercise();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useSchemaForm(exerciseInputSchema, {
    initialValues: {
      name: "",
      muscle: "",
      equipment: "",
      defaultSets: DEFAULT_SETS,
      defaultReps: DEFAULT_REPS,
    },
  });
  const submit = form.onSubmit((values) => {
    setFeedback(null);
    add.mutate(exerciseInputSchema.parse(values), {
      onSuccess: (saved) => {
        form.reset();
        setFeedback({ ok: true, text: t("workouts.exerciseSaved") });
        onSaved(saved);
      },
      onError: (err) => setFeedback({ ok: false, text: errorText(t, err, "workouts.exerciseSaveError") }),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t("workouts.newExercise")}>
      <Stack gap="xs">
        <TextInput label={t("workouts.name")} withAsterisk {...form.getInputProps("name")} />
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
        <FeedbackAlert feedback={feedback} />
      </Stack>
    </form>
  );
}
