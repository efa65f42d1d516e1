import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFeedback } from "../../components/FeedbackAlert";
import type { ApiError } from "../../lib/api";
import { msg } from "../../lib/message";
import { type PendingWrite, pendingSets } from "./pending";
import { coachingKeys, sendWrite } from "./queries";

/**
 * The logging screen's writes: each goes to the phone's list first, then to the server. Without a
 * connection the member is told how many sets wait on the phone; when the connection is back
 * (the browser's `online`, or the next tap) they are sent and the member is told so.
 */
export function useLogSync(userId: string | undefined) {
  const qc = useQueryClient();
  const { current, set, succeed, fail, clear } = useFeedback({ fallback: "coaching.log.saveError" });
  const wasOffline = useRef(false);
  const pending = pendingSets.useList(userId);
  const [refused, setRefused] = useState<Record<string, ApiError>>({});

  const flush = useCallback(async () => {
    if (!userId) return;
    const result = await pendingSets.flush(userId, sendWrite);
    const left = pendingSets.read(userId);
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
      void flush();
    },
    [userId, flush],
  );

  return { pending, refused, write, feedback: current };
}
