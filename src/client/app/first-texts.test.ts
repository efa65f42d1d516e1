import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { grFirst } from "../../shared/locales/gr-first";

/**
 * The home page is drawn before Mantine and the rest of Greek (`gr-later.ts`) load: every text its
 * own markup asks for must be in `gr-first.ts`, or a Greek visitor reads the key instead.
 */
const FIRST_SCREEN = [
  "./HomePage.tsx",
  "./HomeHeader.tsx",
  "./CoachNotices.tsx",
  "../components/LanguageSwitch.tsx",
];

function keysIn(file: string): string[] {
  const source = fs.readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
  return [...source.matchAll(/\b(?:t|msg)\(\s*"([a-zA-Z0-9_.]+)"/g)].map((m) => m[1]!);
}

function has(texts: unknown, key: string): boolean {
  let at: unknown = texts;
  for (const part of key.split(".")) {
    if (at === null || typeof at !== "object" || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string";
}

describe("the home page's texts", () => {
  it.each(FIRST_SCREEN)("%s asks only for texts bundled with the first screen", (file) => {
    const keys = keysIn(file);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !has(grFirst, k))).toEqual([]);
  });
});
