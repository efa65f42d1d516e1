import { describe, expect, it } from "vitest";
import { dateFormat, localeOf, numberFormat, timeFormat } from "./intl";

describe("kept Intl formatters", () => {
  it("format as a new formatter of the same locale and options would, in both languages", () => {
    const day = new Date("2026-09-01T12:00:00Z");
    const long = {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    } as const;
    expect(dateFormat("el-GR", long).format(day)).toBe("Τρίτη 1 Σεπτεμβρίου 2026");
    expect(dateFormat("en-GB", long).format(day)).toBe("Tuesday, 1 September 2026");
    expect(numberFormat("el-GR", { style: "currency", currency: "EUR" }).format(12.5)).toBe(
      new Intl.NumberFormat("el-GR", { style: "currency", currency: "EUR" }).format(12.5),
    );
  });

  it("make one formatter per locale and options, and tell different options apart", () => {
    expect(dateFormat("el-GR", { dateStyle: "short" })).toBe(dateFormat("el-GR", { dateStyle: "short" }));
    expect(dateFormat("el-GR", { dateStyle: "short" })).not.toBe(dateFormat("en-GB", { dateStyle: "short" }));
    expect(dateFormat("el-GR", { dateStyle: "short" })).not.toBe(dateFormat("el-GR", { dateStyle: "long" }));
    expect(numberFormat("el-GR", { minimumFractionDigits: 0 }).format(5)).toBe("5");
    expect(numberFormat("el-GR", { minimumFractionDigits: 2 }).format(5)).toBe("5,00");
  });

  it("write a time of day on the 24-hour clock in both languages", () => {
    const at = new Date("2026-01-15T14:05:00Z");
    expect(timeFormat("el-GR", { timeZone: "UTC" }).format(at)).toBe("14:05");
    expect(timeFormat("en-GB", { timeZone: "UTC" }).format(at)).toBe("14:05");
  });

  it("name one locale per interface language, Greek's by default", () => {
    expect([localeOf("gr"), localeOf("en"), localeOf("fr")]).toEqual(["el-GR", "en-GB", "el-GR"]);
  });
});
