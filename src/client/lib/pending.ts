import { useSyncExternalStore } from "react";
import { ApiError } from "./api";

/**
 * The member's writes not yet confirmed by the server, kept on the phone (localStorage, one list per
 * kind and member) so that a lost connection loses nothing: every write goes through its list and
 * leaves it when the server answered. The one offline queue of the app: the training log's sets
 * (features/coaching) and the meal feedback (features/nutrition) each name a list here and send
 * its writes themselves. A write sent again after a lost answer must change nothing on the server
 * (a set is stored once by its id; decision 031).
 *
 *   const sets = pendingList<SetWrite>("coaching.pending", (w) => w.setId);
 *   sets.add(userId, w);
 *   const result = await sets.flush(userId, sendWrite);
 */
export type FlushResult = { sent: number; offline: boolean; refused: { id: string; error: ApiError }[] };

/** A failure that means 'try again later' (no connection, the server or its database away), not a refusal. */
export const isUnreachable = (error: ApiError) =>
  error.code === "NETWORK" || error.code === "DATABASE_UNAVAILABLE" || error.status >= 500;

export function pendingList<W>(name: string, idOf: (w: W) => string) {
  const keyOf = (userId: string) => `kinisi.${name}.${userId}`;
  const listeners = new Set<() => void>();
  const running = new Map<string, Promise<FlushResult>>();
  // The last list read per member, kept as it was so `use` answers the same array until it changes.
  const last = new Map<string, { raw: string | null; list: W[] }>();

  function read(userId: string): W[] {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(keyOf(userId));
    } catch {
      raw = null; // storage refused (private mode): nothing kept
    }
    const seen = last.get(userId);
    if (seen && seen.raw === raw) return seen.list;
    let list: W[] = [];
    try {
      const parsed = JSON.parse(raw ?? "[]") as unknown;
      list = Array.isArray(parsed) ? (parsed as W[]) : [];
    } catch {
      list = [];
    }
    last.set(userId, { raw, list });
    return list;
  }

  function write(userId: string, list: W[]): void {
    try {
      if (list.length === 0) localStorage.removeItem(keyOf(userId));
      else localStorage.setItem(keyOf(userId), JSON.stringify(list));
    } catch {
      // storage refused: the write lasts as long as this page
      last.set(userId, { raw: JSON.stringify(list), list });
    }
    for (const l of listeners) l();
  }

  /** Adds a write; an earlier one with the same id is replaced (the latest wins). */
  function add(userId: string, w: W): void {
    write(userId, [...read(userId).filter((p) => idOf(p) !== idOf(w)), w]);
  }

  /**
   * Sends the waiting writes in order, one round at a time per member. Unreachable: they stay and the
   * round stops (offline true). A refusal (a value out of range, a plan gone) leaves the list and is
   * reported with the write's id.
   */
  function flush(userId: string, send: (w: W) => Promise<unknown>): Promise<FlushResult> {
    const now = running.get(userId);
    if (now) return now.then(() => flush(userId, send));
    const round = (async () => {
      const result: FlushResult = { sent: 0, offline: false, refused: [] };
      for (const w of read(userId)) {
        try {
          await send(w);
          result.sent++;
        } catch (err) {
          const error = err instanceof ApiError ? err : new ApiError(0, "NETWORK");
          if (isUnreachable(error)) {
            result.offline = true;
            break;
          }
          result.refused.push({ id: idOf(w), error });
        }
        // Done or refused: it leaves the list (a newer write with the same id stays).
        const done = JSON.stringify(w);
        write(
          userId,
          read(userId).filter((p) => JSON.stringify(p) !== done),
        );
      }
      return result;
    })().finally(() => running.delete(userId));
    running.set(userId, round);
    return round;
  }

  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const none: W[] = [];

  /** The member's waiting writes, drawn again whenever the list changes. */
  function useList(userId: string | undefined): W[] {
    return useSyncExternalStore(
      subscribe,
      () => (userId ? read(userId) : none),
      () => none,
    );
  }

  return { read, add, flush, useList };
}
