import { describe, expect, it } from "vitest";
import type { OccupancyCell } from "../../../shared/schemas/owner-report";
import { change, comparedWith, fullestAndEmptiest, heatMap, heatStep, monthDates, percent } from "./view";

const cell = (
  weekday: number,
  time: string,
  bookings: number,
  capacity: number,
  schedule: "gym" | "pilates" = "gym",
): OccupancyCell => ({
  schedule,
  weekday,
  time,
  slots: 1,
  capacity,
  bookings,
  pastBookings: bookings,
  noShows: 0,
  waitlisted: 0,
  longestWaitlist: 0,
});

describe("owner's report view", () => {
  it("percentages and changes say nothing when there is nothing to divide by", () => {
    expect(percent(3, 4)).toBe(75);
    expect(percent(1, 0)).toBeNull();
    expect(change(150, 100)).toBe(50);
    expect(change(5, 0)).toBeNull();
  });

  it("lays a schedule's slots out as weekday × start time, a half-past slot in a row of its own", () => {
    const map = heatMap(
      [cell(1, "09:00", 2, 10), cell(1, "09:30", 3, 5, "pilates"), cell(2, "10:00", 5, 10)],
      "gym",
    );
    expect(map.times).toEqual(["09:00", "10:00"]);
    expect(map.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(map.cells.get("09:00")?.get(1)).toEqual({ bookings: 2, capacity: 10 });
    const long = heatMap(
      [
        cell(1, "08:30", 3, 5, "pilates"),
        cell(6, "10:30", 4, 5, "pilates"),
        cell(1, "11:30", 1, 5, "pilates"),
      ],
      "pilates",
    );
    expect(long.times).toEqual(["08:30", "10:30", "11:30"]);
    expect(long.cells.get("10:30")?.get(6)).toEqual({ bookings: 4, capacity: 5 });
  });

  it("lists the fullest and the emptiest slots without repeating one", () => {
    const cells = [cell(1, "08:00", 10, 10), cell(1, "09:00", 0, 10), cell(2, "08:00", 5, 10)];
    const { fullest, emptiest } = fullestAndEmptiest(cells, "gym", 1);
    expect(fullest.map((c) => c.time + c.weekday)).toEqual(["08:001"]);
    expect(emptiest.map((c) => c.time + c.weekday)).toEqual(["09:001"]);
  });

  it("steps the colour by fifths and gives a month's dates", () => {
    expect([heatStep(null), heatStep(0), heatStep(20), heatStep(21), heatStep(130)]).toEqual([
      null,
      0,
      1,
      2,
      5,
    ]);
    expect(monthDates("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });
});

describe("what the report says it compares with", () => {
  it("names the months before a period of whole months, and the dates of as many days otherwise", () => {
    const months = { previousFrom: "2025-11-01", previousTo: "2025-11-30", comparison: "months" as const };
    expect(comparedWith(months, "en")).toEqual({ months: true, count: 1, period: "November 2025" });
    expect(comparedWith(months, "gr").period).toMatch(/^Νοέμβριος 2025$/i);
    const quarter = { previousFrom: "2025-07-01", previousTo: "2025-09-30", comparison: "months" as const };
    expect(comparedWith(quarter, "en")).toEqual({
      months: true,
      count: 3,
      period: "July 2025 – September 2025",
    });
    const days = { previousFrom: "2025-11-21", previousTo: "2025-12-04", comparison: "days" as const };
    expect(comparedWith(days, "en")).toMatchObject({ months: false, count: 14 });
    expect(comparedWith(days, "gr").period).toBe("21/11/2025 – 4/12/2025");
  });
});
