import type { SetInput } from "../../../shared/schemas/coaching";
import { pendingList } from "../../lib/pending";

/** A set's write waiting on the phone (lib/pending.ts): its numbers, or its removal. */
export type PendingWrite = { setId: string; body: SetInput } | { setId: string; remove: true };

/** The training log's list in the app's one offline queue; a newer write of the same set replaces the older. */
export const pendingSets = pendingList<PendingWrite>("coaching.pending", (w) => w.setId);
