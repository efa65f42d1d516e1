import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryReducingCollection, startIdleMemoryRelease } from "./idle-memory";

/** Decision 040: a busy spell's garbage is given back once the server has been quiet a while, never while it serves. */
describe("idle memory release", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function server(idleMs = 1000) {
    const collect = vi.fn();
    const release = startIdleMemoryRelease({ idleMs, collect });
    const fetch = release.wrap((path: string) => `answer ${path}`);
    return { collect, release, fetch };
  }

  it("collects once after the start's quiet spell, then only after requests came and stopped", () => {
    const { collect, release, fetch } = server();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);

    expect(fetch("/api/live")).toBe("answer /api/live");
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    release.stop();
  });

  it("never collects while requests keep coming", () => {
    const { collect, release, fetch } = server();
    vi.advanceTimersByTime(1000);
    collect.mockClear();
    for (let i = 0; i < 50; i++) {
      fetch("/");
      vi.advanceTimersByTime(400);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.stop();
  });

  it("stops with the server", () => {
    const { collect, release, fetch } = server();
    fetch("/");
    release.stop();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it("has the runtime's memory-reducing collection on the Node the server runs on", () => {
    const collect = memoryReducingCollection();
    expect(collect).toBeTypeOf("function");
    collect?.();
  });
});
