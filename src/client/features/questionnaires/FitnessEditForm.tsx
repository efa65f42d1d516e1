import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  type AdminFitness,
  fitnessEditSchema,
  GOALS_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  TRAINING_DAYS,
  TRAINING_EXPERIENCES,
} from "../../../shared/schemas/questionnaires";
import { DateField } from "../../components/DateField";
import type { Feedback } from "../../components/FeedbackAlert";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useEditFitness } from "./queries";

/** A coach edits a fitness row in place: Save / Cancel (spec sections 2 and 7). */
export function FitnessEditForm(props: {
  item: AdminFitness;
  onDone: (feedback: Feedback | null) => void;
  onFailure: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const edit = useEditFitness();
  const i = props.item;
  const form = useSchemaForm(fitnessEditSchema, {
    initialValues: {
      goals: i.goals,
      trainingExperience: i.trainingExperience,
      trainingDaysPerWeek: i.trainingDaysPerWeek ?? "",
      trainingReason: i.trainingReason,
      preferredPackage: i.preferredPackage,
      medicalConditions: i.medicalConditions,
      bloodPressure: i.bloodPressure,
      notes: i.notes,
      adminNotes: i.adminNotes,
      assignedCoach: i.assignedCoach,
      followUpOn: i.followUpOn ?? "",
    },
  });
  const f = (name: string) => t(`questionnaires.fields.${name}`);
  const a = (name: string) => t(`questionnaires.admin.${name}`);
  const submit = form.onSubmit((json) =>
    edit.mutate(
      { userId: i.userId, json },
      {
        onSuccess: () => props.onDone({ ok: true, text: a("saved") }),
        onError: (err) =>
          props.onFailure({ ok: false, text: errorMessage(err, "questionnaires.admin.saveError") }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={f("goals")}
          required
          autosize
          maxLength={GOALS_MAX}
          {...form.getInputProps("goals")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={f("trainingExperience")}
            clearable
            placeholder={t("questionnaires.choose")}
            data={TRAINING_EXPERIENCES.map((e) => ({ value: e, label: t(`questionnaires.experience.${e}`) }))}
            {...form.getInputProps("trainingExperience")}
          />
          <NumberInput
            label={f("trainingDaysPerWeek")}
            min={TRAINING_DAYS.min}
            max={TRAINING_DAYS.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("trainingDaysPerWeek")}
          />
        </SimpleGrid>
        <Textarea
          label={f("trainingReason")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("trainingReason")}
        />
        <TextInput
          label={f("preferredPackage")}
          maxLength={SHORT_TEXT_MAX}
          {...form.getInputProps("preferredPackage")}
        />
        <Textarea
          label={f("medicalConditions")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("medicalConditions")}
        />
        <TextInput
          label={f("bloodPressure")}
          maxLength={SHORT_TEXT_MAX}
          {...form.getInputProps("bloodPressure")}
        />
        <Textarea label={f("notes")} autosize maxLength={LONG_TEXT_MAX} {...form.getInputProps("notes")} />
        <Textarea
          label={a("adminNotes")}
          autosize
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps("adminNotes")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={a("assignedCoach")}
            maxLength={SHORT_TEXT_MAX}
            {...form.getInputProps("assignedCoach")}
          />
          <DateField inForm label={a("followUpOn")} {...form.getInputProps("followUpOn")} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={edit.isPending}>
            {a("save")}
          </Button>
          <Button variant="default" onClick={() => props.onDone(null)} disabled={edit.isPending}>
            {a("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
