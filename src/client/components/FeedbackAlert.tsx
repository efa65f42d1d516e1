import { Alert, type AlertProps } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/errorText";
import { type Message, messageText } from "../lib/message";

export { type Message, msg } from "../lib/message";

/**
 * What an action answered, to show beside it: a success or a failure, in the person's words, kept
 * as its key (`msg("x.saved")`) so it follows a language switch.
 */
export type Feedback = { ok: boolean; text: Message };

/**
 * The one way a screen shows the outcome of an action: green and announced politely on success,
 * red and announced at once (role="alert") on failure. Place it next to the control that acted.
 * Each new outcome is scrolled into view, so on a phone it never lands below the screen's edge.
 */
export function FeedbackAlert({ feedback, ...rest }: { feedback: Feedback | null } & AlertProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [feedback]);
  if (!feedback) return null;
  return (
    <Alert ref={ref} color={feedback.ok ? "teal" : "red"} role={feedback.ok ? "status" : "alert"} {...rest}>
      {messageText(t, feedback.text)}
    </Alert>
  );
}

/**
 * The outcome an action shows in its FeedbackAlert: `fail(err)` turns any failure into the person's
 * sentence (errorMessage; `fallback` is the key for a failure without a known code), `succeed(msg(key))`
 * shows the good news (kept as its key: it follows a language switch), `clear()` empties it before a new try. The functions keep their identity between renders. `fail` takes the error alone, so it
 * can be a mutation's onError as it is.
 *
 *   const feedback = useFeedback();
 *   const save = useMutation({ ..., onSuccess: () => feedback.succeed(msg("x.saved")), onError: feedback.fail });
 *   <FeedbackAlert feedback={feedback.current} />
 */
export function useFeedback({ fallback }: { fallback?: string } = {}) {
  const [current, set] = useState<Feedback | null>(null);
  const clear = useCallback(() => set(null), []);
  const succeed = useCallback((text: Message) => set({ ok: true, text }), []);
  const fail = useCallback(
    (err: unknown) => set({ ok: false, text: errorMessage(err, fallback) }),
    [fallback],
  );
  return useMemo(() => ({ current, set, clear, succeed, fail }), [current, clear, succeed, fail]);
}

/**
 * A mutation whose outcome shows in its FeedbackAlert: `run(values)` clears the last outcome and
 * sends; a failure becomes the person's sentence; `onSuccess` may answer the success sentence.
 *
 *   const save = useFeedbackMutation({ mutationFn: (v) => authCall(…, v), onSuccess: () => msg("x.saved") });
 *   <form onSubmit={form.onSubmit(save.run)}> … <FeedbackAlert feedback={save.feedback.current} />
 */
export function useFeedbackMutation<V, R>(options: {
  mutationFn: (values: V) => Promise<R>;
  onSuccess?: (answer: R, values: V) => Promise<Message | undefined> | Message | undefined;
  fallback?: string;
}) {
  const feedback = useFeedback({ fallback: options.fallback });
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (answer, values) => {
      const text = await options.onSuccess?.(answer, values);
      if (text) feedback.succeed(text);
    },
    onError: feedback.fail,
  });
  const run = (values: V) => {
    feedback.clear();
    mutation.mutate(values);
  };
  return { run, feedback, isPending: mutation.isPending };
}
