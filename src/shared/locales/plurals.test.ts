import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { gr } from "./gr";

/**
 * A count shown beside a word follows the language's plural rules (i18next's `_one` / `_other`
 * keys): "1 μέλος", "2 μέλη", never "1 μέλη". Texts where the count only stands after a label or
 * as a ratio ("Υπόλοιπο συνεδριών: 1", "1/6") need no plural form; they are listed here.
 */
const NO_NOUN = new Set([
  "booking.sessionsLeft",
  "booking.slotLabel",
  "booking.admin.day.blocked",
  "ownerReport.showSlots",
  "members.kindCount",
  "massMail.andMore",
  "classes.kind.creditsLeft",
  "classes.admin.booked",
  "waitlist.adminSlot",
  "errors.SLOT_FULL",
  "errors.SLOT_FULL_classes",
  // Three to seven days a week: never one.
  "errors.WORKOUT_DAYS_EXACT",
]);

function leaves(obj: unknown, prefix = ""): [string, string][] {
  if (Array.isArray(obj)) return obj.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (obj && typeof obj === "object")
    return Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(obj)]];
}

describe("counts in sentences", () => {
  it.each([
    ["gr", gr],
    ["en", en],
  ] as const)("every text with a count has its plural forms (%s)", (_lang, texts) => {
    const missing = leaves(texts)
      .filter(([key, text]) => /{{count[,}]/.test(text) && !/_(one|other)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !NO_NOUN.has(key));
    expect(missing).toEqual([]);
  });

  it("read '1 μέλος' and '2 μέλη', '1 member' and '2 members' on the drifting members' list", async () => {
    const t = i18next.createInstance();
    await t.init({
      resources: { gr: { translation: gr }, en: { translation: en } },
      lng: "gr",
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
    const say = (lang: string, count: number) => t.getFixedT(lang)("ownerReport.drift.count", { count });
    expect([say("gr", 1), say("gr", 2), say("en", 1), say("en", 2)]).toEqual([
      "1 μέλος",
      "2 μέλη",
      "1 member",
      "2 members",
    ]);
    expect(t.getFixedT("gr")("booking.admin.mass.done", { count: 1 })).toBe("Γέμισε 1 ώρα.");
    expect(t.getFixedT("en")("questionnaires.admin.attention", { count: 1 })).toBe("1 needs attention");
  });
});
