import { Button, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Meal } from "../../../shared/domain/nutrition";
import { FEEDBACK_MAX, type Feedback as MealNote } from "../../../shared/schemas/nutrition";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { msg } from "../../lib/message";
import { keptNotes } from "./keptFeedback";
import { useSendFeedback } from "./queries";

/**
 * The member's feedback on one meal of one day: what they sent, and a box to send more. Every note
 * goes to the phone's waiting list first (keptFeedback.ts, the app's one offline queue) and leaves
 * it when the server has it: typed offline, it stays there, shown as waiting, and is sent once back
 * online (KeptFeedbackSender); refused, its words come back to the box with the reason.
 */
export function MealFeedback(props: { planId: string; date: string; meal: Meal; sent: MealNote[] }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [message, setMessage] = useState("");
  const feedback = useFeedback({ fallback: "nutrition.mine.feedbackError" });
  const label = t("nutrition.mine.feedbackLabel", { meal: t(`nutrition.meals.${props.meal}`) });
  const waiting = keptNotes
    .useList()
    .filter((n) => n.planId === props.planId && n.date === props.date && n.meal === props.meal);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    feedback.clear();
    if (message.trim() === "") return feedback.set({ ok: false, text: msg("errors.FILL_ALL_FIELDS") });
    const note = {
      planId: props.planId,
      date: props.date,
      meal: props.meal,
      message,
      key: crypto.randomUUID(),
    };
    keptNotes.add(note);
    setMessage("");
    const result = await keptNotes.flush(send.mutateAsync);
    const refused = result.refused.find((r) => r.id === note.key);
    if (refused) {
      setMessage(note.message);
      feedback.fail(refused.error);
    } else if (keptNotes.has(note.key)) feedback.succeed(msg("nutrition.mine.feedbackKept"));
    else feedback.succeed(msg("nutrition.mine.feedbackSent"));
  };
  return (
    <Stack gap={6}>
      {props.sent.length + waiting.length > 0 && (
        <div>
          <Text size="xs" c="gray.7">
            {t("nutrition.mine.yourFeedback")}
          </Text>
          {props.sent.map((f) => (
            <Text key={f.id} size="sm" fs="italic">
              «{f.message}»
            </Text>
          ))}
          {waiting.map((n) => (
            <Text key={n.key} size="sm" fs="italic" data-testid="feedback-waiting">
              «{n.message}»{" "}
              <Text span size="xs" fs="normal" c="gray.7">
                ({t("nutrition.mine.feedbackWaiting")})
              </Text>
            </Text>
          ))}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
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
