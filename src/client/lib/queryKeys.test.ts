import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { refreshAfter } from "./queryKeys";

/** A mutation's refresh: a refusal shows at once, a success once the fresh data is in. */
describe("refreshAfter", () => {
  async function setUp(outcome: "ok" | "refused") {
    const qc = new QueryClient();
    let reads = 0;
    let finishRead!: () => void;
    const observer = new QueryObserver(qc, {
      queryKey: ["day"],
      queryFn: async () => {
        reads++;
        if (reads > 1) await new Promise<void>((resolve) => (finishRead = resolve));
        return reads;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    const mutation = new MutationObserver(qc, {
      mutationFn: async () => {
        if (outcome === "refused") throw new Error("SLOT_FULL");
        return "booked";
      },
      ...refreshAfter(qc, ["day"]),
    });
    let settled = false;
    const done = mutation.mutate().then(
      () => (settled = true),
      () => (settled = true),
    );
    // Let the mutation run until it waits (or not) for the day's new read.
    for (let i = 0; i < 20 && reads < 2; i++) await new Promise((r) => setTimeout(r, 1));
    return {
      qc,
      reads: () => reads,
      finishRead: () => finishRead(),
      settled: () => settled,
      done,
      unsubscribe,
    };
  }

  it("settles a refused mutation at once, and reads the data again behind it", async () => {
    const s = await setUp("refused");
    // The read behind the mutation has started: what decides whether the mutation has settled.
    await vi.waitFor(() => expect(s.reads()).toBe(2));
    expect(s.settled()).toBe(true);
    s.finishRead();
    await s.done;
    s.unsubscribe();
  });

  it("settles a successful mutation only once the fresh data is in", async () => {
    const s = await setUp("ok");
    await vi.waitFor(() => expect(s.reads()).toBe(2));
    expect(s.settled()).toBe(false);
    s.finishRead();
    await s.done;
    expect(s.settled()).toBe(true);
    expect(s.qc.getQueryData(["day"])).toBe(2);
    s.unsubscribe();
  });

  it("reads again after a write when a read that began before it is still under way and nothing was read yet", async () => {
    // The plan opened offline (its first read failed); on reconnecting, its read starts, then the
    // kept note is sent: the plan must be read once more after the note is in, not share that read.
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let saved = false;
    let finishEarlyRead!: () => void;
    let reads = 0;
    const observer = new QueryObserver(qc, {
      queryKey: ["plan"],
      queryFn: async () => {
        reads++;
        const seen = saved;
        if (reads === 1) await new Promise<void>((resolve) => (finishEarlyRead = resolve));
        return seen ? "with the note" : "without the note";
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(qc.getQueryData(["plan"])).toBeUndefined();
    const mutation = new MutationObserver(qc, {
      mutationFn: async () => {
        saved = true;
        return "sent";
      },
      ...refreshAfter(qc, ["plan"]),
    });
    const done = mutation.mutate();
    await new Promise((r) => setTimeout(r, 5));
    finishEarlyRead();
    await done;
    expect(qc.getQueryData(["plan"])).toBe("with the note");
    unsubscribe();
  });
});
