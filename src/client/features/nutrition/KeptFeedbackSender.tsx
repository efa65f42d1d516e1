import { useEffect } from "react";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { msg } from "../../lib/message";
import { keptNotes } from "./keptFeedback";
import { useSendFeedback } from "./queries";

/**
 * Sends the meal feedback left waiting on the phone (typed offline) as soon as it can: on opening the
 * page and on the browser's 'online'; tells the member how it went.
 */
export function KeptFeedbackSender() {
  const { mutateAsync } = useSendFeedback();
  const feedback = useFeedback();
  const { set } = feedback;
  useEffect(() => {
    const go = () => {
      if (keptNotes.count() === 0) return;
      void keptNotes.flush(mutateAsync).then(({ sent, refused }) => {
        if (refused.length > 0)
          set({ ok: false, text: msg("nutrition.mine.keptRefused", { count: refused.length }) });
        else if (sent > 0) set({ ok: true, text: msg("nutrition.mine.keptSent", { count: sent }) });
      });
    };
    go();
    window.addEventListener("online", go);
    return () => window.removeEventListener("online", go);
  }, [mutateAsync, set]);
  return <FeedbackAlert feedback={feedback.current} mb="sm" />;
}
