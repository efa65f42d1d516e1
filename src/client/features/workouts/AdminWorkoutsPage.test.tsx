import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import AdminWorkoutsPage from "./AdminWorkoutsPage";

const EMPTY = {
  gr: "Πρόσθεσε τουλάχιστον μία άσκηση σε αυτή την ημέρα ή διάλεξε λιγότερες ημέρες την εβδομάδα.",
  en: "Add at least one exercise to this day, or choose fewer days per week.",
};

describe("the program editor", () => {
  it.each(["gr", "en"] as const)(
    "refuses training days without exercises, beside each day (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/admin/exercises": { exercises: [] } });
      const { user } = await renderScreen(<AdminWorkoutsPage />, { lang });
      await user.click(
        screen.getByRole("button", { name: lang === "gr" ? "Αποθήκευση προγράμματος" : "Save program" }),
      );
      // The three default days are empty: each says so under its title, and nothing is sent.
      const monday = screen.getByRole("region", { name: lang === "gr" ? "Δευτέρα" : "Monday" });
      expect(within(monday).getByText(EMPTY[lang])).toBeVisible();
      expect(screen.getAllByText(EMPTY[lang])).toHaveLength(3);
      expect(calls.some((c) => c.key.startsWith("POST"))).toBe(false);

      // A blank row added to Monday: Monday's refusal goes, the other days' stay.
      await user.click(
        within(monday).getByRole("button", { name: lang === "gr" ? "Προσθήκη άσκησης" : "Add exercise" }),
      );
      await user.click(
        screen.getByRole("button", { name: lang === "gr" ? "Αποθήκευση προγράμματος" : "Save program" }),
      );
      expect(within(monday).queryByText(EMPTY[lang])).toBeNull();
      expect(screen.getAllByText(EMPTY[lang])).toHaveLength(2);
    },
  );
});

describe("a change of a member's program", () => {
  const athlete = {
    id: "m1",
    name: "Άννα Α",
    email: "anna@x.test",
    nutritionName: null,
    nutritionExpiresOn: null,
  };
  const program = {
    id: "p1",
    userId: "m1",
    startDate: "2026-11-02",
    daysPerWeek: 1,
    days: [
      {
        dayKey: "monday",
        exercises: [{ exerciseId: null, name: "Deadlift", names: null, sets: 3, reps: "5", notes: "" }],
      },
    ],
    comments: "",
    previousId: null,
    version: 1,
    createdAt: "2026-11-01T10:00:00.000Z",
  };
  it.each([
    ["gr", /το μέλος θα ενημερωθεί με email/],
    ["en", /the member told by e-mail/],
  ] as const)("says the member is told, opened from the coach's page (%s)", async (lang, told) => {
    stubApi({
      "GET /api/admin/exercises": { exercises: [] },
      "GET /api/admin/workouts": { today: "2026-11-25", programs: [program] },
      "*": { items: [] },
    });
    await renderScreen(<AdminWorkoutsPage />, { lang, state: { athlete, revise: true } });
    const status = await screen.findByText(told, {}, { timeout: 5000 });
    expect(status).toBeVisible();
    expect(status.textContent).not.toMatch(/χρήστη|user/);
  });
});
