import { describe, expect, it } from "vitest";
import { previousPeriod } from "./report-period";

describe("the period the owner's report compares with", () => {
  it("is the calendar month before for a calendar month, whatever the lengths", () => {
    expect(previousPeriod("2025-12-01", "2025-12-31")).toEqual({
      from: "2025-11-01",
      to: "2025-11-30",
      comparison: "months",
    });
    expect(previousPeriod("2025-03-01", "2025-03-31")).toMatchObject({
      from: "2025-02-01",
      to: "2025-02-28",
    });
    expect(previousPeriod("2024-03-01", "2024-03-31")).toMatchObject({
      from: "2024-02-01",
      to: "2024-02-29",
    });
    expect(previousPeriod("2026-01-01", "2026-01-31")).toMatchObject({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });

  it("is as many calendar months before for whole months (a quarter, a year)", () => {
    expect(previousPeriod("2025-01-01", "2025-03-31")).toEqual({
      from: "2024-10-01",
      to: "2024-12-31",
      comparison: "months",
    });
    expect(previousPeriod("2025-01-01", "2025-12-31")).toMatchObject({
      from: "2024-01-01",
      to: "2024-12-31",
    });
  });

  it("is the range of the same length just before for any other dates", () => {
    expect(previousPeriod("2025-12-05", "2025-12-18")).toEqual({
      from: "2025-11-21",
      to: "2025-12-04",
      comparison: "days",
    });
    // From the 1st but not to a month's end, or to a month's end but not from the 1st.
    expect(previousPeriod("2025-12-01", "2025-12-30")).toMatchObject({
      from: "2025-11-01",
      comparison: "days",
    });
    expect(previousPeriod("2025-12-02", "2025-12-31")).toMatchObject({
      from: "2025-11-02",
      comparison: "days",
    });
    expect(previousPeriod("2025-12-07", "2025-12-07")).toMatchObject({
      from: "2025-12-06",
      to: "2025-12-06",
    });
  });
});
