import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type LoginModal, QuestionnaireGate } from "./QuestionnaireGate";
import { questionnaireQueries } from "./queries";

const loadNutritionForm = () => import("./NutritionForm");
const NutritionForm = lazy(loadNutritionForm);

/** /questionnaire: the member's nutrition questionnaire (spec sections 2, 3, 5). */
export default function NutritionQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useQuery(questionnaireQueries.myNutrition());
  return (
    <QuestionnaireGate
      title={t("questionnaires.nutritionTitle")}
      loginModal={loginModal}
      query={query}
      preload={loadNutritionForm}
    >
      {query.data !== undefined && (
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <NutritionForm saved={query.data} />
        </Suspense>
      )}
    </QuestionnaireGate>
  );
}
