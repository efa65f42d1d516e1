import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { withPlace } from "./csvPlace";

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

describe("the location column (decision 057)", () => {
  it("comes first with two or more locations, and not at all with one", () => {
    const rows = [["Mon", 3]];
    expect(withPlace(null, ["Day", "Bookings"], rows)).toEqual({ header: ["Day", "Bookings"], rows });
    const place = { header: "Location", value: "Kifisia" };
    const csv = withPlace(place, ["Day", "Bookings"], rows);
    expect(toCsv(csv.header, csv.rows)).toBe("Location,Day,Bookings\r\nKifisia,Mon,3");
  });
});
