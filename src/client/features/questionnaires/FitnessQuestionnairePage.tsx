import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/useMe";
import { type LoginModal, QuestionnairePage } from "./QuestionnaireGate";
import { questionnaireQueries } from "./queries";

const loadFitnessForm = () => import("./FitnessForm");
const FitnessForm = lazy(loadFitnessForm);

/** /fitness-questionnaire: the member's fitness questionnaire with the readiness block (decision 010). */
export default function FitnessQuestionnairePage({ loginModal }: { loginModal?: LoginModal }) {
  const { t } = useTranslation();
  // Read once someone is known to be signed in: a signed-out visitor's read is refused (and retried).
  const query = useQuery({ ...questionnaireQueries.myFitness(), enabled: Boolean(useMe().data?.user) });
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
