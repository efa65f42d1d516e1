import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import AdminHomePage from "./AdminHomePage";

/** The panels under the dashboard's buttons, below the first screen of a phone. */
const PANEL_READS = ["GET /api/admin/package-requests"];
/** The day's reservations and the notifications' count: the first screen (the desk's day). */
const DAY_READS = ["GET /api/admin/reservations", "GET /api/admin/notifications"];

afterEach(() => {
  vi.useRealTimers();
});

describe("the admin dashboard", () => {
  it("reads what is on screen first, and the panels below only once that is in", async () => {
    let release!: () => void;
    const firstScreenDone = new Promise<void>((r) => {
      release = r;
    });
    const calls = stubApi({
      // The owner: every panel is theirs.
      "GET /api/me": {
        user: {
          id: "o1",
          email: "o@x.test",
          name: "Owner",
          role: "owner",
          language: "gr",
          hasCompletedFitnessQuestionnaire: false,
          hasActiveNutrition: false,
        },
      },
      "*": async ({ url }: { url: URL }) => {
        // The first screen's reads wait until the test lets them answer.
        if (!PANEL_READS.some((p) => p.endsWith(url.pathname))) await firstScreenDone;
        return refusal(503, "DATABASE_UNAVAILABLE");
      },
    });
    // What would draw the panels before the first screen is in is a timer (the page's quiet wait):
    // timers run as usual, and the clock is moved past every one of them once the day's reads are out.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    await renderScreen(<AdminHomePage />, { path: "/admin" });
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(expect.arrayContaining(DAY_READS)));
    await vi.advanceTimersByTimeAsync(5_000);
    const early = calls.map((c) => c.key);
    expect(early.filter((k) => PANEL_READS.includes(k))).toEqual([]);
    expect(early).toEqual(expect.arrayContaining(DAY_READS));

    release();
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(expect.arrayContaining(PANEL_READS)), {
      timeout: 3000,
    });
  });
});
