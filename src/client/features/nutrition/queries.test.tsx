import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api";
import { nutritionQueries, OFFLINE_RETRY_MS } from "./queries";

/** The member's week as the server (or the worker's kept copy) answers it: only its plans matter here. */
const week = (plans: string[], offlineCopy: boolean) =>
  new Response(JSON.stringify({ plans }), {
    headers: { "content-type": "application/json", ...(offlineCopy ? { "X-Offline-Copy": "1" } : {}) },
  });

describe("the member's week shown from the offline copy", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is fetched again until the network answers, then no more", async () => {
    vi.useFakeTimers();
    const answers = [week(["kept"], true), week(["kept"], true), week(["fresh"], false)];
    const calls = stubApi({ "GET /api/me/nutrition": () => answers.shift() ?? week(["fresh"], false) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, nutritionQueries.mine());
    const seen: unknown[] = [];
    const stop = observer.subscribe((r) => r.data && seen.push(r.data));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toEqual({ plans: ["kept"], offline: true });

    await vi.advanceTimersByTimeAsync(2 * OFFLINE_RETRY_MS);
    expect(seen.at(-1)).toEqual({ plans: ["fresh"], offline: false });
    const fetched = calls.length;
    expect(fetched).toBe(3);
    // Online again: the page no longer asks on its own.
    await vi.advanceTimersByTimeAsync(5 * OFFLINE_RETRY_MS);
    expect(calls.length).toBe(fetched);
    stop();
    client.clear();
  });
});
