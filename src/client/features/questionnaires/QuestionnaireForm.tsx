import { Button, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { firstError } from "../../lib/form";
import { AboutYouFields, type AnswersForm, HealthFields, NotesAndConsent } from "./QuestionnaireFields";

/**
 * What both questionnaires share around their own sections: the intro (first visit or return),
 * about you and health first, notes and consent last, the outcome beside the button, and on
 * success the spec's message on the page `next(answer)` names. A refused field's sentence shows
 * beside the button too, since on a phone the field may be far above it.
 */
export function QuestionnaireForm<Values extends Record<string, unknown>, Answer>({
  form,
  save,
  returning,
  next,
  children,
}: {
  form: UseFormReturnType<Values> & AnswersForm;
  save: UseMutationResult<Answer, Error, Values>;
  returning: boolean;
  next: (answer: Answer) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback({ fallback: "questionnaires.submitError" });
  const submit = form.onSubmit(
    (values) => {
      feedback.clear();
      save.mutate(values, {
        // The thanks, as its key, on the page the member lands on (home or their nutrition plan).
        onSuccess: (answer) => navigate(next(answer), { state: { statusKey: "questionnaires.success" } }),
        onError: feedback.fail,
      });
    },
    (errors) => feedback.set({ ok: false, text: firstError(errors) ?? t("errors.VALIDATION") }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>{returning ? t("questionnaires.savedIntro") : t("questionnaires.intro")}</Text>
        <AboutYouFields form={form} />
        <HealthFields form={form} />
        {children}
        <NotesAndConsent form={form} />
        <FeedbackAlert feedback={feedback.current} />
        <Button type="submit" loading={save.isPending}>
          {t("questionnaires.submit")}
        </Button>
      </Stack>
    </form>
  );
}
