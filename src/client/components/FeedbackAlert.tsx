import { Alert, type AlertProps } from "@mantine/core";
import { useEffect, useRef } from "react";

/** What an action answered, to show beside it: a success or a failure, in the person's words. */
export type Feedback = { ok: boolean; text: string };

/**
 * The one way a screen shows the outcome of an action: green and announced politely on success,
 * red and announced at once (role="alert") on failure. Place it next to the control that acted.
 * Each new outcome is scrolled into view, so on a phone it never lands below the screen's edge.
 */
export function FeedbackAlert({ feedback, ...rest }: { feedback: Feedback | null } & AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [feedback]);
  if (!feedback) return null;
  return (
    <Alert ref={ref} color={feedback.ok ? "teal" : "red"} role={feedback.ok ? "status" : "alert"} {...rest}>
      {feedback.text}
    </Alert>
  );
}
