import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import FitnessQuestionnairePage from "./FitnessQuestionnairePage";

const ME = {
  user: {
    id: "u1",
    email: "alki@example.com",
    name: "Αλκή Π",
    role: "user",
    language: "gr",
    hasCompletedFitnessQuestionnaire: false,
    hasActiveNutrition: false,
  },
};

describe("the fitness questionnaire", () => {
  // The form is a chunk of its own (decision 041): imported once here, as the page's preload does in
  // the browser, so the screen's lazy form resolves at once instead of while the test waits.
  beforeAll(() => import("./FitnessForm"));
  it.each([
    ["gr", "Ηλικία", "Επιτρέπεται από 1 έως 120.", "Υποβολή"],
    ["en", "Age", "Allowed: 1 to 120.", "Submit"],
  ] as const)(
    "keeps an out-of-range age as typed, says what is allowed and sends nothing (%s)",
    async (lang, age, range, submit) => {
      const calls = stubApi({
        "GET /api/me": ME,
        "GET /api/me/questionnaires/fitness": { questionnaire: null },
      });
      const { user } = await renderScreen(<FitnessQuestionnairePage />, {
        lang,
        path: "/fitness-questionnaire",
      });
      const field = await screen.findByRole("textbox", { name: age });
      expect(screen.getByText(range)).toBeVisible();
      await user.type(field, "0");
      await user.tab();
      expect(field).toHaveValue("0");
      await user.click(screen.getByRole("button", { name: submit }));
      expect(field).toHaveValue("0");
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(screen.getAllByRole("alert").length).toBeGreaterThan(0);
      expect(calls.some((c) => c.key.startsWith("PUT") || c.key.startsWith("POST"))).toBe(false);
    },
  );

  it.each([
    ["gr", "Βάρος (kg)", "Επιτρέπεται από 0,1 έως 500."],
    ["en", "Weight (kg)", "Allowed: 0.1 to 500."],
  ] as const)(
    "states the weight's range in the page's number format and reads its decimals (%s)",
    async (lang, label, range) => {
      stubApi({ "GET /api/me": ME, "GET /api/me/questionnaires/fitness": { questionnaire: null } });
      const { user } = await renderScreen(<FitnessQuestionnairePage />, {
        lang,
        path: "/fitness-questionnaire",
      });
      const field = await screen.findByRole("textbox", {
        name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`),
      });
      expect(screen.getByText(range)).toBeVisible();
      await user.click(field);
      await user.paste(lang === "gr" ? "72,5" : "72.5");
      await user.tab();
      expect(field).toHaveValue(lang === "gr" ? "72,5" : "72.5");
      expect(field).not.toHaveAttribute("aria-invalid", "true");
    },
  );
});
