import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OwnerReport } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { RevenuePanel } from "./RevenuePanel";

/** Revenue by package names each package in the screen's language when the owner named it in both. */
const zero = { current: 0, previous: 0 };
const REPORT: OwnerReport = {
  from: "2026-11-01",
  to: "2026-11-30",
  previousFrom: "2026-10-01",
  previousTo: "2026-10-31",
  comparison: "months",
  revenueCents: { current: 30000, previous: 0 },
  packagesSold: { current: 2, previous: 0 },
  newMembers: zero,
  activeMembers: zero,
  byPackage: [
    {
      name: "Combo 100 Γυμναστήριο + Pilates",
      nameEn: "Combo 100 Gym + Pilates",
      cents: 25000,
      sold: 1,
      previousCents: 0,
      previousSold: 0,
    },
    { name: "Basic 12", nameEn: "", cents: 5000, sold: 1, previousCents: 0, previousSold: 0 },
  ],
  byWeek: [{ week: "2026-11-02", cents: 30000, sold: 2 }],
  occupancy: [],
  waitlists: [],
};

describe("the owner's revenue by package", () => {
  it.each([
    ["gr", "Combo 100 Γυμναστήριο + Pilates"],
    ["en", "Combo 100 Gym + Pilates"],
  ] as const)("names the package in the screen's language (%s)", async (lang, combo) => {
    stubApi({});
    await renderScreen(<RevenuePanel data={REPORT} />, { lang });
    const table = await screen.findByTestId("revenue-by-package");
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.firstElementChild?.textContent);
    expect(names).toEqual([combo, "Basic 12"]);
  });
});
