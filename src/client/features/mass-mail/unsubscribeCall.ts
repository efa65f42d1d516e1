import { api, call } from "../../lib/api";
import { errorMessage } from "../../lib/errorText";
import { type Message, msg } from "../../lib/message";

/**
 * Unsubscribes the campaign link's address; the outcome as the page shows it. Its own chunk, loaded
 * on the press: the page's first load carries no API client (decision 054).
 */
export async function unsubscribe(token: string): Promise<{ ok: boolean; text: Message }> {
  try {
    await call(api.unsubscribe.$post({ query: { token } }));
    return { ok: true, text: msg("massMail.unsubscribe.done") };
  } catch (err) {
    return { ok: false, text: errorMessage(err, "massMail.unsubscribe.failed") };
  }
}
