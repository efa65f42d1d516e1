import { Alert, Checkbox, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fitnessAnswersSchema, type MyFitness, needsAttention } from "../../../shared/schemas/questionnaires";
import { useSchemaForm } from "../../lib/form";
import { fitnessFormFrom } from "./formValues";
import { Section, TrainingFields } from "./QuestionnaireFields";
import { QuestionnaireForm } from "./QuestionnaireForm";
import { type LoginModal, QuestionnaireGate } from "./QuestionnaireGate";
import { questionnaireQueries, useSaveFitness } from "./queries";

/** /fitness-questionnaire: the member's fitness questionnaire with the readiness block (decision 010). */
export default function FitnessQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useQuery(questionnaireQueries.myFitness());
  return (
    <QuestionnaireGate title={t("questionnaires.fitnessTitle")} loginModal={loginModal} query={query}>
      {query.data !== undefined && <FitnessForm saved={query.data} />}
    </QuestionnaireGate>
  );
}

function FitnessForm({ saved }: { saved: MyFitness | null }) {
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
