import { act, screen } from "@testing-library/react";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { SITE } from "../test/site";
import { HomePage } from "./HomePage";

/**
 * The member's home on a phone: buttons that arrive one read after another pushed the others down
 * the screen while the member aimed at them (a layout shift Lighthouse counted on the booking
 * screen). The buttons are drawn once the reads that decide them are in, all at once and in order.
 */

function Home() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const go = useNavigate();
  const clearParams = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return <HomePage nav={{ params, clearParams, state: location.state, go }} />;
}

const MEMBER = {
  id: "m1",
  email: "m1@x.test",
  name: "Ελένη Κ",
  role: "user",
  language: "gr",
  hasCompletedFitnessQuestionnaire: false,
  hasActiveNutrition: false,
};

const TEXT = {
  gr: {
    welcome: "Καλώς ήρθες, Ελένη Κ",
    book: "Online κράτηση",
    questionnaire: "Ερωτηματολόγιο φυσικής κατάστασης",
  },
  en: { welcome: "Welcome, Ελένη Κ", book: "Online booking", questionnaire: "Fitness questionnaire" },
};

const never = () => new Promise<never>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe("the home page's buttons", () => {
  it.each(["gr", "en"] as const)(
    "come at once, in order, once the member's reads are in, so none moves under a finger (%s)",
    async (lang) => {
      const T = TEXT[lang];
      let answer!: () => void;
      const status = new Promise<void>((r) => {
        answer = r;
      });
      stubApi({
        "GET /api/me": { user: MEMBER },
        "GET /api/site": SITE,
        "GET /api/announcements/current": { announcements: [] },
        "GET /api/me/workouts": { program: null, today: "2026-12-02" },
        "GET /api/me/questionnaires": async () => {
          await status;
          return { nutritionCompleted: false, fitnessCompleted: false };
        },
        "*": never,
      });
      await renderScreen(<Home />, { lang });
      // Who is signed in is known, the questionnaires' answer is not: no button yet to be pushed down.
      expect(await screen.findByText(T.welcome, {})).toBeVisible();
      expect(screen.queryByRole("button", { name: T.book })).toBeNull();

      await act(async () => answer());
      const book = await screen.findByRole("button", { name: T.book });
      const questionnaire = screen.getByRole("link", { name: T.questionnaire });
      // The questionnaire's button comes first, drawn with the rest (not slipped in above them later).
      expect(questionnaire.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it.each(["gr", "en"] as const)("come anyway when a read never answers (%s)", async (lang) => {
    stubApi({
      "GET /api/me": { user: MEMBER },
      "GET /api/site": SITE,
      "GET /api/announcements/current": { announcements: [] },
      "*": never,
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    await renderScreen(<Home />, { lang });
    expect(await screen.findByText(TEXT[lang].welcome, {})).toBeVisible();
    expect(screen.queryByRole("button", { name: TEXT[lang].book })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole("button", { name: TEXT[lang].book })).toBeVisible();
  });
});
