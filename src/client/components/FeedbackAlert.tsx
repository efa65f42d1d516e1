import { Alert, type AlertProps } from "@mantine/core";

/** What an action answered, to show beside it: a success or a failure, in the person's words. */
export type Feedback = { ok: boolean; text: string };

/**
 * The one way a screen shows the outcome of an action: green and announced politely on success,
 * red and announced at once (role="alert") on failure. Place it next to the control that acted.
 */
export function FeedbackAlert({ feedback, ...rest }: { feedback: Feedback | null } & AlertProps) {
  if (!feedback) return null;
  return (
    <Alert color={feedback.ok ? "teal" : "red"} role={feedback.ok ? "status" : "alert"} {...rest}>
      {feedback.text}
    </Alert>
  );
}
