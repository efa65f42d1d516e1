import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AttendanceStats } from "../../../shared/schemas/attendance";
import { stubApi } from "../../test/api";
import { KIFISIA, MAIN_LOCATION } from "../../test/locations";
import { renderScreen } from "../../test/render";
import { SITE } from "../../test/site";
import AttendancePage from "./AttendancePage";

/** A month's attendance at a studio with two locations (decision 057): the switch and the places side by side. */
const SLOW = { timeout: 5000 };

const summary = (visits: number, bookings: number) => ({
  members: visits,
  visitors: visits,
  visits,
  averageVisits: 1,
  bookings,
  cancellations: bookings - visits,
  cancellationRate: 0,
  noShows: 0,
});
const place = (location: string, visits: number, bookings: number) => ({
  location,
  visits,
  visitors: visits,
  bookings,
  cancellations: bookings - visits,
  noShows: 0,
});

/** The total carries each location's figures; one location's does not. */
const answer = ({ url }: { url: URL }): AttendanceStats => {
  const one = url.searchParams.get("location");
  return {
    month: "2025-11",
    statusDay: "2025-11-30",
    summary: one ? summary(2, 3) : summary(7, 9),
    statuses: { inactive: 0, dormant: 0, heavy: 0, regular: 0, low: 0 },
    days: [],
    members: [],
    ...(one ? {} : { byLocation: [place("main", 5, 6), place("kifisia", 2, 3)] }),
  };
};

const T = {
  gr: { choose: "Τοποθεσία", all: "Όλες οι τοποθεσίες", total: "Σύνολο", kifisia: "Κηφισιά" },
  en: { choose: "Location", all: "All locations", total: "Total", kifisia: "Kifisia" },
};

describe("attendance at two locations", () => {
  it.each(["gr", "en"] as const)(
    "shows each location's visits beside the total, and one location's month when chosen (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/attendance": answer,
        "GET /api/locations": [MAIN_LOCATION, KIFISIA],
        "GET /api/site": SITE,
      });
      const { user } = await renderScreen(<AttendancePage />, { lang });
      const pick = await screen.findByLabelText(T[lang].choose, { selector: "input" }, SLOW);
      expect(pick).toHaveValue(T[lang].all);
      const table = await screen.findByTestId("attendance-by-location", {}, SLOW);
      const rows = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent));
      expect(rows).toEqual([
        [SITE.name, "5", "5", "6", "1", "0"],
        [T[lang].kifisia, "2", "2", "3", "1", "0"],
        [T[lang].total, "7", "7", "9", "2", "0"],
      ]);

      await user.click(pick);
      await user.click(await screen.findByRole("option", { name: T[lang].kifisia, hidden: true }));
      await waitFor(() => expect(screen.getByTestId("summary-visits").textContent).toBe("2"), SLOW);
      expect(calls.at(-1)?.url.searchParams.get("location")).toBe("kifisia");
      expect(screen.queryByTestId("attendance-by-location")).toBeNull();
    },
  );

  it("a studio with one location shows no switch", async () => {
    stubApi({
      "GET /api/admin/attendance": answer,
      "GET /api/locations": [MAIN_LOCATION],
      "GET /api/site": SITE,
    });
    await renderScreen(<AttendancePage />, { lang: "en" });
    await screen.findByTestId("attendance-summary", {}, SLOW);
    expect(screen.queryByLabelText("Location")).toBeNull();
    expect(screen.queryByText("All locations")).toBeNull();
  });
});
