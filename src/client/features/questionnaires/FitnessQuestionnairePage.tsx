import { Alert, Button, Checkbox, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fitnessAnswersSchema, type MyFitness, needsAttention } from "../../../shared/schemas/questionnaires";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { firstError, fitnessFormFrom } from "./formValues";
import {
  AboutYouFields,
  HealthFields,
  NotesAndConsent,
  Section,
  TrainingFields,
} from "./QuestionnaireFields";
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
  const navigate = useNavigate();
  const save = useSaveFitness();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useSchemaForm(fitnessAnswersSchema, { initialValues: fitnessFormFrom(saved) });
  const questions = t("questionnaires.readiness", { returnObjects: true }) as string[];

  const submit = form.onSubmit(
    (values) => {
      setFeedback(null);
      save.mutate(values, {
        onSuccess: () => navigate("/", { state: { status: t("questionnaires.success") } }),
        onError: (err) => setFeedback({ ok: false, text: errorText(t, err, "questionnaires.submitError") }),
      });
    },
    (errors) => setFeedback({ ok: false, text: firstError(errors) ?? t("errors.VALIDATION") }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>{saved ? t("questionnaires.savedIntro") : t("questionnaires.intro")}</Text>
        <AboutYouFields form={form} />
        <HealthFields form={form} />
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
        <NotesAndConsent form={form} />
        <FeedbackAlert feedback={feedback} />
        <Button type="submit" loading={save.isPending}>
          {t("questionnaires.submit")}
        </Button>
      </Stack>
    </form>
  );
}
