import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OccupancyCell, OwnerReport } from "../../../shared/schemas/owner-report";
import { stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { scheduleRow } from "../../test/schedules";
import { OccupancyPanel } from "./OccupancyPanel";

const GYM_ROW = scheduleRow({ standingAllowed: true });
const cell = (weekday: number, time: string, bookings: number): OccupancyCell => ({
  schedule: "gym",
  weekday,
  time,
  slots: 4,
  capacity: 40,
  bookings,
  pastBookings: bookings,
  noShows: 0,
  waitlisted: 0,
  longestWaitlist: 0,
});
const zero = { current: 0, previous: 0 };
const report = (occupancy: OccupancyCell[]): OwnerReport => ({
  from: "2026-11-01",
  to: "2026-11-30",
  previousFrom: "2026-10-01",
  previousTo: "2026-10-31",
  comparison: "months",
  revenueCents: zero,
  packagesSold: zero,
  newMembers: zero,
  activeMembers: zero,
  byPackage: [],
  byWeek: [],
  occupancy,
  waitlists: [],
});
const NONE = { gr: /Καμία κράτηση στο Γυμναστήριο/, en: /No bookings for Gym in this period/ };

describe("the owner's occupancy panel", () => {
  it.each(["gr", "en"] as const)(
    "with nothing booked, says so instead of ranking slots of 0%% (%s)",
    async (lang) => {
      stubApi({ "GET /api/admin/schedules": [GYM_ROW] });
      await renderScreen(<OccupancyPanel data={report([cell(1, "08:00", 0), cell(1, "09:00", 0)])} />, {
        lang,
      });
      expect(await screen.findByText(NONE[lang])).toBeInTheDocument();
      expect(screen.queryByTestId("slots-fullest")).toBeNull();
    },
  );

  it("with bookings, ranks the fullest slot first", async () => {
    stubApi({ "GET /api/admin/schedules": [GYM_ROW] });
    await renderScreen(<OccupancyPanel data={report([cell(1, "08:00", 4), cell(1, "09:00", 30)])} />, {
      lang: "en",
    });
    const fullest = await screen.findByTestId("slots-fullest");
    expect(fullest.textContent).toMatch(/^Mon 09:00: 75%/);
    expect(screen.queryByText(NONE.en)).toBeNull();
  });

  it.each(["gr", "en"] as const)(
    "labels the heat map's rows by the slots' start times, as the list beside it names them (%s)",
    async (lang) => {
      stubApi({ "GET /api/admin/schedules": [GYM_ROW] });
      const cells = [cell(6, "08:30", 10), cell(6, "10:30", 36), cell(1, "11:30", 5)];
      await renderScreen(<OccupancyPanel data={report(cells)} />, { lang });
      const map = await screen.findByTestId("heat-map");
      const rows = within(map)
        .getAllByRole("rowheader")
        .map((h) => h.textContent);
      expect(rows).toEqual(["08:30", "10:30", "11:30"]);
      const sat = lang === "gr" ? "Σάβ" : "Sat";
      expect((await screen.findByTestId("slots-fullest")).textContent).toMatch(new RegExp(`^${sat} 10:30`));
    },
  );
});
