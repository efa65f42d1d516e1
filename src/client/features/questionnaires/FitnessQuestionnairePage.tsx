import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { type LoginModal, QuestionnairePage } from "./QuestionnaireGate";
import { useMyFitnessAnswers } from "./queries";

const loadFitnessForm = () => import("./FitnessForm");
const FitnessForm = lazy(loadFitnessForm);

/** /fitness-questionnaire: the member's fitness questionnaire with the readiness block (decision 010). */
export default function FitnessQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  const query = useMyFitnessAnswers();
  return (
    <QuestionnairePage
      title={t("questionnaires.fitnessTitle")}
      loginModal={loginModal}
      query={query}
      Form={FitnessForm}
      preload={loadFitnessForm}
    />
  );
}
