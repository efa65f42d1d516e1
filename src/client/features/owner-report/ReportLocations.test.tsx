import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { previousPeriod } from "../../../shared/domain/report-period";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { KIFISIA, MAIN_LOCATION as MAIN } from "../../test/locations";
import { renderScreen } from "../../test/render";
import { SITE } from "../../test/site";
import OwnerReportPage from "./OwnerReportPage";

/** The owner's report of a studio with two locations (decision 057): the switch and the places side by side. */
const SLOW = { timeout: 5000 };

const figures = (location: string, bookings: number, capacity: number) => ({
  location,
  slots: 2,
  capacity,
  bookings,
  pastBookings: bookings,
  noShows: 0,
  waitlisted: 0,
  activeMembers: bookings,
});

const zero = { current: 0, previous: 0 };
/** The server's answer: the total carries each location's bookings; one location's does not. */
const answer = ({ url }: { url: URL }): OwnerReport => {
  const from = url.searchParams.get("from")!;
  const to = url.searchParams.get("to")!;
  const before = previousPeriod(from, to);
  const one = url.searchParams.get("location");
  return {
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    comparison: before.comparison,
    revenueCents: zero,
    packagesSold: zero,
    newMembers: zero,
    activeMembers: { current: 7, previous: 0 },
    byPackage: [],
    byWeek: [],
    occupancy: [],
    waitlists: [],
    ...(one ? {} : { byLocation: [figures("main", 6, 20), figures("kifisia", 3, 10)] }),
  };
};

const T = {
  gr: {
    choose: "Τοποθεσία",
    all: "Όλες οι τοποθεσίες",
    total: "Σύνολο",
    kifisia: "Κηφισιά",
    note: /ισχύουν εκεί/,
  },
  en: { choose: "Location", all: "All locations", total: "Total", kifisia: "Kifisia", note: /valid there/ },
};

describe("the owner's report with two locations", () => {
  it.each(["gr", "en"] as const)(
    "shows every location's bookings beside the total, and one location's numbers when chosen (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/report": answer,
        "GET /api/admin/schedules": [],
        "GET /api/locations": [MAIN, KIFISIA],
        "GET /api/site": SITE,
      });
      const { user } = await renderScreen(<OwnerReportPage />, { lang });
      const pick = await screen.findByLabelText(T[lang].choose, { selector: "input" }, SLOW);
      expect(pick).toHaveValue(T[lang].all);

      const table = await screen.findByTestId("report-by-location", {}, SLOW);
      const rows = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent));
      // The first location has no name of its own: the studio's. Active members: each location's, and
      // the period's (no sum: a member may book at both).
      expect(rows).toEqual([
        [SITE.name, "6", "20", "30%", "0%", "0", "6"],
        [T[lang].kifisia, "3", "10", "30%", "0%", "0", "3"],
        [T[lang].total, "9", "30", "30%", "0%", "0", "7"],
      ]);

      await user.click(pick);
      await user.click(await screen.findByRole("option", { name: T[lang].kifisia, hidden: true }));
      await waitFor(() =>
        expect(calls.some((c) => c.url.searchParams.get("location") === "kifisia")).toBe(true),
      );
      expect((await screen.findByTestId("report-place-note", {}, SLOW)).textContent).toMatch(T[lang].note);
      expect(screen.queryByTestId("report-by-location")).toBeNull();
    },
  );

  it("a studio with one location shows no switch and no breakdown", async () => {
    stubApi({
      "GET /api/admin/report": answer,
      "GET /api/admin/schedules": [],
      "GET /api/locations": [MAIN],
      "GET /api/site": SITE,
    });
    await renderScreen(<OwnerReportPage />, { lang: "en" });
    await screen.findByTestId("report-compared", {}, SLOW);
    expect(screen.queryByLabelText("Location")).toBeNull();
    expect(screen.queryByText("All locations")).toBeNull();
  });
});
