import { QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/api";
import { SITE } from "../test/site";

/**
 * The home page's first reads (decision 033): plain fetch before TanStack Query is loaded, then the
 * app's queries, seeded with what was read, so the page never reads twice nor shows a stale state.
 * The modules are imported anew (the component tests share a worker's modules, and another file's
 * screen may have given the reads a host already), so the reads start without a host, as on a
 * first visit.
 */
let hostReads: typeof import("../lib/firstReads").hostReads;
let meRead: typeof import("../lib/firstReads").meRead;
let siteRead: typeof import("../lib/firstReads").siteRead;
let useFirstRead: typeof import("../lib/firstReads").useFirstRead;
let homeReads: typeof import("./homeReads");
let queryHost: typeof import("./readsHost").queryHost;
let queryOf: typeof import("./readsHost").queryOf;
beforeAll(async () => {
  vi.resetModules();
  ({ hostReads, meRead, siteRead, useFirstRead } = await import("../lib/firstReads"));
  homeReads = await import("./homeReads");
  ({ queryHost, queryOf } = await import("./readsHost"));
});

describe("the home page's first reads", () => {
  it("stand for their queries: the same key and staleness", () => {
    const { announcementsRead, questionnaireStatusRead, myProgramRead } = homeReads;
    for (const read of [meRead, siteRead, announcementsRead, questionnaireStatusRead, myProgramRead]) {
      const query = queryOf(read);
      expect(query.queryKey).toEqual(read.key);
      expect(query.staleTime ?? 30_000).toBe(read.staleTime);
    }
  });

  it("seed the query client when it arrives, and follow it from then on", async () => {
    const { announcementsRead, myProgramRead } = homeReads;
    let answerMe: (body: unknown) => void = () => undefined;
    const calls = stubApi({
      "GET /api/me": () => new Promise((r) => (answerMe = r)),
      "GET /api/site": SITE,
      "GET /api/announcements/current": { announcements: [{ id: "a1" }] },
    });
    const { result } = renderHook(() => ({
      me: useFirstRead(meRead),
      site: useFirstRead(siteRead),
      popups: useFirstRead(announcementsRead),
      program: useFirstRead(myProgramRead, false),
    }));
    await waitFor(() => expect(result.current.site?.name).toBe("Kinisi"));
    expect(result.current.popups).toEqual([{ id: "a1" }]);
    expect(result.current.me).toBeUndefined();

    // The router (and TanStack Query) loads while /api/me is still on its way.
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    act(() => hostReads(queryHost(qc)));
    expect(qc.getQueryData(["site"])).toEqual(SITE);
    expect(qc.getQueryData(["announcements", "current"])).toEqual([{ id: "a1" }]);
    await act(async () => answerMe({ user: { id: "maria" } }));
    await waitFor(() => expect(result.current.me).toEqual({ user: { id: "maria" } }));
    expect(qc.getQueryData(["me"])).toEqual({ user: { id: "maria" } });
    // Each read was sent once: the client took over the answers and the request on its way.
    expect(calls.map((c) => c.key).sort()).toEqual([
      "GET /api/announcements/current",
      "GET /api/me",
      "GET /api/site",
    ]);
    // A disabled read (nobody was signed in yet) is never sent.
    expect(result.current.program).toBeUndefined();

    // What the app's screens change (a sign-out, the log-in window) is what the home page shows.
    act(() => qc.setQueryData(["me"], { user: null }));
    expect(result.current.me).toEqual({ user: null });
  });
});
