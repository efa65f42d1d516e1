import { describe, expect, it } from "vitest";
import { decimalText, formatDecimal, parseDecimal } from "./decimals";

describe("a decimal typed or pasted", () => {
  it("reads the Greek decimal comma, a point that cannot be thousands, and grouped thousands (gr)", () => {
    expect(parseDecimal("62,5", "gr")).toBe(62.5);
    expect(parseDecimal("62.5", "gr")).toBe(62.5);
    expect(parseDecimal("1.234,5", "gr")).toBe(1234.5);
    expect(parseDecimal(" 80 ", "gr")).toBe(80);
    expect(parseDecimal(",5", "gr")).toBe(0.5);
    expect(parseDecimal("1 234,5", "gr")).toBe(1234.5);
  });

  it("reads the English point, a comma that cannot be thousands, and grouped thousands (en)", () => {
    expect(parseDecimal("62.5", "en")).toBe(62.5);
    expect(parseDecimal("62,5", "en")).toBe(62.5);
    expect(parseDecimal("1,234.5", "en")).toBe(1234.5);
    expect(parseDecimal("-2.5", "en")).toBe(-2.5);
  });

  it.each(["gr", "en"])("refuses what is not a number rather than store another one (%s)", (lang) => {
    for (const garbage of [
      "",
      " ",
      "abc",
      "62,5kg",
      "1e5",
      "6.2.5",
      "6,2,5",
      "1.234.5,6,7",
      ",",
      "-",
      "0x10",
    ])
      expect(parseDecimal(garbage, lang), garbage).toBeNull();
  });
});

describe("a decimal shown", () => {
  it("takes the language's separators", () => {
    expect(formatDecimal(53.8, "gr")).toBe("53,8");
    expect(formatDecimal(53.8, "en")).toBe("53.8");
    expect(formatDecimal(1234.5, "gr")).toBe("1.234,5");
    expect(formatDecimal(80, "gr")).toBe("80");
    expect(decimalText(1234.5, "gr")).toBe("1234,5");
    expect(parseDecimal(decimalText(1234.56, "gr"), "gr")).toBe(1234.56);
    expect(parseDecimal(decimalText(1234.56, "en"), "en")).toBe(1234.56);
  });
});
