import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../test/api";
import { renderScreen } from "../test/render";
import { SITE } from "../test/site";
import { HomePage } from "./HomePage";

const nav = { params: new URLSearchParams(), clearParams: () => undefined, state: null, go: () => undefined };
const MARIA = {
  id: "m1",
  email: "maria@x.test",
  name: "Maria",
  role: "user",
  language: "gr",
  hasCompletedFitnessQuestionnaire: true,
  hasActiveNutrition: false,
};

const T = {
  gr: { soon: "Έρχεται σύντομα", login: "Σύνδεση μελών και προσωπικού", book: "Online κράτηση" },
  en: { soon: "Coming soon", login: "Log in for members and staff", book: "Online booking" },
};

describe("the home page before the owner opens the site", () => {
  it.each(["gr", "en"] as const)(
    "shows a visitor 'coming soon' with the studio's name and contact, and the sign-in (%s)",
    async (lang) => {
      stubApi({
        "GET /api/me": { user: null },
        "GET /api/site": { ...SITE, name: "Κίνηση Πάτρας", open: false },
        "*": { announcements: [] },
      });
      await renderScreen(<HomePage nav={nav} />, { lang });
      expect(await screen.findByText(T[lang].soon)).toBeVisible();
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Κίνηση Πάτρας");
      expect(screen.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", "tel:+302100000000");
      expect(screen.getByRole("link", { name: SITE.email })).toHaveAttribute("href", `mailto:${SITE.email}`);
      expect(screen.getByRole("button", { name: T[lang].login })).toBeVisible();
      expect(screen.queryByRole("button", { name: new RegExp(T[lang].book) })).toBeNull();
    },
  );

  it.each(["gr", "en"] as const)("shows a signed-in member the usual page (%s)", async (lang) => {
    stubApi({
      "GET /api/me": { user: MARIA },
      "GET /api/site": { ...SITE, open: false },
      "*": { announcements: [] },
    });
    await renderScreen(<HomePage nav={nav} />, { lang });
    expect(
      await screen.findByText(new RegExp(`${lang === "gr" ? "Καλώς ήρθες" : "Welcome"}, Maria`)),
    ).toBeVisible();
    expect(screen.queryByText(T[lang].soon)).toBeNull();
  });
});
