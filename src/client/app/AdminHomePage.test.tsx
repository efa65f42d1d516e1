import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refusal, stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import AdminHomePage from "./AdminHomePage";

/** The panels under the dashboard's buttons, below the first screen of a phone. */
const PANEL_READS = ["GET /api/admin/package-requests"];
/** The day's reservations and the notifications' count: the first screen (the desk's day). */
const DAY_READS = ["GET /api/admin/reservations", "GET /api/admin/notifications"];

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
    await renderScreen(<AdminHomePage />, { path: "/admin" });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 600));
    const early = calls.map((c) => c.key);
    expect(early.filter((k) => PANEL_READS.includes(k))).toEqual([]);
    expect(early).toEqual(expect.arrayContaining(DAY_READS));

    release();
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(expect.arrayContaining(PANEL_READS)), {
      timeout: 3000,
    });
  });
});
