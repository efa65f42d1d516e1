import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "../../../shared/locales/en";
import { gr } from "../../../shared/locales/gr";
import { DRIFT_DEFAULTS, type DriftListAnswer } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { DriftTable } from "./DriftTable";

const M = { gr, en };
const CHILD = "0b7c@dependants.invalid";
const LIST: DriftListAnswer = {
  list: "dormant",
  settings: DRIFT_DEFAULTS,
  members: [
    {
      userId: "a",
      name: "Άννα Π.",
      email: "anna@example.gr",
      credits: [],
      lastVisit: null,
      unsubscribed: false,
    },
    { userId: "c", name: "Νίκος Π.", email: CHILD, credits: [], lastVisit: null, unsubscribed: false },
  ],
};

describe("a drifting list", () => {
  it.each(["gr", "en"] as const)(
    "names a guardian's child as having no address of their own, never the placeholder (%s)",
    async (lang) => {
      stubApi({ "GET /api/credit-kinds": [] });
      const { container } = await renderScreen(<DriftTable data={LIST} />, { lang });
      expect(screen.getByText("anna@example.gr")).toBeVisible();
      expect(screen.getByText(M[lang].family.noAddress)).toBeVisible();
      expect(container.textContent).not.toContain("dependants.invalid");
    },
  );
});
