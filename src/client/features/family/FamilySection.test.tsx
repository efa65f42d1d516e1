import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { FamilySection } from "./FamilySection";

/** A dependant signed in on their own sees on their account page who their guardian is. */
const SLOW = { timeout: 5000 };
const LINE = {
  gr: "Κηδεμόνας σου: Maria Pappa (m@example.com). Μπορεί να κάνει και κρατήσεις για σένα.",
  en: "Your guardian: Maria Pappa (m@example.com). They can also book for you.",
};

describe("the account page's family line", () => {
  it.each(["gr", "en"] as const)("names a dependant's guardian (%s)", async (lang) => {
    stubApi({
      "GET /api/me": { user: { id: "c2", name: "Nikos Pappa", role: "user", email: "nikos@example.com" } },
      "GET /api/family": {
        dependants: [],
        minimumAge: 16,
        consentAge: 18,
        max: 8,
        mayAdd: false,
        guardian: { name: "Maria Pappa", email: "m@example.com" },
      },
    });
    await renderScreen(<FamilySection />, { lang });
    expect(await screen.findByText(LINE[lang], {}, SLOW)).toBeVisible();
    // Nobody's guardian: no way to a family of their own.
    expect(screen.queryByRole("link")).toBeNull();
  });
});
