import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or an attribute value", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, leaving entities readable as typed", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves Greek and other text as it is", () => {
    expect(escapeHtml("Μαρία Παπαδοπούλου · 09:00")).toBe("Μαρία Παπαδοπούλου · 09:00");
  });
});
