import { describe, expect, it } from "vitest";
import { foldText, memberStatus, parseExpiryQuery, parseSessionsQuery } from "./member-search.js";

describe("parseSessionsQuery", () => {
  it("parses an inclusive range a-b", () => {
    expect(parseSessionsQuery("5-10")).toEqual({ min: 5, max: 10 });
    expect(parseSessionsQuery(" 0 - 2 ")).toEqual({ min: 0, max: 2 });
    expect(parseSessionsQuery("3-3")).toEqual({ min: 3, max: 3 });
  });
  it("parses strict < and > as inclusive bounds", () => {
    expect(parseSessionsQuery("<5")).toEqual({ max: 4 });
    expect(parseSessionsQuery(">5")).toEqual({ min: 6 });
    expect(parseSessionsQuery("> 0")).toEqual({ min: 1 });
  });
  it("parses an exact number", () => {
    expect(parseSessionsQuery("12")).toEqual({ min: 12, max: 12 });
  });
  it("rejects anything else", () => {
    for (const q of ["", "abc", "10-5", "<", ">x", "1-2-3", "-3", "5.5", "<=5"]) {
      expect(parseSessionsQuery(q)).toBeNull();
    }
  });
});

describe("parseExpiryQuery", () => {
  it("parses a day", () => {
    expect(parseExpiryQuery("2025-09-30")).toEqual({ from: "2025-09-30", toExclusive: "2025-10-01" });
    expect(parseExpiryQuery("2025-12-31")).toEqual({ from: "2025-12-31", toExclusive: "2026-01-01" });
  });
  it("parses a month prefix", () => {
    expect(parseExpiryQuery("2025-09")).toEqual({ from: "2025-09-01", toExclusive: "2025-10-01" });
    expect(parseExpiryQuery("2025-12")).toEqual({ from: "2025-12-01", toExclusive: "2026-01-01" });
    expect(parseExpiryQuery(" 2028-02 ")).toEqual({ from: "2028-02-01", toExclusive: "2028-03-01" });
  });
  it("rejects invalid input", () => {
    for (const q of ["", "2025", "2025-13", "2025-00", "2025-02-30", "2025-9", "25-09-01", "abc"]) {
      expect(parseExpiryQuery(q)).toBeNull();
    }
  });
});

describe("foldText", () => {
  it("lowercases and strips accents", () => {
    expect(foldText("Μαρία")).toBe("μαρια");
    expect(foldText("ΆΝΝΑ Ϊ́ ϋ")).toBe("αννα ι υ");
    expect(foldText("José ÉLODIE")).toBe("jose elodie");
  });
  it("folds the Greek final sigma", () => {
    expect(foldText("Νίκος")).toBe("νικοσ");
    expect(foldText("ΠΑΠΑΔΟΠΟΥΛΟΣ")).toBe(foldText("Παπαδόπουλος"));
  });
});

describe("memberStatus", () => {
  const now = new Date("2025-09-30T12:00:00Z");
  it("is inactive without a package", () => {
    expect(memberStatus({ expiresAt: null, sessions: 10 }, now)).toBe("inactive");
  });
  it("is active while valid or expired up to 30 days", () => {
    expect(memberStatus({ expiresAt: new Date("2025-10-30T00:00:00Z"), sessions: 0 }, now)).toBe("active");
    expect(memberStatus({ expiresAt: new Date("2025-08-31T12:00:00Z"), sessions: 0 }, now)).toBe("active");
  });
  it("is inactive when expired over 30 days", () => {
    expect(memberStatus({ expiresAt: new Date("2025-08-31T11:59:59Z"), sessions: 5 }, now)).toBe("inactive");
    expect(memberStatus({ expiresAt: new Date("2025-01-01T00:00:00Z"), sessions: 5 }, now)).toBe("inactive");
  });
});
