import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Μαρία "Μάρω", Π.')).toBe('"Μαρία ""Μάρω"", Π."');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("plain")).toBe("plain");
  });
  it("keeps numbers and empty values as they are", () => {
    expect(csvCell(0)).toBe("0");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+30 210")).toBe("'+30 210");
    expect(csvCell("@x")).toBe("'@x");
  });
  it("joins rows with CRLF under the header", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          ["y", null],
        ],
      ),
    ).toBe("a,b\r\nx,1\r\ny,");
  });
});
