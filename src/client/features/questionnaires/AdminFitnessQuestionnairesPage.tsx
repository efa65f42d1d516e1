import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminFitness } from "../../../shared/schemas/questionnaires";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { AnswerList } from "./AnswerList";
import { FitnessEditForm } from "./FitnessEditForm";
import { QuestionnaireList } from "./QuestionnaireList";
import { type ListFilter, questionnaireQueries } from "./queries";
import { ReviewButton } from "./ReviewButton";

const useFitnessList = (f: ListFilter) => useQuery(questionnaireQueries.fitnessList(f));

/** /admin/fitness-questionnaires: the list, the review toggle and the in-place edit. */
export default function AdminFitnessQuestionnairesPage() {
  const { t } = useTranslation();
  return (
    <QuestionnaireList
      title={t("questionnaires.admin.fitnessTitle")}
      useList={useFitnessList}
      panel={(item) => <FitnessPanel item={item} />}
    />
  );
}

/** An expanded row: the answers and the coach's fields, or the edit form. */
function FitnessPanel({ item }: { item: AdminFitness }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const feedback = useFeedback();
  const a = (name: string) => t(`questionnaires.admin.${name}`);
  if (editing)
    return (
      <Stack gap="sm">
        <FitnessEditForm
          item={item}
          onDone={(done) => {
            setEditing(false);
            feedback.set(done);
          }}
          onFailure={feedback.set}
        />
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <AnswerList item={item} />
      <Stack gap={4}>
        <Text size="sm">
          <b>{a("adminNotes")}:</b> {item.adminNotes || "—"}
        </Text>
        <Text size="sm">
          <b>{a("assignedCoach")}:</b> {item.assignedCoach || "—"}
        </Text>
        <Text size="sm">
          <b>{a("followUpOn")}:</b> {item.followUpOn ?? "—"}
        </Text>
      </Stack>
      <FeedbackAlert feedback={feedback.current} />
      <Group align="flex-start">
        <Button
          variant="light"
          onClick={() => {
            feedback.clear();
            setEditing(true);
          }}
        >
          {a("edit")}
        </Button>
        <ReviewButton kind="fitness" userId={item.userId} reviewed={item.reviewed} />
      </Group>
    </Stack>
  );
}
