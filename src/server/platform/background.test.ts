import { describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./background";
import { createLogger } from "./logger";

/** A shutdown waits for the background round under way (a campaign's mail) before the database closes. */
describe("a background job's stop", () => {
  const logger = createLogger("silent");

  it("resolves only once the round under way has ended, and starts no other", async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodic({ name: "test", intervalMs: 10, logger, run, immediately: true });
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("resolves at once with no round under way, and when the round failed", async () => {
    const idle = startPeriodic({ name: "idle", intervalMs: 60_000, logger, run: async () => {} });
    await expect(idle.stop()).resolves.toBeUndefined();
    const failing = startPeriodic({
      name: "failing",
      intervalMs: 60_000,
      logger,
      immediately: true,
      run: () => Promise.reject(new Error("lost connection")),
    });
    await expect(failing.stop()).resolves.toBeUndefined();
  });
});
