import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { type LoginModal, QuestionnairePage } from "./QuestionnaireGate";
import { useMyNutritionAnswers } from "./queries";

const loadNutritionForm = () => import("./NutritionForm");
const NutritionForm = lazy(loadNutritionForm);

/** /questionnaire: the member's nutrition questionnaire (spec sections 2, 3, 5). */
export default function NutritionQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useMyNutritionAnswers();
  return (
    <QuestionnairePage
      title={t("questionnaires.nutritionTitle")}
      loginModal={loginModal}
      query={query}
      Form={NutritionForm}
      preload={loadNutritionForm}
    />
  );
}
