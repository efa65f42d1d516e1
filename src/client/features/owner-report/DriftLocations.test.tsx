import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DRIFT_DEFAULTS, type DriftListAnswer } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { KIFISIA, MAIN_LOCATION } from "../../test/locations";
import { renderScreen } from "../../test/render";
import { SITE } from "../../test/site";
import DriftPage from "./DriftPage";

/** The drifting lists at a studio with two locations (decision 057): each location's count, one location's list. */
const SLOW = { timeout: 5000 };

const member = (i: number) => ({
  userId: `m${i}`,
  name: `Member ${i}`,
  email: `m${i}@example.com`,
  credits: [],
  lastVisit: null,
  unsubscribed: false,
});

/** The total carries each location's count; one location's list does not. */
const answer = ({ url }: { url: URL }): DriftListAnswer => {
  const one = url.searchParams.get("location");
  return {
    list: "expiring",
    settings: DRIFT_DEFAULTS,
    members: one ? [member(1)] : [member(1), member(2), member(3)],
    ...(one
      ? {}
      : {
          byLocation: [
            { location: "main", members: 2 },
            { location: "kifisia", members: 1 },
          ],
        }),
  };
};

const T = {
  gr: {
    choose: "Τοποθεσία",
    counts: `${SITE.name}: 2 · Κηφισιά: 1`,
    kifisia: "Κηφισιά",
    all: /Όλες οι τοποθεσίες/,
  },
  en: {
    choose: "Location",
    counts: `${SITE.name}: 2 · Kifisia: 1`,
    kifisia: "Kifisia",
    all: /All locations/,
  },
};

describe("the drifting lists at two locations", () => {
  it.each(["gr", "en"] as const)(
    "count each location's members; one location's list is shown and messages wait for the whole list (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/report/drift/expiring": answer,
        "GET /api/admin/report/drift-settings": DRIFT_DEFAULTS,
        "GET /api/locations": [MAIN_LOCATION, KIFISIA],
        "GET /api/site": SITE,
        "GET /api/credit-kinds": [],
        "*": new Response(null, { status: 404 }),
      });
      const { user } = await renderScreen(<DriftPage />, { lang });
      expect((await screen.findByTestId("drift-by-location", {}, SLOW)).textContent).toBe(T[lang].counts);
      expect(screen.queryByTestId("drift-message-all")).toBeNull();

      await user.click(await screen.findByLabelText(T[lang].choose, { selector: "input" }, SLOW));
      await user.click(await screen.findByRole("option", { name: T[lang].kifisia, hidden: true }));
      await waitFor(() => expect(screen.getAllByText("Member 1").length).toBeGreaterThan(0), SLOW);
      await waitFor(() => expect(screen.queryByText("Member 2")).toBeNull(), SLOW);
      expect(calls.some((c) => c.url.searchParams.get("location") === "kifisia")).toBe(true);
      expect(screen.getByTestId("drift-message-all").textContent).toMatch(T[lang].all);
      expect(screen.queryByTestId("drift-by-location")).toBeNull();
    },
  );
});
