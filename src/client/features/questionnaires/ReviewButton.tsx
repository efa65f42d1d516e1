import { Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { type QuestionnaireKind, useReview } from "./queries";

/** 'Mark as reviewed' / 'Revoke review', with the spec's failure text beside it. */
export function ReviewButton(props: { kind: QuestionnaireKind; userId: string; reviewed: boolean }) {
  const { t } = useTranslation();
  const review = useReview(props.kind);
  const feedback = useFeedback({ fallback: "questionnaires.admin.reviewError" });
  const toggle = () => {
    feedback.clear();
    review.mutate(
      { userId: props.userId, reviewed: !props.reviewed },
      {
        onError: (err) => feedback.fail(err),
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant={props.reviewed ? "default" : "filled"} loading={review.isPending} onClick={toggle}>
        {t(props.reviewed ? "questionnaires.admin.revokeReview" : "questionnaires.admin.markReviewed")}
      </Button>
      <FeedbackAlert feedback={feedback.current} />
    </Stack>
  );
}
