import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Feedback, FeedbackAlert } from "../../components/FeedbackAlert";
import { errorText } from "../../lib/errorText";
import { type QuestionnaireKind, useReview } from "./queries";

/** 'Mark as reviewed' / 'Revoke review', with the spec's failure text beside it. */
export function ReviewButton(props: { kind: QuestionnaireKind; userId: string; reviewed: boolean }) {
  const { t } = useTranslation();
  const review = useReview(props.kind);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const toggle = () => {
    setFeedback(null);
    review.mutate(
      { userId: props.userId, reviewed: !props.reviewed },
      {
        onError: (err) =>
          setFeedback({ ok: false, text: errorText(t, err, "questionnaires.admin.reviewError") }),
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant={props.reviewed ? "default" : "filled"} loading={review.isPending} onClick={toggle}>
        {t(props.reviewed ? "questionnaires.admin.revokeReview" : "questionnaires.admin.markReviewed")}
      </Button>
      <FeedbackAlert feedback={feedback} />
    </Stack>
  );
}
