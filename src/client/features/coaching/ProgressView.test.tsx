import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Progress } from "../../../shared/schemas/coaching";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { ProgressView } from "./ProgressView";

/**
 * The progress screens (the member's /my-progress and the coach's page about a member): a library
 * exercise named in the page's language, as /my-workouts names it; numbers in the language's format
 * (53,8 in Greek); the coach reads about the member in the third person.
 */
const PROGRESS: Progress = {
  today: "2026-11-25",
  formula: "epley",
  exercises: [
    {
      key: "lib-deadlift",
      name: "Άρση θανάτου",
      names: { gr: "Άρση θανάτου", en: "Deadlift" },
      best1rm: 53.8,
      bestDate: "2026-11-23",
      sessions: [{ date: "2026-11-23", e1rm: 53.8, volume: 1234.5, sets: 3 }],
    },
  ],
  kinds: [
    { id: "w", slug: "weight", nameGr: "Βάρος", nameEn: "Weight", unit: "kg", minValue: 20, maxValue: 350 },
  ],
  measurements: [{ id: "m1", kindId: "w", date: "2026-11-23", value: 62.5 }],
  weeks: [{ weekStart: "2026-11-23", planned: 3, done: 1 }],
  adherence: null,
  lastLog: "2026-11-23",
  nutrition: { yes: 0, partly: 0, no: 0 },
};
const T = {
  gr: {
    best: /^Άρση θανάτου: καλύτερο 1RM 53,8 kg/,
    cells: ["53,8", "1.234,5", "62,5"],
    dot: /\d\.\d(?!\d\d)/,
  },
  en: { best: /^Deadlift: best 1RM 53.8 kg/, cells: ["53.8", "1,234.5", "62.5"], dot: /\d,\d(?!\d\d)/ },
};
const NONE = {
  gr: {
    member: "Δεν έχεις καταγράψει ακόμη προπόνηση.",
    coach: "Το μέλος δεν έχει καταγράψει ακόμη προπόνηση.",
  },
  en: { member: "You have not logged a session yet.", coach: "The member has not logged a session yet." },
};

describe("the progress view", () => {
  it.each(["gr", "en"] as const)(
    "names the exercise and writes numbers in the page's language (%s)",
    async (lang) => {
      stubApi({});
      await renderScreen(<ProgressView data={PROGRESS} />, { lang });
      expect(screen.getByRole("heading", { name: T[lang].best })).toBeVisible();
      for (const cell of T[lang].cells) expect(screen.getByRole("cell", { name: cell })).toBeVisible();
      const tables = screen.getAllByRole("table").map((t) => t.textContent ?? "");
      for (const text of tables) expect(text).not.toMatch(T[lang].dot);
    },
  );

  it.each(["gr", "en"] as const)(
    "speaks to the member, and about the member to the coach (%s)",
    async (lang) => {
      stubApi({});
      const empty = { ...PROGRESS, exercises: [], kinds: [], measurements: [] };
      const view = await renderScreen(<ProgressView data={empty} />, { lang });
      expect(screen.getByText(NONE[lang].member)).toBeVisible();
      view.unmount();
      await renderScreen(<ProgressView data={empty} coach />, { lang });
      expect(screen.getByText(NONE[lang].coach)).toBeVisible();
      expect(screen.queryByText(NONE[lang].member)).toBeNull();
    },
  );
});
