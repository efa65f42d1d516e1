import { describe, expect, it } from "vitest";
import { openingHours } from "./hours";

describe("openingHours", () => {
  it("follows the calendar: Mon–Fri 08:00–22:00, Saturday 10:00–18:00, Sunday closed", () => {
    expect(openingHours()).toEqual([
      {
        days: ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"],
        open: "08:00",
        close: "22:00",
      },
      { days: ["2024-01-06"], open: "10:00", close: "18:00" },
      { days: ["2024-01-07"], closed: true },
    ]);
  });
});
