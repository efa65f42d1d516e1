import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../shared/locales/en";
import { gr } from "../../../shared/locales/gr";
import type { MyTraining } from "../../../shared/schemas/coaching";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import MyTrainingPage from "./MyTrainingPage";

const M = { gr, en };
const SLOW = { timeout: 5000 };
const ME = {
  user: {
    id: "m1",
    email: "m@x.test",
    name: "Μαρία",
    role: "user",
    language: "gr",
    hasCompletedFitnessQuestionnaire: true,
    hasActiveNutrition: false,
  },
};
/** The day's read as it stood before the member's first set: no log yet. */
const TRAINING: MyTraining = {
  today: "2026-12-02",
  program: {
    id: "0b2c1f5e-8a43-4d9e-9a7e-1f2e3d4c5b6a",
    userId: "m1",
    startDate: "2026-11-01",
    daysPerWeek: 3,
    days: ["monday", "wednesday", "friday"].map((dayKey) => ({
      dayKey: dayKey as "monday",
      exercises: [{ exerciseId: null, name: "Back Squat", names: null, sets: 3, reps: "8-10", notes: "" }],
    })),
    comments: "",
    previousId: null,
    version: 1,
    createdAt: "2026-11-01T08:00:00Z",
  },
  logs: [],
};

describe("logging a set", () => {
  it.each(["gr", "en"] as const)(
    "a set the server took shows saved even when the day's read crossed the send (%s)",
    async (lang) => {
      const L = M[lang].coaching.log;
      const calls = stubApi({
        "GET /api/me": ME,
        // Every read answers the day as it was: it crossed the send (the browser's reconnect read).
        "GET /api/me/training": TRAINING,
        "*": ({ url }: { url: URL }) =>
          url.pathname.startsWith("/api/me/workout-sets/") ? {} : { items: [] },
      });
      const { user } = await renderScreen(<MyTrainingPage />, { lang, path: "/my-training" });
      const squats = await screen.findByRole("region", { name: "Back Squat" }, SLOW);
      const first = within(squats).getByRole("group", { name: L.set.replace("{{n}}", "1") });
      await user.click(within(first).getByRole("button", { name: L.done.replace("{{n}}", "1") }));
      expect(await within(first).findByText(L.saved, {}, SLOW)).toBeVisible();
      expect(calls.some((c) => c.key.startsWith("PUT /api/me/workout-sets/"))).toBe(true);
      // The read after the send came back without the set, and the row still says saved.
      expect(calls.filter((c) => c.key === "GET /api/me/training").length).toBeGreaterThan(1);
      expect(within(first).getByText(L.saved)).toBeVisible();
    },
  );
});
