import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnswerList } from "./AnswerList";
import { QuestionnaireList } from "./QuestionnaireList";
import { type ListFilter, questionnaireQueries } from "./queries";
import { ReviewButton } from "./ReviewButton";

const useNutritionList = (f: ListFilter) => useQuery(questionnaireQueries.nutritionList(f));

/** /admin/questionnaires: the nutrition questionnaires, newest first, with the review toggle. */
export default function AdminNutritionQuestionnairesPage() {
  const { t } = useTranslation();
  return (
    <QuestionnaireList
      title={t("questionnaires.admin.nutritionTitle")}
      useList={useNutritionList}
      panel={(item) => (
        <Stack gap="md">
          <AnswerList item={item} />
          <ReviewButton kind="nutrition" userId={item.userId} reviewed={item.reviewed} />
        </Stack>
      )}
    />
  );
}
