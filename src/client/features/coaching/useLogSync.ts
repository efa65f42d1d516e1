import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFeedback } from "../../components/FeedbackAlert";
import type { ApiError } from "../../lib/api";
import { msg } from "../../lib/message";
import { type PendingWrite, pendingSets } from "./pending";

/** A set's numbers the server has taken. */
type SentSet = Extract<PendingWrite, { body: unknown }>;

import { coachingKeys, sendWrite } from "./queries";

/**
 * The logging screen's writes: each goes to the phone's list first, then to the server. Without a
 * connection the member is told how many sets wait on the phone; when the connection is back
 * (the browser's `online`, or the next tap) they are sent and the member is told so. A set sent this
 * visit stays shown as saved until the day's read holds it: a read that crossed the send (the one
 * the browser makes on reconnecting) would otherwise show the row empty again.
 */
export function useLogSync(userId: string | undefined) {
  const qc = useQueryClient();
  const { current, set, succeed, fail, clear } = useFeedback({ fallback: "coaching.log.saveError" });
  const wasOffline = useRef(false);
  const pending = pendingSets.useList(userId);
  const [refused, setRefused] = useState<Record<string, ApiError>>({});
  const [sent, setSent] = useState<Record<string, SentSet>>({});

  const flush = useCallback(async () => {
    if (!userId) return;
    const before = pendingSets.read(userId);
    const result = await pendingSets.flush(userId, sendWrite);
    const left = pendingSets.read(userId);
    const refusedIds = new Set(result.refused.map((x) => x.id));
    const gone = before.filter(
      (w): w is SentSet => "body" in w && !refusedIds.has(w.setId) && !left.some((l) => l.setId === w.setId),
    );
    if (gone.length > 0) setSent((s) => ({ ...s, ...Object.fromEntries(gone.map((w) => [w.setId, w])) }));
    if (result.refused.length > 0) {
      setRefused((r) => ({ ...r, ...Object.fromEntries(result.refused.map((x) => [x.id, x.error])) }));
      fail(result.refused[0]!.error);
    } else if (result.offline) {
      set({ ok: false, text: msg("coaching.log.offlineKept", { count: left.length }) });
    } else if (result.sent > 0 && wasOffline.current) {
      succeed(msg("coaching.log.sentBack", { count: result.sent }));
    } else if (result.sent > 0) {
      clear();
    }
    wasOffline.current = result.offline;
    if (result.sent > 0) await qc.invalidateQueries({ queryKey: coachingKeys.all });
  }, [userId, qc, set, succeed, fail, clear]);

  useEffect(() => {
    void flush();
    const back = () => void flush();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [flush]);

  const write = useCallback(
    (w: PendingWrite) => {
      if (!userId) return;
      pendingSets.add(userId, w);
      setRefused(({ [w.setId]: _gone, ...rest }) => rest);
      setSent(({ [w.setId]: _was, ...rest }) => rest);
      void flush();
    },
    [userId, flush],
  );

  return { pending, sent: Object.values(sent), refused, write, feedback: current };
}
