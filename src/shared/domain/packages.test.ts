import { describe, expect, it } from "vitest";
import {
  exampleSplit,
  expiryOnDate,
  formatEuro,
  formatStudioDay,
  isNutritionPackageName,
  isOfferPackageName,
  packageExpiry,
  packageSessions,
  packageTier,
  type SortablePackage,
  SPECIAL_PACKAGE_MIX,
  sortPackages,
  validityMonths,
} from "./packages.js";

const ATHENS = "Europe/Athens";

describe("validityMonths", () => {
  it("uses weeks/4 rounded when weeks are given", () => {
    expect(validityMonths({ weeks: 4, sessions: 100 })).toBe(1);
    expect(validityMonths({ weeks: 8, sessions: 12 })).toBe(2);
    expect(validityMonths({ weeks: 10, sessions: 12 })).toBe(3); // 2.5 rounds up
    expect(validityMonths({ weeks: 9, sessions: 12 })).toBe(2);
    expect(validityMonths({ weeks: 12, sessions: 12 })).toBe(3);
    expect(validityMonths({ weeks: 1, sessions: 100 })).toBe(1); // at least 1
  });
  it("falls back to the session table", () => {
    const table: [number, number][] = [
      [12, 1],
      [16, 1],
      [24, 2],
      [32, 2],
      [36, 3],
      [50, 3],
      [90, 3],
      [100, 3],
      [8, 1],
      [0, 1],
    ];
    for (const [sessions, months] of table) {
      expect(validityMonths({ sessions })).toBe(months);
      expect(validityMonths({ weeks: 0, sessions })).toBe(months);
      expect(validityMonths({ weeks: null, sessions })).toBe(months);
    }
  });
});

describe("packageExpiry", () => {
  it("ends at 23:59:59.999 studio time of start + months", () => {
    // 2025-09-01 10:00 Athens (EEST) + 1 month → 2025-10-01 23:59:59.999 EEST = 20:59:59.999Z
    expect(packageExpiry(new Date("2025-09-01T07:00:00Z"), 1, ATHENS).toISOString()).toBe(
      "2025-10-01T20:59:59.999Z",
    );
    // + 2 months crosses the October DST change: 2025-11-01 23:59:59.999 EET = 21:59:59.999Z
    expect(packageExpiry(new Date("2025-09-01T07:00:00Z"), 2, ATHENS).toISOString()).toBe(
      "2025-11-01T21:59:59.999Z",
    );
  });
  it("uses the studio date of start, not the UTC date", () => {
    // 2025-01-31T22:30Z is already 2025-02-01 00:30 in Athens.
    expect(packageExpiry(new Date("2025-01-31T22:30:00Z"), 1, ATHENS).toISOString()).toBe(
      "2025-03-01T21:59:59.999Z",
    );
  });
  it("clamps to the end of the month", () => {
    expect(packageExpiry(new Date("2027-01-31T10:00:00Z"), 1, ATHENS).toISOString()).toBe(
      "2027-02-28T21:59:59.999Z",
    );
    expect(packageExpiry(new Date("2028-01-31T10:00:00Z"), 1, ATHENS).toISOString()).toBe(
      "2028-02-29T21:59:59.999Z",
    );
    expect(packageExpiry(new Date("2025-08-31T10:00:00Z"), 1, ATHENS).toISOString()).toBe(
      "2025-09-30T20:59:59.999Z",
    );
    expect(packageExpiry(new Date("2027-11-30T10:00:00Z"), 3, ATHENS).toISOString()).toBe(
      "2028-02-29T21:59:59.999Z",
    );
  });
  it("rolls over the year", () => {
    expect(packageExpiry(new Date("2025-12-15T10:00:00Z"), 2, ATHENS).toISOString()).toBe(
      "2026-02-15T21:59:59.999Z",
    );
  });
  it("works in another studio zone", () => {
    // 2026-01-31 20:00 New York (EST) + 1 month → 2026-02-28 23:59:59.999 EST = 2026-03-01T04:59:59.999Z
    expect(packageExpiry(new Date("2026-02-01T01:00:00Z"), 1, "America/New_York").toISOString()).toBe(
      "2026-03-01T04:59:59.999Z",
    );
  });
});

describe("packageTier", () => {
  it("maps session counts to Basic and Pro", () => {
    for (const n of [12, 24, 36]) expect(packageTier(n)).toBe("basic");
    for (const n of [16, 32, 50, 100]) expect(packageTier(n)).toBe("pro");
    expect(packageTier(90)).toBe("basic");
    expect(packageTier(7)).toBe("basic");
  });
  it("counts the special package as 100 sessions", () => {
    expect(packageTier(0, { special: true })).toBe("pro");
    expect(packageTier(12, { special: true })).toBe("pro");
    expect(packageTier(12, { special: false })).toBe("basic");
  });
});

