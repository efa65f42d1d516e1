import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type LoginModal, QuestionnaireGate } from "./QuestionnaireGate";
import { questionnaireQueries } from "./queries";

const loadFitnessForm = () => import("./FitnessForm");
const FitnessForm = lazy(loadFitnessForm);

/** /fitness-questionnaire: the member's fitness questionnaire with the readiness block (decision 010). */
export default function FitnessQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useQuery(questionnaireQueries.myFitness());
  return (
    <QuestionnaireGate
      title={t("questionnaires.fitnessTitle")}
      loginModal={loginModal}
      query={query}
      preload={loadFitnessForm}
    >
      {query.data !== undefined && (
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <FitnessForm saved={query.data} />
        </Suspense>
      )}
    </QuestionnaireGate>
  );
}
