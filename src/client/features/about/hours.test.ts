import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import { openingHours, rangesText } from "./hours";

describe("openingHours", () => {
  it("follows the spec's rules: Mon–Fri 08:00–22:00, Saturday 10:00–18:00, Sunday closed", () => {
    expect(openingHours(SPEC_RULES)).toEqual([
      {
        days: ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"],
        ranges: [{ from: "08:00", to: "22:00" }],
      },
      { days: ["2024-01-06"], ranges: [{ from: "10:00", to: "18:00" }] },
      { days: ["2024-01-07"], closed: true },
    ]);
  });

  it("follows the owner's hours: a split Monday and an open Sunday", () => {
    const hours = SPEC_RULES.hours.map((h) => [...h]);
    hours[1] = [
      { from: "17:00", to: "21:00" },
      { from: "07:00", to: "12:00" },
    ];
    hours[0] = [{ from: "10:00", to: "14:00" }];
    const week = openingHours({ hours });
    expect(week[0]).toEqual({
      days: ["2024-01-01"],
      ranges: [
        { from: "07:00", to: "12:00" },
        { from: "17:00", to: "21:00" },
      ],
    });
    expect(week.at(-1)).toEqual({ days: ["2024-01-07"], ranges: [{ from: "10:00", to: "14:00" }] });
    expect(rangesText((week[0] as { ranges: { from: string; to: string }[] }).ranges)).toBe(
      "07:00 – 12:00, 17:00 – 21:00",
    );
  });
});
