import { Button, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Meal } from "../../../shared/domain/nutrition";
import { FEEDBACK_MAX, type Feedback as MealNote } from "../../../shared/schemas/nutrition";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { msg } from "../../lib/message";
import { useSendFeedback } from "./queries";

/** The member's feedback on one meal of one day: what they sent, and a box to send more. */
export function MealFeedback(props: { planId: string; date: string; meal: Meal; sent: MealNote[] }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [message, setMessage] = useState("");
  const feedback = useFeedback({ fallback: "nutrition.mine.feedbackError" });
  const label = t("nutrition.mine.feedbackLabel", { meal: t(`nutrition.meals.${props.meal}`) });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    feedback.clear();
    if (message.trim() === "") return feedback.set({ ok: false, text: msg("errors.FILL_ALL_FIELDS") });
    send.mutate(
      { planId: props.planId, date: props.date, meal: props.meal, message },
      {
        onSuccess: () => {
          setMessage("");
          feedback.succeed(msg("nutrition.mine.feedbackSent"));
        },
        onError: (err) => feedback.fail(err),
      },
    );
  };
  return (
    <Stack gap={6}>
      {props.sent.length > 0 && (
        <div>
          <Text size="xs" c="gray.7">
            {t("nutrition.mine.yourFeedback")}
          </Text>
          {props.sent.map((f) => (
            <Text key={f.id} size="sm" fs="italic">
              «{f.message}»
            </Text>
          ))}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Textarea
            label={label}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={FEEDBACK_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Button
            type="submit"
            size="xs"
            variant="light"
            loading={send.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("nutrition.mine.feedbackSend")}
          </Button>
          <FeedbackAlert feedback={feedback.current} />
        </Stack>
      </form>
    </Stack>
  );
}
