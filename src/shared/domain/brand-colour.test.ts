import { describe, expect, it } from "vitest";
import {
  BRAND_SHADE,
  brandShades,
  brandVariables,
  CONTRAST_MIN,
  contrastRatio,
  contrastWithWhite,
  DEFAULT_BRAND_COLOR,
} from "./brand-colour";

describe("the brand colour", () => {
  it("measures contrast as WCAG does, rounded down", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastWithWhite("#767676")).toBe(4.54);
    expect(contrastWithWhite("#777777")).toBe(4.47);
    expect(contrastWithWhite(DEFAULT_BRAND_COLOR)).toBeGreaterThanOrEqual(CONTRAST_MIN);
  });

  it("keeps the spec's teal as it was drawn, and makes ten shades of another around it", () => {
    expect(brandShades("#0B5E55")[1]).toBe("#c3fae8");
    const shades = brandShades("#6a1b9a");
    expect(shades).toHaveLength(10);
    expect(shades[BRAND_SHADE]).toBe("#6a1b9a");
    // Lightest first; the last darker than the colour.
    const light = (hex: string) => contrastRatio(hex, "#000000");
    for (let i = 1; i < shades.length; i++) expect(light(shades[i]!)).toBeLessThan(light(shades[i - 1]!));
  });

  it("gives the home page a tagline colour that keeps AA on the brand, white when no tint does", () => {
    expect(brandVariables(DEFAULT_BRAND_COLOR)["--brand-tint"]).toBe("#c3fae8");
    for (const color of ["#6a1b9a", "#1e3a8a", "#767676", "#b3261e"]) {
      const v = brandVariables(color);
      expect(contrastRatio(v["--brand-tint"], v["--brand"]), color).toBeGreaterThanOrEqual(CONTRAST_MIN);
    }
    expect(brandVariables("#767676")["--brand-tint"]).toBe("#ffffff");
  });
});
