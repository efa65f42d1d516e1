import type { FeedbackInput } from "../../../shared/schemas/nutrition";
import { SESSION_OWNER } from "../../lib/offline";
import { pendingList } from "../../lib/pending";

/**
 * Meal feedback waiting on the phone until the server has it, in the app's one offline
 * queue (lib/pending.ts). Kept for whoever is signed in on this phone (`SESSION_OWNER`: the page
 * opens offline, when who it is cannot be asked) and forgotten on sign-out with the other offline copies.
 */
export type KeptNote = FeedbackInput & { key: string };

const notes = pendingList<KeptNote>("nutrition.feedback", (n) => n.key);

const input = ({ key: _key, ...note }: KeptNote): FeedbackInput => note;

export const keptNotes = {
  add: (note: KeptNote) => notes.add(SESSION_OWNER, note),
  has: (key: string) => notes.read(SESSION_OWNER).some((n) => n.key === key),
  count: () => notes.read(SESSION_OWNER).length,
  useList: () => notes.useList(SESSION_OWNER),
  /** Sends the waiting notes in the order they were typed. */
  flush: (send: (note: FeedbackInput) => Promise<unknown>) =>
    notes.flush(SESSION_OWNER, (n) => send(input(n))),
};