describe("package names", () => {
  it("recognises nutrition packages in any case and accent", () => {
    expect(isNutritionPackageName("Πρόγραμμα Διατροφής")).toBe(true);
    expect(isNutritionPackageName("ΠΡΟΓΡΑΜΜΑ ΔΙΑΤΡΟΦΗΣ 3 ΜΗΝΕΣ")).toBe(true);
    expect(isNutritionPackageName("διατροφικό πλάνο")).toBe(true);
    expect(isNutritionPackageName("Pilates 12")).toBe(false);
  });
  it("recognises offers", () => {
    expect(isOfferPackageName("Summer Offer 16")).toBe(true);
    expect(isOfferPackageName("ΠΡΟΣΦΟΡΑ καλοκαιριού")).toBe(true);
    expect(isOfferPackageName("Προσφορά 24")).toBe(true);
    expect(isOfferPackageName("Summer 16")).toBe(false);
  });
});

describe("sortPackages", () => {
  it("puts offers first, nutrition last, price descending inside each group", () => {
    const list: SortablePackage[] = [
      { name: "Gym 12", priceCents: 6000, kind: "gym" },
      { name: "Πρόγραμμα Διατροφής", priceCents: 9000, kind: "nutrition" },
      { name: "Gym 32", priceCents: 12000, kind: "gym" },
      { name: "Summer offer 16", priceCents: 5000, kind: "gym" },
      { name: "Pilates 16", priceCents: 14000, kind: "pilates" },
      { name: "Προσφορά Pilates", priceCents: 7000, kind: "pilates" },
      { name: "Διατροφή mini", priceCents: 3000, kind: "gym" },
      { name: "Nutrition basic", priceCents: 4000, kind: "nutrition" },
    ];
    expect(sortPackages(list).map((p) => p.name)).toEqual([
      "Προσφορά Pilates",
      "Summer offer 16",
      "Pilates 16",
      "Gym 32",
      "Gym 12",
      "Πρόγραμμα Διατροφής",
      "Nutrition basic",
      "Διατροφή mini",
    ]);
  });
  it("keeps extra fields, does not mutate the input", () => {
    const list = [
      { id: "a", name: "A", priceCents: 1, kind: "gym" as const },
      { id: "b", name: "B", priceCents: 2, kind: "gym" as const },
    ];
    const sorted = sortPackages(list);
    expect(sorted.map((p) => p.id)).toEqual(["b", "a"]);
    expect(list.map((p) => p.id)).toEqual(["a", "b"]);
  });
});

describe("special and flexible packages", () => {
  it("counts the special package as 100 sessions with a 70/30 mix", () => {
    expect(packageSessions({ sessions: 0, special: true })).toBe(100);
    expect(packageSessions({ sessions: 24 })).toBe(24);
    expect(SPECIAL_PACKAGE_MIX.gym + SPECIAL_PACKAGE_MIX.pilates).toBe(100);
  });
  it("splits a flexible package 70/30 as an example", () => {
    expect(exampleSplit(100)).toEqual({ gym: 70, pilates: 30 });
    expect(exampleSplit(20)).toEqual({ gym: 14, pilates: 6 });
    expect(exampleSplit(24)).toEqual({ gym: 17, pilates: 7 });
    expect(exampleSplit(0)).toEqual({ gym: 0, pilates: 0 });
  });
});

describe("expiryOnDate", () => {
  it("ends the typed day at 23:59:59.999 studio time, across DST", () => {
    expect(expiryOnDate("2025-09-30", ATHENS).toISOString()).toBe("2025-09-30T20:59:59.999Z");
    expect(expiryOnDate("2025-12-31", ATHENS).toISOString()).toBe("2025-12-31T21:59:59.999Z");
    expect(expiryOnDate("2026-03-29", ATHENS).toISOString()).toBe("2026-03-29T20:59:59.999Z");
  });
  it("refuses a malformed date", () => {
    expect(() => expiryOnDate("2025-9-30", ATHENS)).toThrow(RangeError);
  });
});

describe("display", () => {
  it("formats euro prices in both languages", () => {
    expect(formatEuro(5000, "gr")).toBe("50\u00a0€");
    expect(formatEuro(5050, "gr")).toBe("50,50\u00a0€");
    expect(formatEuro(5000, "en")).toBe("€50");
  });
  it("formats a studio date without moving it to another day", () => {
    expect(formatStudioDay("2025-02-28", "gr")).toBe("28 Φεβρουαρίου 2025");
    expect(formatStudioDay("2025-02-28", "en")).toBe("28 February 2025");
    expect(formatStudioDay("2025-02-28", "gr", "short")).toBe("28/2/2025");
  });
});
