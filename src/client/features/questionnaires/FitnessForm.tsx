import { Alert, Checkbox, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { fitnessAnswersSchema, type MyFitness, needsAttention } from "../../../shared/schemas/questionnaires";
import { useSchemaForm } from "../../lib/form";
import { fitnessFormFrom } from "./formValues";
import { Section, TrainingFields } from "./QuestionnaireFields";
import { QuestionnaireForm } from "./QuestionnaireForm";
import { useSaveFitness } from "./queries";

/** The fitness questionnaire's form, its own chunk: loaded only for a signed-in member (zod, the inputs). */
export default function FitnessForm({ saved }: { saved: MyFitness | null }) {
  const { t } = useTranslation();
  const save = useSaveFitness();
  const form = useSchemaForm(fitnessAnswersSchema, { initialValues: fitnessFormFrom(saved) });
  const questions = t("questionnaires.readiness", { returnObjects: true }) as string[];
  return (
    <QuestionnaireForm form={form} save={save} returning={saved !== null} next={() => "/"}>
      <TrainingFields form={form} />
      <Section title={t("questionnaires.sections.readiness")}>
        <Text size="sm" mb="xs">
          {t("questionnaires.readinessIntro")}
        </Text>
        <Stack gap="xs">
          {questions.map((q, i) => (
            <Checkbox key={q} label={q} {...form.getInputProps(`readiness.${i}`, { type: "checkbox" })} />
          ))}
        </Stack>
        {needsAttention(form.values.readiness) && (
          <Alert color="yellow" mt="sm" role="status">
            {t("questionnaires.seeDoctor")}
          </Alert>
        )}
      </Section>
    </QuestionnaireForm>
  );
}
