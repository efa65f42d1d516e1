import { describe, expect, it } from "vitest";
import { asciiSource } from "./build-server";

/** Decision 040: the server's bundle is held in memory as its source; ASCII keeps it at a byte a character. */
describe("the bundle's source in ASCII", () => {
  const source = [
    "// Μαρία — a comment",
    'const word = "Νίκος";',
    "const fold = (s) => s.replace(/ς/g, 'σ').replace(/[^a-z0-9α-ω]+/g, '-');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's program has a template
    "const tpl = `καλημέρα ${word} 😀`;",
    "return [word, fold('νικος σας'), tpl, /[😀]/u.test('😀')];",
  ].join("\n");

  it("writes every character outside ASCII as an escape", () => {
    const outside = [...asciiSource(source)].filter((c) => c.charCodeAt(0) > 0x7f);
    expect(outside).toEqual([]);
  });

  it("means the same program: strings, templates, regular expressions and astral characters alike", () => {
    const before = new Function(source)();
    const after = new Function(asciiSource(source))();
    expect(after).toEqual(before);
    expect(after).toEqual(["Νίκος", "νικοσ-σασ", "καλημέρα Νίκος 😀", true]);
  });
});
