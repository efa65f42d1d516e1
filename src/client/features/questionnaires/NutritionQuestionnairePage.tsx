import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/useMe";
import { type LoginModal, QuestionnairePage } from "./QuestionnaireGate";
import { questionnaireQueries } from "./queries";

const loadNutritionForm = () => import("./NutritionForm");
const NutritionForm = lazy(loadNutritionForm);

/** /questionnaire: the member's nutrition questionnaire (spec sections 2, 3, 5). */
export default function NutritionQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  // Read once someone is known to be signed in: a signed-out visitor's read is refused (and retried).
  const query = useQuery({ ...questionnaireQueries.myNutrition(), enabled: Boolean(useMe().data?.user) });
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
