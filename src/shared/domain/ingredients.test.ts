import { describe, expect, it } from "vitest";
import { isIgnoredIngredientLine, parseIngredientLine, parseIngredients } from "./ingredients.js";

describe("parseIngredientLine", () => {
  it("splits a leading whole number from the item", () => {
    expect(parseIngredientLine("200 γρ. κοτόπουλο")).toEqual({ quantity: "200", item: "γρ. κοτόπουλο" });
    expect(parseIngredientLine("2 αυγά")).toEqual({ quantity: "2", item: "αυγά" });
  });
  it("accepts decimals with a dot or a comma", () => {
    expect(parseIngredientLine("1.5 cups rice")).toEqual({ quantity: "1.5", item: "cups rice" });
    expect(parseIngredientLine("0,5 κ.σ. ελαιόλαδο")).toEqual({ quantity: "0,5", item: "κ.σ. ελαιόλαδο" });
  });
  it("takes the number even when the unit follows without a space", () => {
    expect(parseIngredientLine("150g γιαούρτι")).toEqual({ quantity: "150", item: "g γιαούρτι" });
  });
  it("keeps lines without a leading number as the item", () => {
    expect(parseIngredientLine("  Σαλάτα εποχής ")).toEqual({ quantity: null, item: "Σαλάτα εποχής" });
    expect(parseIngredientLine("Μήλο 1")).toEqual({ quantity: null, item: "Μήλο 1" });
    expect(parseIngredientLine("42")).toEqual({ quantity: null, item: "42" });
    expect(parseIngredientLine(".5 cup")).toEqual({ quantity: null, item: ".5 cup" });
  });
});

describe("parseIngredients", () => {
  it("parses one ingredient per line and skips blank, '---' and '###' lines", () => {
    const text = "### Πρωινό\r\n2 αυγά\n\n   \n---\n 1,5 φέτα ψωμί \n--- σημείωση\nκαφές\n###";
    expect(parseIngredients(text)).toEqual([
      { quantity: "2", item: "αυγά" },
      { quantity: "1,5", item: "φέτα ψωμί" },
      { quantity: null, item: "καφές" },
    ]);
  });
  it("gives an empty list for empty text", () => {
    expect(parseIngredients("")).toEqual([]);
    expect(parseIngredients("\n\n")).toEqual([]);
  });
  it("ignores marker lines after trimming", () => {
    expect(isIgnoredIngredientLine("  ### x")).toBe(true);
    expect(isIgnoredIngredientLine("-- x")).toBe(false);
  });
});
