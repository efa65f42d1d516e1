import { describe, expect, it } from "vitest";
import { creditColumns, decodeCsv, detectSeparator, headerColumns, parseCsv } from "./csv";
import { importDate } from "./lines";

describe("reading a spreadsheet's CSV", () => {
  it("decodes UTF-8 with or without its BOM, and Windows-1253 when the bytes are not UTF-8", () => {
    expect(decodeCsv(new TextEncoder().encode("\uFEFFΌνομα"))).toEqual({ text: "Όνομα", encoding: "utf-8" });
    expect(decodeCsv(new TextEncoder().encode("Όνομα"))).toEqual({ text: "Όνομα", encoding: "utf-8" });
    // 'Όνομα' in Windows-1253: Ό is 0xBC, ν 0xED, ο 0xEF, μ 0xEC, α 0xE1.
    expect(decodeCsv(Uint8Array.from([0xbc, 0xed, 0xef, 0xec, 0xe1]))).toEqual({
      text: "Όνομα",
      encoding: "windows-1253",
    });
  });

  it("takes the header line's separator, ignoring quoted ones", () => {
    expect(detectSeparator("a;b;c\n1,2;3")).toBe(";");
    expect(detectSeparator('"a;b;c",d,e')).toBe(",");
    expect(detectSeparator("email")).toBe(",");
  });

  it("reads quoted fields with separators, doubled quotes and line breaks, CRLF or LF, blank lines left out", () => {
    const text = 'a;b\r\n"x; y";"say ""hi"""\r\n\r\n"two\nlines";z\nlast;"open';
    expect(parseCsv(text, ";", 10)).toEqual({
      records: [
        { line: 1, fields: ["a", "b"], malformed: false },
        { line: 2, fields: ["x; y", 'say "hi"'], malformed: false },
        { line: 4, fields: ["two\nlines", "z"], malformed: false },
        { line: 6, fields: ["last", "open"], malformed: true },
      ],
      more: false,
    });
    expect(parseCsv("a\nb\nc\n", ",", 2)).toMatchObject({ more: true });
  });

  it("knows Greek and English headers, with or without accents, case or punctuation", () => {
    expect(
      headerColumns([
        "ΌΝΟΜΑ",
        "Επώνυμο",
        "E-mail",
        "Τηλέφωνο",
        "Πακέτο",
        "Συνεδρίες",
        "Ημερομηνία λήξης",
        "Notes",
      ]),
    ).toEqual(["firstName", "lastName", "email", "phone", "package", "sessions", "expires", null]);
  });

  const kinds = [
    { key: "gym", nameGr: "Γυμναστήριο", nameEn: "Gym", position: 0 },
    { key: "pilates", nameGr: "Reformer Pilates", nameEn: "Reformer Pilates", position: 1 },
    { key: "spin-2", nameGr: "Ποδήλατο", nameEn: "Spin", position: 2 },
  ];

  it("finds a column per kind of credit by its key, in Greek or English, once per kind", () => {
    const cells = [
      "Email",
      "Credits:Yoga",
      "ΣΥΝΕΔΡΊΕΣ: spin-2",
      "Notes: yoga",
      "credits:yoga",
      "Pilates",
      "Συνεδρίες:pilates",
    ];
    expect(creditColumns(cells, kinds)).toEqual([
      { index: 1, kind: "yoga", header: "Credits:Yoga" },
      { index: 2, kind: "spin-2", header: "ΣΥΝΕΔΡΊΕΣ: spin-2" },
      { index: 5, kind: "pilates", header: "Pilates" },
    ]);
    // 'Pilates' and 'Συνεδρίες:pilates' name one kind: its first column counts, never both.
    expect(headerColumns(cells)).toEqual(["email", null, null, null, null, null, null]);
  });

  it("finds a kind's column by the kind's key or name from its row, never a fixed column's", () => {
    const cells = ["Sessions", "Gym sessions", "Ποδήλατο", "Reformer Pilates sessions", "Yoga"];
    expect(creditColumns(cells, kinds)).toEqual([
      { index: 2, kind: "spin-2", header: "Ποδήλατο" },
      { index: 3, kind: "pilates", header: "Reformer Pilates sessions" },
    ]);
    expect(headerColumns(cells)).toEqual(["sessions", null, null, null, null]);
  });

  it("reads dd/mm/yyyy and yyyy-mm-dd, never an impossible date", () => {
    expect(importDate("31/12/2026")).toBe("2026-12-31");
    expect(importDate("1/2/2027")).toBe("2027-02-01");
    expect(importDate("2026-12-31")).toBe("2026-12-31");
    expect(importDate("29/02/2028")).toBe("2028-02-29");
    expect(importDate("29/02/2027")).toBeNull();
    expect(importDate("12/31/2026")).toBeNull();
    expect(importDate("2026-13-01")).toBeNull();
  });
});
